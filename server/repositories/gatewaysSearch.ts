// The gateway table of a store (doc 1 §2.7 store detail; POST /status/store/{storeCode}/gw/search): paged,
// sorted and filtered in SQL on the indexes of migration 300. `status` is the status the gateway shows
// (domain/gatewayStatus.ts: NORMAL without time sync is ALARM): answered, filtered and sorted as such.
// Filters: filter_status (a value, a comma list or an array; equality on the shown status), filter_gwMac
// (contains, or equals with condition_gwMac '=='), filter_macOrIp (the MAC or the IP contains the text).
import { GATEWAY_STATUSES, SQL_GATEWAY_STATUS } from '../../domain/gatewayStatus.ts';
import type { Queryable } from '../db/db.ts';
import { parsePaging, whereSql, type SearchBody, type SearchResult } from '../db/search.ts';
import { ident, Params } from '../db/sql.ts';
import type { GatewayRow } from './gateways.ts';
import { listOf } from './tags.ts';

/** doc 1 §9: 50 gateways per page (schemas/gateway.schema.json x-list.perPage) */
export const GATEWAY_PAGE_SIZE = 50;

/** the sortable columns and their SQL (each led by the store code in an index of migration 300) */
const SORTS: Record<string, string> = {
  gwIndex: ident('gwIndex'),
  status: SQL_GATEWAY_STATUS,
  gwMac: ident('gwMac'),
  ip: ident('ip'),
  tagCount: ident('tagCount'),
  gmpVersion: ident('gmpVersion'),
  grmVersion: ident('grmVersion'),
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderSql(body: SearchBody): string {
  const raw = Array.isArray(body.order) ? body.order : body.order ? [body.order] : [];
  const items: string[] = [];
  const used = new Set<string>();
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { column, dir } = entry as { column?: unknown; dir?: unknown };
    const name = String(column);
    if (!Object.hasOwn(SORTS, name) || used.has(name)) continue;
    used.add(name);
    items.push(`${SORTS[name]} ${String(dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`);
  }
  if (items.length === 0) items.push(`${SORTS.gwIndex} ASC`);
  // the MAC (the key) breaks ties, so that paging is stable
  if (!used.has('gwMac')) items.push(`${SORTS.gwMac} ASC`);
  return items.join(', ');
}

function filterSql(body: SearchBody, params: Params): string[] {
  const parts: string[] = [];
  const statuses = listOf(body.filter_status);
  if (statuses) {
    const known = statuses.filter((s) => (GATEWAY_STATUSES as string[]).includes(s));
    parts.push(known.length ? `${SQL_GATEWAY_STATUS} = ANY(${params.add(known)})` : 'FALSE');
  }
  const mac = typeof body.filter_gwMac === 'string' ? body.filter_gwMac.trim() : '';
  if (mac)
    parts.push(
      body.condition_gwMac === '=='
        ? `"gwMac" = ${params.add(mac)}`
        : `"gwMac" ILIKE ${params.add(likePattern(mac))}`,
    );
  const text = typeof body.filter_macOrIp === 'string' ? body.filter_macOrIp.trim() : '';
  if (text) {
    const pattern = params.add(likePattern(text));
    parts.push(`("gwMac" ILIKE ${pattern} OR ip ILIKE ${pattern})`);
  }
  return parts;
}

/** One page of a store's gateways, each with the status it shows. */
export async function searchStoreGateways(
  db: Queryable,
  /** the answered columns but `status` */
  columns: string,
  storeCode: string,
  body: SearchBody,
): Promise<SearchResult<GatewayRow>> {
  const params = new Params();
  const scope = [`"storeCode" = ${params.add(storeCode)}`];
  const filters = filterSql(body, params);
  const paging = parsePaging(body, GATEWAY_PAGE_SIZE);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM gateways ${whereSql(scope)}`,
    [storeCode],
  );
  const [filtered] = filters.length
    ? await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM gateways ${whereSql([...scope, ...filters])}`,
        params.values,
      )
    : [total];
  let sql = `SELECT ${columns}, ${SQL_GATEWAY_STATUS} AS status FROM gateways ${whereSql([...scope, ...filters])} ORDER BY ${orderSql(body)}`;
  if (paging.limit !== undefined) sql += ` LIMIT ${params.add(paging.limit)}`;
  if (paging.offset) sql += ` OFFSET ${params.add(paging.offset)}`;
  const data = await db.query<GatewayRow>(sql, params.values);
  return { recordsTotal: total.n, recordsFiltered: filtered.n, data };
}
