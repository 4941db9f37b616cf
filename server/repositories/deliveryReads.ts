// What the /delivery screens read (issue 27 §1; docs/api.md "Delivery service levels"): the stores of a day from
// the daily rollups (one row per store, the table and the map), a store's last 30 days, today's histogram and
// causes computed live for one store, and its failed or late attempts. Days are the database time zone's.
import type { DeliveryLateRow, DeliveryStoreDay } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { containsPattern, summaryOrder } from './sensorStores.ts';
import { DELIVERY_CAUSES, DeliveryRepository, type DayFigures, type DeliveryTarget } from './delivery.ts';

/** a store's day as the delivery calls answer it (schemas/deliveryStore.schema.json deliveryStoreDay) */
export type DeliveryStoreRow = DeliveryStoreDay;

/** a p95 this share above yesterday's is slower (up), this share below faster (down), else flat */
export const TREND_MARGIN = 0.05;
/** the histogram's upper bucket edges in seconds (the last bucket is everything above the last edge) */
export const HISTOGRAM_EDGES = [30, 60, 120, 300, 600, 1200, 1800, 3600];
export const HISTORY_DAYS = 30;
const SORTABLE = ['storeName', 'storeCode', 'count', 'p95', 'successRate', 'failed'];
const LATE_SORTABLE = ['askedAt', 'seconds', 'tagId', 'tries'];

/** a store's day MET, MISSED or NONE: the one rule (migration 855_delivery_status_rule.sql) */
const STATUS_OF_X = `delivery_status(x."withinTarget", x.count, x."targetPercent")`;

/** the stores of $1 (NULL: every store) on day $2 with day $3 before it (NULL: none); $4 / $5 the default target */
function storesSql(): string {
  return `
    SELECT x.*, NULLIF(${STATUS_OF_X}, 'NONE') = 'MET' AS met, ${STATUS_OF_X} AS status,
      CASE WHEN x.p95 IS NULL OR x."yesterdayP95" IS NULL THEN NULL
        WHEN x.p95 > x."yesterdayP95" * (1 + ${TREND_MARGIN}) THEN 'up'
        WHEN x.p95 < x."yesterdayP95" * (1 - ${TREND_MARGIN}) THEN 'down' ELSE 'flat' END AS trend
    FROM (
      SELECT s."storeCode", s."storeName", s.position, to_char($2::date, 'YYYY-MM-DD') AS day,
        coalesce(d.count, 0) AS count, coalesce(d."withinTarget", 0) AS "withinTarget",
        coalesce(d.failed, 0) AS failed, d.p50, d.p95, d.p99,
        delivery_success_rate(d."withinTarget", d.count) AS "successRate",
        coalesce(d."targetPercent", s."deliveryTargetPercent", $4::float8) AS "targetPercent",
        coalesce(d."targetMinutes", s."deliveryTargetMinutes", $5::float8) AS "targetMinutes",
        y.p95 AS "yesterdayP95", d."rolledAt"
      FROM stores s
      LEFT JOIN delivery_daily d ON d."storeCode" = s."storeCode" AND d.day = $2::date
      LEFT JOIN delivery_daily y ON y."storeCode" = s."storeCode" AND y.day = $3::date
      WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1::text[]))) x`;
}

