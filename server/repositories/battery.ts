// Battery replacement forecasts (issue 27 §2; schemas/batteryForecast.schema.json, migration 851; docs/api.md
// "Battery replacement forecast"). The 'battery' server job finds the tags whose battery history moved since their
// forecast (or that have none), reads their daily readings (the day's last one, FIT_DAYS back) and writes what
// domain/battery.ts forecasts; the /battery screens read the stores' counts, a store's list (aisle from the
// product info entry whose alias names an aisle, shelf or location), a tag's history and the swap list.
import type { Queryable } from '../db/db.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { RefusedError } from '../db/errors.ts';
import { BatteryForecastTableBase } from '../generated/repositories.ts';
import {
  FORECAST_STATES,
  LOCATION_ALIAS,
  type BatteryPeriod,
  type BatteryReading,
  type ForecastState,
} from '../../domain/battery.ts';
import type { BatteryCalendar, BatteryStoreSummary } from '../../domain/generated/calls.ts';
import { containsPattern, summaryOrder } from './sensorStores.ts';
import { DROP_ORPHANS_SQL, SCAN_STALE_SQL } from './batterySweep.ts';
import {
  bounds,
  forecastPage,
  LIST_SQL,
  parsePeriod,
  periodCondition,
  STATE_MESSAGE,
  STORE_SORTABLE,
  TAG_SORTABLE,
  text,
  type BatteryListRow,
} from './batteryLists.ts';

// the lists' row and period check, where the battery routes and the swap mail have always found them
export { parsePeriod, type BatteryListRow };

/** days of history a forecast reads (one reading a day: the day's last) */
export const FIT_DAYS = 90;
export interface ForecastWrite {
  tagId: string;
  state: ForecastState;
  level: number | null;
  ratePerMonth: number | null;
  forecastAt: string | null;
  readings: number;
  replacedAt: string | null;
  lastReadingAt: string | null;
  /** the newest history row read (bigint as text) */
  historyId: string | null;
}

