// Full refresh of the maintained statistics (migration 100) in SQL, for some stores or all of them:
// store tag stats, tag type stats and the stores' type maps, per-gateway tag stats, and the daily update backfill;
// and the stats job's round of it (refreshRound): every store, or at chain scale the next slice of them.
import type { Db, Queryable } from '../db/db.ts';
import { SQL_GOOD, SQL_NG, SQL_WIP } from './tagGroups.ts';

const REFRESH_LOCK = 880_100;

/** `$1` is the store list, NULL = every store. */
const IN_STORES = `($1::text[] IS NULL OR "storeCode" = ANY($1))`;

/**
 * The tags' counts by store, tag type and gateway, the finest grain the refresh needs: the store, type and gateway
 * statistics are sums of these rows, so the tags table is read once a refresh instead of once for each (a third of
 * the time at 2 million tags). A few rows a store and gateway, handed to each statement as JSON (`countsOf`), so
 * that each statistic is still written in a transaction of its own.
 */
const FINE_COUNTS = `
  SELECT "storeCode", "tagType", "gwMac", count(*)::int AS total,
    count(*) FILTER (WHERE ${SQL_GOOD})::int AS success,
    count(*) FILTER (WHERE ${SQL_WIP})::int AS inprogress,
    count(*) FILTER (WHERE ${SQL_NG})::int AS error,
    count(*) FILTER (WHERE "battStatus" = 'LOW')::int AS low,
    count(*) FILTER (WHERE "prCode" IS NULL OR "prCode" = '')::int AS "noProduct",
    count(*) FILTER (WHERE "updatedAt" >= current_date)::int AS today
  FROM tags WHERE ${IN_STORES} AND "storeCode" IS NOT NULL GROUP BY 1, 2, 3`;

/** SQL: the rows of FINE_COUNTS given as the JSON parameter `param` */
const countsOf = (
  param: string,
) => `jsonb_to_recordset(${param}::jsonb) AS c("storeCode" text, "tagType" text,
    "gwMac" text, total int, success int, inprogress int, error int, low int, "noProduct" int, today int)`;

const STORE_STATS = `
  INSERT INTO store_tag_stats AS x ("storeCode", total, success, inprogress, error, "lowBattery", "noProduct",
    duplicate, "todayUpdated", "productTotal", "productTodayUpdated", "statsDay", "updatedAt", "refreshedAt")
  SELECT s."storeCode", COALESCE(t.total, 0), COALESCE(t.success, 0), COALESCE(t.inprogress, 0),
    COALESCE(t.error, 0), COALESCE(t.low, 0), COALESCE(t."noProduct", 0), COALESCE(d.duplicate, 0),
    COALESCE(t.today, 0), COALESCE(p.total, 0), COALESCE(p.today, 0), current_date, now(), now()
  FROM stores s
  LEFT JOIN (
    SELECT "storeCode", sum(total)::int AS total, sum(success)::int AS success, sum(inprogress)::int AS inprogress,
      sum(error)::int AS error, sum(low)::int AS low, sum("noProduct")::int AS "noProduct", sum(today)::int AS today
    FROM ${countsOf('$2')} GROUP BY "storeCode") t ON t."storeCode" = s."storeCode"
  LEFT JOIN (
    SELECT "storeCode", sum(n)::int AS duplicate FROM (
      SELECT "storeCode", "prCode", count(*) AS n FROM tags
      WHERE "prCode" IS NOT NULL AND ${IN_STORES} GROUP BY "storeCode", "prCode" HAVING count(*) > 1) dup
    GROUP BY "storeCode") d ON d."storeCode" = s."storeCode"
  LEFT JOIN (
    SELECT "storeCode", count(*)::int AS total, count(*) FILTER (WHERE "updatedAt" >= current_date)::int AS today
    FROM products WHERE ${IN_STORES} GROUP BY "storeCode") p ON p."storeCode" = s."storeCode"
  WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1))
  ON CONFLICT ("storeCode") DO UPDATE SET total = EXCLUDED.total, success = EXCLUDED.success,
    inprogress = EXCLUDED.inprogress, error = EXCLUDED.error, "lowBattery" = EXCLUDED."lowBattery",
    "noProduct" = EXCLUDED."noProduct", duplicate = EXCLUDED.duplicate, "todayUpdated" = EXCLUDED."todayUpdated",
    "productTotal" = EXCLUDED."productTotal", "productTodayUpdated" = EXCLUDED."productTodayUpdated",
    "statsDay" = EXCLUDED."statsDay", "updatedAt" = EXCLUDED."updatedAt", "refreshedAt" = EXCLUDED."refreshedAt"`;

const TYPE_STATS = `
  INSERT INTO store_tag_type_stats ("storeCode", "tagType", total, error)
  SELECT "storeCode", COALESCE("tagType", ''), sum(total)::int, sum(error)::int FROM ${countsOf('$1')} GROUP BY 1, 2`;

const GATEWAY_STATS = `
  INSERT INTO gateway_tag_stats ("storeCode", "gwMac", total, success, inprogress, error)
  SELECT "storeCode", "gwMac", sum(total)::int, sum(success)::int, sum(inprogress)::int, sum(error)::int
  FROM ${countsOf('$1')} WHERE "gwMac" IS NOT NULL GROUP BY 1, 2`;

/**
 * SQL: the type maps of the stores of $1 (NULL = every store) from their type stats, by the function that reads
 * them on a snapshot taken once the row is found (migration 990)
 */
