// Store summaries (doc 1 §3 Store) with the gateway counters computed in SQL, and their refresh.
import { SQL_GATEWAY_STATUS } from '../../domain/gatewayStatus.ts';
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import { likePattern } from '../db/search.ts';
import type { StoreSummary } from './types.ts';
import type { StoreOption } from '../../domain/generated/calls.ts';

export type { StoreOption };

export interface StoreOptionQuery {
  /** the code or the name contains it (case-insensitive; trigram indexes of migration 970) */
  text?: string;
  /** these codes only (the chosen stores to name) */
  codes?: string[];
  /** the session's stores; undefined = every store */
  scope?: string[];
  offset: number;
  limit: number;
}

/** A gateway reported NORMAL without time sync counts as ALARM (doc 1 §4, domain/gatewayStatus.ts). */
const GATEWAY_COUNTS = `
  SELECT "storeCode",
    count(*)::int AS "gwCount",
    count(*) FILTER (WHERE ${SQL_GATEWAY_STATUS} = 'NORMAL')::int AS normal,
    count(*) FILTER (WHERE ${SQL_GATEWAY_STATUS} = 'OFFLINE')::int AS offline,
    count(*) FILTER (WHERE ${SQL_GATEWAY_STATUS} = 'ALARM')::int AS alarm
  FROM gateways GROUP BY "storeCode"`;

/** OFFLINE when a gateway is offline, ALARM when one is in alarm, NORMAL otherwise. */
const STORE_STATUS = `CASE WHEN COALESCE(c.offline, 0) > 0 THEN 'OFFLINE' WHEN COALESCE(c.alarm, 0) > 0 THEN 'ALARM' ELSE 'NORMAL' END`;

export class StoresRepository extends EntityRepository<Record<string, unknown>> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): StoresRepository {
    return new StoresRepository(tx, this.meta);
  }

  /** Summaries of the given stores (undefined = every store), by store code. */
  summaries(stores?: string[], code?: string): Promise<StoreSummary[]> {
    return this.db.query<StoreSummary>(
      `SELECT s."storeName", s."storeCode", s.position, ${STORE_STATUS} AS status,
         COALESCE(c."gwCount", 0) AS "gwCount", COALESCE(c.normal, 0) AS normal,
         COALESCE(c.offline, 0) AS offline, COALESCE(c.alarm, 0) AS alarm,
         COALESCE(s."enableTagStatusCheck", false) AS "enableTagStatusCheck"
       FROM stores s LEFT JOIN (${GATEWAY_COUNTS}) c ON c."storeCode" = s."storeCode"
       WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1)) AND ($2::text IS NULL OR s."storeCode" = $2)
       ORDER BY s."storeCode"`,
      [stores ?? null, code ?? null],
    );
  }

  /** A page of stores by code for the pickers, with the count of those that match. */
  async options(
    query: StoreOptionQuery,
  ): Promise<{ recordsTotal: number; recordsFiltered: number; data: StoreOption[] }> {
    const text = query.text?.trim() ? likePattern(query.text.trim()) : null;
    const where = `($1::text[] IS NULL OR "storeCode" = ANY($1)) AND ($2::text[] IS NULL OR "storeCode" = ANY($2))
      AND ($3::text IS NULL OR "storeCode" ILIKE $3 OR "storeName" ILIKE $3)`;
    const params = [query.scope ?? null, query.codes ?? null, text];
    const [data, [filtered], [total]] = await Promise.all([
      this.db.query<StoreOption>(
        `SELECT "storeCode", "storeName" FROM stores WHERE ${where} ORDER BY "storeCode" LIMIT $4 OFFSET $5`,
        [...params, query.limit, query.offset],
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stores WHERE ${where}`, params),
      this.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM stores WHERE $1::text[] IS NULL OR "storeCode" = ANY($1)',
        [query.scope ?? null],
      ),
    ]);
    return { recordsTotal: total.n, recordsFiltered: filtered.n, data };
  }

  /** Whether the store has outband enabled (channels 27 to 31 allowed); undefined for an unknown store. */
  async outband(storeCode: string): Promise<boolean | undefined> {
    const [row] = await this.db.query<{ outbandEnable: boolean | null }>(
      'SELECT "outbandEnable" FROM stores WHERE "storeCode" = $1',
      [storeCode],
    );
    return row ? row.outbandEnable === true : undefined;
  }

  /** Whether a store of this code exists. */
  async exists(storeCode: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM stores WHERE "storeCode" = $1', [storeCode]);
    return rows.length > 0;
  }

  /** Sets a store's gateway count from its gateways (a store just imported). */
  async recountGateways(storeCode: string): Promise<void> {
    await this.db.query(
      `UPDATE stores s SET "gwCount" = (SELECT count(*)::int FROM gateways g WHERE g."storeCode" = s."storeCode")
       WHERE s."storeCode" = $1`,
      [storeCode],
    );
  }

  async codes(): Promise<string[]> {
    const rows = await this.db.query<{ storeCode: string }>(
      'SELECT "storeCode" FROM stores ORDER BY "storeCode"',
    );
    return rows.map((r) => r.storeCode);
  }

  /** Writes the counters into the stores table (for the generic store searches). */
  async refreshCounters(): Promise<void> {
    await this.db.query(
      `UPDATE stores s SET "gwCount" = COALESCE(c."gwCount", 0), normal = COALESCE(c.normal, 0),
         offline = COALESCE(c.offline, 0), alarm = COALESCE(c.alarm, 0), status = ${STORE_STATUS}
       FROM stores s2 LEFT JOIN (${GATEWAY_COUNTS}) c ON c."storeCode" = s2."storeCode"
       WHERE s2."storeCode" = s."storeCode"
         AND (s."gwCount", s.normal, s.offline, s.alarm, s.status)
           IS DISTINCT FROM (COALESCE(c."gwCount", 0), COALESCE(c.normal, 0), COALESCE(c.offline, 0), COALESCE(c.alarm, 0), ${STORE_STATUS})`,
    );
  }
}