/** met as the answers say it: true MET, false MISSED, null NONE (no updates) */
export const metOf = (status: DeliveryStoreRow['status']): boolean | null =>
  status === 'NONE' ? null : status === 'MET';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export class DeliveryReads {
  private readonly attempts: DeliveryRepository;

  constructor(
    readonly db: Queryable,
    private readonly target: DeliveryTarget,
  ) {
    this.attempts = new DeliveryRepository(db);
  }

  /** today and yesterday for `now` in the database's time zone */
  today(now: Date) {
    return this.attempts.today(now);
  }

  /** every store of the session on `day` (the map, the CSV) */
  allStores(stores: string[] | undefined, day: string, before: string | null): Promise<DeliveryStoreRow[]> {
    return this.db.query<DeliveryStoreRow>(`${storesSql()} ORDER BY x."storeCode"`, [
      stores ?? null,
      day,
      before,
      this.target.percent,
      this.target.minutes,
    ]);
  }

  /** a page of the stores (filter_storeName, filter_storeCode contain; filter_status MET / MISSED / NONE) */
  async storePage(
    stores: string[] | undefined,
    day: string,
    before: string | null,
    body: SearchBody,
  ): Promise<SearchResult<DeliveryStoreRow>> {
    const params = new Params();
    for (const value of [stores ?? null, day, before, this.target.percent, this.target.minutes])
      params.add(value);
    const filters: string[] = [];
    const name = text(body.filter_storeName);
    const code = text(body.filter_storeCode);
    const status = text(body.filter_status);
    if (name) filters.push(`"storeName" ILIKE ${params.add(containsPattern(name))}`);
    if (code) filters.push(`"storeCode" ILIKE ${params.add(containsPattern(code))}`);
    if (status) filters.push(`status = ${params.add(status)}`);
    const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
    const paging = parsePaging(body, 25);
    const [counts] = await this.db.query<{ total: number; filtered: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${filters.join(' AND ') || 'TRUE'}))::int AS filtered
       FROM (${storesSql()}) y`,
      params.values,
    );
    let sql = `SELECT * FROM (${storesSql()}) y ${where} ORDER BY ${summaryOrder(body, SORTABLE)}`;
    if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
    if (paging.offset) sql += ` OFFSET ${paging.offset}`;
    const data = await this.db.query<DeliveryStoreRow>(sql, params.values);
    return { recordsTotal: counts.total, recordsFiltered: counts.filtered, data };
  }

  /** the store's target: its own, else the server default */
  async storeTarget(storeCode: string): Promise<DeliveryTarget> {
    const [row] = await this.db.query<DeliveryTarget>(
      `SELECT coalesce("deliveryTargetPercent", $2::float8) AS percent,
         coalesce("deliveryTargetMinutes", $3::float8) AS minutes FROM stores WHERE "storeCode" = $1`,
      [storeCode, this.target.percent, this.target.minutes],
    );
    return row ?? this.target;
  }

  /** a store's day computed now from its attempts (today's live figures), null without attempts */
  async liveDay(storeCode: string, day: string): Promise<DayFigures | null> {
    const [row] = await this.attempts.figures([storeCode], day, day, this.target);
    return row ?? null;
  }

  /** the store's rolled-up days from `from` to `to` (yyyy-mm-dd), oldest first, each judged by its own target */
  days(storeCode: string, from: string, to: string) {
    return this.db.query<{
      day: string;
      count: number;
      withinTarget: number;
      failed: number;
      p50: number | null;
      p95: number | null;
      p99: number | null;
      targetPercent: number;
      causes: Record<string, number>;
      successRate: number | null;
      status: DeliveryStoreRow['status'];
    }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count, "withinTarget", failed, p50, p95, p99, "targetPercent", causes,
         delivery_success_rate("withinTarget", count) AS "successRate",
         delivery_status("withinTarget", count, "targetPercent") AS status
       FROM delivery_daily WHERE "storeCode" = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
      [storeCode, from, to],
    );
  }

  /** live figures judged by the rule the rollups are judged by (migration 855_delivery_status_rule.sql) */
  async judge(
    withinTarget: number,
    count: number,
    targetPercent: number,
  ): Promise<{ successRate: number | null; status: DeliveryStoreRow['status'] }> {
    const [row] = await this.db.query<{ successRate: number | null; status: DeliveryStoreRow['status'] }>(
      `SELECT delivery_success_rate($1, $2) AS "successRate", delivery_status($1, $2, $3) AS status`,
      [withinTarget, count, targetPercent],
    );
    return row;
  }

  /** today's confirmed delivery times of a store in HISTOGRAM_EDGES buckets (count per bucket, one more above) */
  async histogram(storeCode: string, day: string): Promise<number[]> {
    const rows = await this.db.query<{ bucket: number; n: number }>(
      `SELECT width_bucket(extract(epoch FROM a."confirmedAt" - a."askedAt")::float8, $3::float8[]) AS bucket,
         count(*)::int AS n
       FROM delivery_attempts a
       WHERE a."storeCode" = $1 AND a."askedAt" >= $2::date AND a."askedAt" < $2::date + 1
         AND a."confirmedAt" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM update_task_tags u
           WHERE u."taskId" = a."taskId" AND u."tagId" = a."tagId" AND u.status = 'CANCEL')
       GROUP BY 1`,
      [storeCode, day, HISTOGRAM_EDGES],
    );
    const counts = new Array<number>(HISTOGRAM_EDGES.length + 1).fill(0);
    for (const row of rows) counts[Math.min(row.bucket, HISTOGRAM_EDGES.length)] += row.n;
    return counts;
  }

  /**
   * The store's failed or late attempts asked on `day`: failed, confirmed after the target minutes, or still open
   * past them at `now`. filter_cause equals; sorted by askedAt (default, newest first), seconds, tagId or tries.
   */
  async late(
    storeCode: string,
    day: string,
    now: Date,
    body: SearchBody,
  ): Promise<SearchResult<DeliveryLateRow>> {
    const target = await this.storeTarget(storeCode);
    const params = new Params();
    const store = params.add(storeCode);
    const from = params.add(day);
    const at = params.add(now.toISOString());
    const limit = params.add(target.minutes * 60);
    const scope = `a."storeCode" = ${store} AND a."askedAt" >= ${from}::date AND a."askedAt" < ${from}::date + 1
      AND (a."confirmedAt" IS NULL AND a."failedAt" IS NOT NULL
        OR extract(epoch FROM coalesce(a."confirmedAt", ${at}::timestamptz) - a."askedAt") > ${limit}::float8)
      AND NOT EXISTS (SELECT 1 FROM update_task_tags u
        WHERE u."taskId" = a."taskId" AND u."tagId" = a."tagId" AND u.status = 'CANCEL')`;
    const cause = text(body.filter_cause);
    if (cause !== undefined && !(DELIVERY_CAUSES as readonly string[]).includes(cause)) {
      return { recordsTotal: 0, recordsFiltered: 0, data: [] };
    }
    const filter = cause ? `a.cause = ${params.add(cause)}` : 'TRUE';
    const paging = parsePaging(body, 10);
    const order = (Array.isArray(body.order) ? body.order : [])
      .map(
        (o: unknown) => (typeof o === 'object' && o !== null ? o : {}) as { column?: unknown; dir?: unknown },
      )
      .filter((o) => typeof o.column === 'string' && LATE_SORTABLE.includes(o.column))
      .map(
        (o) => `"${String(o.column)}" ${String(o.dir).toLowerCase() === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`,
      );
    const orderSql = [...(order.length ? order : ['"askedAt" DESC']), '"tagId"', '"taskId"'].join(', ');
    const [counts] = await this.db.query<{ total: number; filtered: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${filter}))::int AS filtered
       FROM delivery_attempts a WHERE ${scope}`,
      params.values,
    );
    let sql = `SELECT * FROM (
        SELECT a."taskId"::int AS "taskId", a."tagId", a."storeCode", a."tagMac", a."gwMac", a."taskType",
          a."askedAt", a."takenAt", a."confirmedAt", a."failedAt", a.tries, a.cause,
          round(extract(epoch FROM a."confirmedAt" - a."askedAt")::numeric, 1)::float8 AS seconds
        FROM delivery_attempts a WHERE ${scope} AND ${filter}) x
      ORDER BY ${orderSql}`;
    if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
    if (paging.offset) sql += ` OFFSET ${paging.offset}`;
    const data = await this.db.query<DeliveryLateRow>(sql, params.values);
    return { recordsTotal: counts.total, recordsFiltered: counts.filtered, data };
  }
}