export const TYPE_MAPS_OF_STORES = `UPDATE store_tag_stats SET "typeMaps" = store_tag_type_maps("storeCode")
  WHERE ${IN_STORES}`;

/**
 * Days not counted yet (the last 14, today included) get the rows' last update days (successful tag updates,
 * product changes): only the store days without a row are counted, each from the indexes by store and update time,
 * so a refresh whose days are all counted reads no tag and no product.
 */
const DAILY_BACKFILL = `
  WITH missing AS MATERIALIZED (
    SELECT s."storeCode", g.day::date AS day FROM stores s
    CROSS JOIN generate_series(current_date - 13, current_date, interval '1 day') AS g(day)
    WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1))
      AND NOT EXISTS (SELECT 1 FROM store_daily_updates u WHERE u."storeCode" = s."storeCode" AND u.day = g.day::date))
  INSERT INTO store_daily_updates ("storeCode", day, tags, products)
  SELECT m."storeCode", m.day, m.tags, m.products FROM (
    SELECT d."storeCode", d.day,
      (SELECT count(*)::int FROM tags t WHERE t."storeCode" = d."storeCode" AND t.${SQL_GOOD}
        AND t."updatedAt" >= d.day AND t."updatedAt" < d.day + 1) AS tags,
      (SELECT count(*)::int FROM products p WHERE p."storeCode" = d."storeCode"
        AND p."updatedAt" >= d.day AND p."updatedAt" < d.day + 1) AS products
    FROM missing d) m
  WHERE m.tags > 0 OR m.products > 0
  ON CONFLICT ("storeCode", day) DO NOTHING`;

/** SQL: the stores of $1 (NULL = every store) without statistics yet, as rows of "storeCode" */
export const STORES_WITHOUT_STATS = `SELECT s."storeCode" FROM stores s
  LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"
  WHERE x."storeCode" IS NULL AND ($1::text[] IS NULL OR s."storeCode" = ANY($1))`;

/**
 * SQL: the stores a round recounts, those recounted longest ago first (never recounted: first of all), each while the
 * tags of the stores before it (by their last counts; none for a store never counted) are fewer than $1, so at least
 * one; "everyStore" when that is every store.
 */
const ROUND_STORES = `
  SELECT r."storeCode", count(*) OVER () = (SELECT count(*) FROM stores) AS "everyStore" FROM (
    SELECT s."storeCode", sum(COALESCE(x.total, 0)) OVER turn - COALESCE(x.total, 0) AS before
    FROM stores s LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"
    WINDOW turn AS (ORDER BY x."refreshedAt" NULLS FIRST, s."storeCode")) r
  WHERE r.before < $1`;

export class StatsRefreshRepository {
  constructor(readonly db: Db) {}

  /**
   * Recomputes the statistics of the given stores (undefined = every store): the tags counted once, the store,
   * type and gateway statistics written from the counts, then the type maps and the missing days.
   */
  async refresh(stores?: string[]): Promise<void> {
    const only = stores ?? null;
    if (!only) await this.prune();
    const counts = JSON.stringify(await this.db.query(FINE_COUNTS, [only]));
    await this.db.query(STORE_STATS, [only, counts]);
    // each replaced atomically on its own (short transactions, one table each, as the writers' deltas lock them),
    // so writers applying deltas are not held up for the whole run and never wait in a cycle with the refresh
    for (const [table, insert] of [
      ['store_tag_type_stats', TYPE_STATS],
      ['gateway_tag_stats', GATEWAY_STATS],
    ] as const) {
      await this.db.transaction(async (tx: Queryable) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
        await tx.query(`DELETE FROM ${table} WHERE ${IN_STORES}`, [only]);
        await tx.query(insert, [counts]);
      });
    }
    await this.db.query(TYPE_MAPS_OF_STORES, [only]);
    await this.db.query(DAILY_BACKFILL, [only]);
  }

  /**
   * One round of the stats job: every store when the fleet's tags are fewer than `roundTags`, else the stores
   * recounted longest ago up to `roundTags` tags (ROUND_STORES), so each store is recounted in turn. Answers the
   * stores recounted (undefined: all of them).
   */
  async refreshRound(roundTags: number): Promise<string[] | undefined> {
    const due = await this.db.query<{ storeCode: string; everyStore: boolean }>(ROUND_STORES, [roundTags]);
    if (due.length === 0 || due[0].everyStore) {
      await this.refresh();
      return undefined;
    }
    await this.prune();
    const stores = due.map((r) => r.storeCode);
    await this.refresh(stores);
    return stores;
  }

  /** the statistics of deleted stores, and the daily counts older than a month */
  private async prune(): Promise<void> {
    await this.db.query(
      `DELETE FROM store_tag_stats WHERE "storeCode" NOT IN (SELECT "storeCode" FROM stores)`,
    );
    await this.db.query(`DELETE FROM store_daily_updates WHERE day < current_date - 30`);
  }

  /** Stores (of the list, or all) that have no statistics row yet. */
  async missing(stores?: string[]): Promise<string[]> {
    const rows = await this.db.query<{ storeCode: string }>(STORES_WITHOUT_STATS, [stores ?? null]);
    return rows.map((r) => r.storeCode);
  }

  /** Refreshes only the stores without statistics (fresh start, stores added since the last run). */
  async ensure(stores?: string[]): Promise<void> {
    const missing = await this.missing(stores);
    if (missing.length > 0) await this.refresh(missing);
  }
}