export class BatteryRepository extends BatteryForecastTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  /**
   * The next `limit` tags in tag id order after `after` (and up to `upTo`, when given): those whose newest history
   * row is not the one their forecast read (a backfilled older reading counts too), or without a forecast, or moved
   * to another store or gateway, are stale. A range of the tags' key: a sweep costs the same at any fleet size.
   */
  async scanStale(
    after: string,
    upTo: string | null,
    limit: number,
  ): Promise<{ stale: string[]; scanned: number; last: string | null }> {
    const rows = await this.db.query<{ tagId: string; stale: boolean }>(SCAN_STALE_SQL, [after, upTo, limit]);
    return {
      stale: rows.filter((r) => r.stale).map((r) => r.tagId),
      scanned: rows.length,
      last: rows.at(-1)?.tagId ?? null,
    };
  }

  /**
   * Forecasts of tags that are gone, of the tag ids after `after` up to `upTo` (null: the last). Each forecast's tag
   * is looked up by the tags' key (OFFSET 0 keeps the lookup a probe a row): the planner, guessing a range of the
   * first tag ids at 1 % of the table, hashed all the tags for it instead, 29 s of a 40-million-tag chain's 30 s
   * statement timeout for a batch of 2,000 (9 ms probed).
   */
  async dropOrphans(after: string, upTo: string | null): Promise<number> {
    const rows = await this.db.query(DROP_ORPHANS_SQL, [after, upTo]);
    return rows.length;
  }

  /** per tag, the last reading of each day since `since`, oldest first, with the tag's newest reading time */
  async dailyReadings(
    tagIds: string[],
    since: Date,
  ): Promise<Map<string, { readings: BatteryReading[]; lastAt: string | null; lastId: string | null }>> {
    const rows = await this.db.query<{ tagId: string; at: Date; battery: number }>(
      `SELECT DISTINCT ON (h."tagId", h."updatedAt"::date) h."tagId", h."updatedAt" AS at, h.battery
       FROM tag_battery_history h
       WHERE h."tagId" = ANY($1::text[]) AND h."updatedAt" >= $2::timestamptz
       ORDER BY h."tagId", h."updatedAt"::date, h."updatedAt" DESC`,
      [tagIds, since.toISOString()],
    );
    // the newest reading's time as text: microseconds kept, so that stale() compares it exactly
    const last = await this.db.query<{ tagId: string; last: string | null; lastId: string | null }>(
      `SELECT u.id AS "tagId", (SELECT h."updatedAt"::text FROM tag_battery_history h WHERE h."tagId" = u.id
         ORDER BY h."updatedAt" DESC LIMIT 1) AS last,
         (SELECT h.id::text FROM tag_battery_history h WHERE h."tagId" = u.id ORDER BY h.id DESC LIMIT 1) AS "lastId"
       FROM unnest($1::text[]) AS u(id)`,
      [tagIds],
    );
    const byTag = new Map<
      string,
      { readings: BatteryReading[]; lastAt: string | null; lastId: string | null }
    >();
    for (const row of last) byTag.set(row.tagId, { readings: [], lastAt: row.last, lastId: row.lastId });
    for (const row of rows)
      byTag.get(row.tagId)?.readings.push({ at: new Date(row.at).getTime(), level: row.battery });
    return byTag;
  }

  /** upserts the forecasts with the tag's store, MAC, type and gateway as they are now */
  async save(forecasts: ForecastWrite[], now: Date): Promise<void> {
    if (forecasts.length === 0) return;
    const col = <K extends keyof ForecastWrite>(key: K) => forecasts.map((f) => f[key]);
    await this.db.query(
      `INSERT INTO battery_forecasts ("tagId", "storeCode", "tagMac", "tagType", "gwMac", level, "ratePerMonth",
         "forecastAt", state, readings, "replacedAt", "lastReadingAt", "historyId", "computedAt")
       SELECT t."tagId", t."storeCode", t."tagMac", t."tagType", t."gwMac", u.level, u.rate, u.at, u.state,
         u.readings, u.replaced, u.last, u.row, $9::timestamptz
       FROM unnest($1::text[], $2::text[], $3::int[], $4::float8[], $5::timestamptz[], $6::int[],
         $7::timestamptz[], $8::timestamptz[], $10::bigint[]) AS u(id, state, level, rate, at, readings, replaced, last, row)
       JOIN tags t ON t."tagId" = u.id
       ON CONFLICT ("tagId") DO UPDATE SET "storeCode" = EXCLUDED."storeCode", "tagMac" = EXCLUDED."tagMac",
         "tagType" = EXCLUDED."tagType", "gwMac" = EXCLUDED."gwMac", level = EXCLUDED.level,
         "ratePerMonth" = EXCLUDED."ratePerMonth", "forecastAt" = EXCLUDED."forecastAt", state = EXCLUDED.state,
         readings = EXCLUDED.readings, "replacedAt" = EXCLUDED."replacedAt",
         "lastReadingAt" = EXCLUDED."lastReadingAt", "historyId" = EXCLUDED."historyId",
         "computedAt" = EXCLUDED."computedAt"`,
      [
        col('tagId'),
        col('state'),
        col('level'),
        col('ratePerMonth'),
        col('forecastAt'),
        col('readings'),
        col('replacedAt'),
        col('lastReadingAt'),
        now.toISOString(),
        col('historyId'),
      ],
    );
  }

  // ---- reads of the /battery screens ----

  /** today and the period boundaries at `now` (the database's time zone) */
  async calendar(now: Date): Promise<BatteryCalendar> {
    const b = bounds('$1');
    const [row] = await this.db.query<BatteryCalendar>(
      `SELECT to_char($1::timestamptz::date, 'YYYY-MM-DD') AS today,
         to_char(${b.nextWeekFrom}, 'YYYY-MM-DD') AS "nextWeekFrom",
         to_char(${b.nextWeekTo}, 'YYYY-MM-DD') AS "nextWeekTo", to_char(${b.monthTo}, 'YYYY-MM-DD') AS "monthTo"`,
      [now.toISOString()],
    );
    return row;
  }

  /** one row per store of $1 (NULL: every store) with its counts at $2 */
  /**
   * Each store's counts from the rollups of migration 960 (battery_forecast_days, battery_forecast_states), not
   * from the forecasts: the periods sum the days before their bounds (a store's few dozen rows), the totals the
   * states; the same counts as the periods' conditions on the rows (periodCondition), at any fleet size.
   */
  private storesSql(): string {
    const b = bounds('$2');
    return `
      SELECT s."storeCode", s."storeName",
        coalesce(d."thisWeek", 0)::int AS "thisWeek", coalesce(d."nextWeek", 0)::int AS "nextWeek",
        coalesce(d."thisMonth", 0)::int AS "thisMonth", coalesce(c.low, 0)::int AS low,
        coalesce(c."tooFewReadings", 0)::int AS "tooFewReadings", coalesce(c.tags, 0)::int AS tags
      FROM stores s
      CROSS JOIN LATERAL (SELECT ${b.nextWeekFrom} AS "weekTo", ${b.nextWeekTo} AS "nextTo", ${b.monthTo} AS "monthTo") p
      LEFT JOIN LATERAL (
        SELECT sum(n) FILTER (WHERE state IN ('forecast', 'low') AND day < p."weekTo") AS "thisWeek",
          sum(n) FILTER (WHERE state = 'forecast' AND day >= p."weekTo" AND day < p."nextTo") AS "nextWeek",
          sum(n) FILTER (WHERE state IN ('forecast', 'low') AND day < p."monthTo") AS "thisMonth"
        FROM battery_forecast_days WHERE "storeCode" = s."storeCode" AND day < GREATEST(p."nextTo", p."monthTo")) d ON true
      LEFT JOIN LATERAL (
        SELECT sum(n) FILTER (WHERE state = 'low') AS low, sum(n) FILTER (WHERE state = 'tooFewReadings') AS "tooFewReadings",
          sum(n) AS tags
        FROM battery_forecast_states WHERE "storeCode" = s."storeCode") c ON true
      WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1::text[]))`;
  }

  allStores(stores: string[] | undefined, now: Date): Promise<BatteryStoreSummary[]> {
    return this.db.query<BatteryStoreSummary>(`SELECT * FROM (${this.storesSql()}) x ORDER BY "storeCode"`, [
      stores ?? null,
      now.toISOString(),
    ]);
  }

  /** a page of the stores (filter_storeName, filter_storeCode contain) */
  async storePage(
    stores: string[] | undefined,
    now: Date,
    body: SearchBody,
  ): Promise<SearchResult<BatteryStoreSummary>> {
    const params = new Params();
    params.add(stores ?? null);
    params.add(now.toISOString());
    const filters: string[] = [];
    const name = text(body.filter_storeName);
    const code = text(body.filter_storeCode);
    if (name) filters.push(`"storeName" ILIKE ${params.add(containsPattern(name))}`);
    if (code) filters.push(`"storeCode" ILIKE ${params.add(containsPattern(code))}`);
    return forecastPage<BatteryStoreSummary>(
      this.db,
      this.storesSql(),
      params,
      filters,
      summaryOrder(body, STORE_SORTABLE),
      body,
    );
  }

  /**
   * A store's forecasts: filter_tagId contains, filter_state equals, filter_within a period; sorted by forecastAt
   * (default, soonest first, the tags without a date last), tagId, level, ratePerMonth or aisle.
   */
  async tagPage(storeCode: string, now: Date, body: SearchBody): Promise<SearchResult<BatteryListRow>> {
    const params = new Params();
    params.add(storeCode);
    params.add(LOCATION_ALIAS.source);
    const filters: string[] = [];
    const tagId = text(body.filter_tagId);
    const state = text(body.filter_state);
    const within = parsePeriod(body.filter_within ?? body.within);
    if (state !== undefined && !(FORECAST_STATES as readonly string[]).includes(state))
      throw new RefusedError(STATE_MESSAGE);
    if (tagId) filters.push(`"tagId" ILIKE ${params.add(containsPattern(tagId))}`);
    if (state) filters.push(`state = ${params.add(state)}`);
    if (within) filters.push(periodCondition(within, params.add(now.toISOString()), 'x'));
    const order = (Array.isArray(body.order) ? body.order : [])
      .map(
        (o: unknown) => (typeof o === 'object' && o !== null ? o : {}) as { column?: unknown; dir?: unknown },
      )
      .filter((o) => typeof o.column === 'string' && TAG_SORTABLE.includes(o.column))
      .map(
        (o) => `"${String(o.column)}" ${String(o.dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`,
      );
    const orderSql = [...(order.length ? order : ['"forecastAt" ASC NULLS LAST']), '"tagId"'].join(', ');
    return forecastPage<BatteryListRow>(this.db, LIST_SQL, params, filters, orderSql, body);
  }

  /** a store's tags due within `period`, by aisle (the tags without one last), then forecast date */
  swapRows(storeCode: string, now: Date, period: BatteryPeriod): Promise<BatteryListRow[]> {
    return this.db.query<BatteryListRow>(
      `SELECT * FROM (${LIST_SQL}) x WHERE ${periodCondition(period, '$3', 'x')}
       ORDER BY aisle ASC NULLS LAST, "forecastAt" ASC NULLS LAST, "tagId"`,
      [storeCode, LOCATION_ALIAS.source, now.toISOString()],
    );
  }

  /** one tag's forecast row as the list reads it, undefined when the tag is not the store's or has none */
  async tag(storeCode: string, tagId: string): Promise<BatteryListRow | undefined> {
    const [row] = await this.db.query<BatteryListRow>(`SELECT * FROM (${LIST_SQL}) x WHERE "tagId" = $3`, [
      storeCode,
      LOCATION_ALIAS.source,
      tagId,
    ]);
    return row;
  }

  /** the tag as the tag list has it (no forecast yet) */
  async tagInfo(storeCode: string, tagId: string) {
    const [row] = await this.db.query<{
      tagId: string;
      storeCode: string;
      tagMac: string | null;
      tagType: string | null;
      gwMac: string | null;
      prCode: string | null;
      prName: string | null;
    }>(
      `SELECT t."tagId", t."storeCode", t."tagMac", t."tagType", t."gwMac", t."prCode", p."prName"
       FROM tags t LEFT JOIN products p ON p."storeCode" = t."storeCode" AND p."prCode" = t."prCode"
       WHERE t."storeCode" = $1 AND t."tagId" = $2`,
      [storeCode, tagId],
    );
    return row;
  }
}
