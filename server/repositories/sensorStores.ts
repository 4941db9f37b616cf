// Sensor store summaries (doc 2 §3 Sensor store, §7 GET /status/sensor; docs/api.md "Sensors"): per store of the
// session its sensor count, low-battery sensors (battery under 20 %), success rate (percent of its sensors that
// report: not NO_RESPONSE) and status (OFFLINE when a sensor stopped reporting, else ALARM when one is out of
// range, else NORMAL), updatedAt the latest sensor report. A store without sensors is NORMAL with zeros.
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { LOW_BATTERY_PERCENT, SENSOR_STATUS } from './sensorKinds.ts';
import type { SensorStoreSummary } from '../../domain/generated/calls.ts';

export type { SensorStoreSummary } from '../../domain/generated/calls.ts';

const SUMMARY = `
  SELECT s."storeCode", s."storeName", s.position,
    count(x."sensorMac")::int AS "totalSensorCount",
    (count(*) FILTER (WHERE x.battery < ${LOW_BATTERY_PERCENT}))::int AS "lowBatteryCount",
    CASE WHEN count(x."sensorMac") = 0 THEN 0
      ELSE round(100.0 * count(*) FILTER (WHERE x.status <> '${SENSOR_STATUS.noResponse}') / count(x."sensorMac"), 1)::float8
    END AS "successRate",
    CASE WHEN bool_or(x.status = '${SENSOR_STATUS.noResponse}') THEN 'OFFLINE'
      WHEN bool_or(x.status <> '${SENSOR_STATUS.ok}') THEN 'ALARM' ELSE 'NORMAL' END AS status,
    max(x."updatedAt") AS "updatedAt"
  FROM stores s LEFT JOIN sensors x ON x."storeCode" = s."storeCode"
  WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1::text[]))
  GROUP BY s."storeCode"`;

/** the columns the paged list sorts by */
const SORTABLE = [
  'storeCode',
  'storeName',
  'totalSensorCount',
  'lowBatteryCount',
  'successRate',
  'status',
  'updatedAt',
];

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY of a store summary list: the requested sortable columns, then the store code */
export function summaryOrder(body: SearchBody, sortable: string[]): string {
  const order = (Array.isArray(body.order) ? body.order : [])
    .map(
      (o: unknown) => (typeof o === 'object' && o !== null ? o : {}) as { column?: unknown; dir?: unknown },
    )
    .filter((o) => typeof o.column === 'string' && sortable.includes(o.column))
    .map(
      (o) => `"${String(o.column)}" ${String(o.dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`,
    );
  return [...order, '"storeCode"'].join(', ');
}

/**
 * A page of store summaries (the select answers one row per store of $1): filter_storeName and filter_storeCode
 * contain, filter_status equals; 25 per page (doc 2 §9: 25 for most tables, 10 only for the product and print store lists).
 */
export async function summaryPage<T extends object>(
  db: Queryable,
  select: string,
  sortable: string[],
  stores: string[] | undefined,
  body: SearchBody,
): Promise<SearchResult<T>> {
  const params = new Params();
  params.add(stores ?? null);
  const filters: string[] = [];
  const name = text(body.filter_storeName);
  const code = text(body.filter_storeCode);
  const status = text(body.filter_status);
  if (name) filters.push(`"storeName" ILIKE ${params.add(containsPattern(name))}`);
  if (code) filters.push(`"storeCode" ILIKE ${params.add(containsPattern(code))}`);
  if (status) filters.push(`status = ${params.add(status)}`);
  const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
  const paging = parsePaging(body, 25);
  const [counts] = await db.query<{ total: number; filtered: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${filters.join(' AND ') || 'TRUE'}))::int AS filtered
     FROM (${select}) x`,
    params.values,
  );
  let sql = `SELECT * FROM (${select}) x ${where} ORDER BY ${summaryOrder(body, sortable)}`;
  if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
  if (paging.offset) sql += ` OFFSET ${paging.offset}`;
  const data = await db.query<T>(sql, params.values);
  return { recordsTotal: counts.total, recordsFiltered: counts.filtered, data };
}

export class SensorStoresRepository {
  constructor(readonly db: Queryable) {}

  /** the summaries of the map (updatedAt as ISO text) */
  async all(stores: string[] | undefined): Promise<SensorStoreSummary[]> {
    const rows = await this.db.query<SensorStoreSummary>(`${SUMMARY} ORDER BY s."storeCode"`, [
      stores ?? null,
    ]);
    return rows.map((row) => {
      const updatedAt: unknown = row.updatedAt;
      return { ...row, updatedAt: updatedAt instanceof Date ? updatedAt.toISOString() : row.updatedAt };
    });
  }

  page(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<SensorStoreSummary>> {
    return summaryPage(this.db, SUMMARY, SORTABLE, stores, body);
  }
}
