// Reads of GET /stats/dashboard (doc 1 §2.4): small aggregates over the maintained statistics tables, the
// gateways and servers tables and the alarm history. `$1` is always the store list (NULL = every store).
import type { Queryable } from '../db/db.ts';
import { SQL_GW_NG } from '../stats/tagGroups.ts';
import type {
  DashboardAlarm,
  GatewayBar,
  StatusCounts,
  StoreBar,
  TagCounts,
  VersionCount,
} from '../../domain/dashboard.ts';

/** a recent alarm as read (its times are Dates) */
export type RecentAlarm = DashboardAlarm<Date>;

const IN_STORES = `($1::text[] IS NULL OR "storeCode" = ANY($1))`;

const COUNTS = `COALESCE(sum(total), 0)::int AS total, COALESCE(sum(success), 0)::int AS success,
  COALESCE(sum(inprogress), 0)::int AS inprogress, COALESCE(sum(error), 0)::int AS error`;

export class StatsDashboardRepository {
  constructor(readonly db: Queryable) {}

  async storeNames(stores: string[] | null): Promise<Array<{ storeCode: string; storeName: string | null }>> {
    return this.db.query(
      `SELECT "storeCode", "storeName" FROM stores WHERE ${IN_STORES} ORDER BY "storeCode"`,
      [stores],
    );
  }

  async servers(): Promise<StatusCounts> {
    const [row] = await this.db.query<StatusCounts>(
      `SELECT count(*) FILTER (WHERE status = 'NORMAL')::int AS "NORMAL", count(*) FILTER (WHERE status = 'ALARM')::int AS "ALARM",
         count(*) FILTER (WHERE status IS DISTINCT FROM 'NORMAL' AND status IS DISTINCT FROM 'ALARM')::int AS "OFFLINE",
         count(*)::int AS total FROM servers`,
    );
    return row;
  }

  /** NORMAL without time sync counts as ALARM (doc 1 §4), as in the store summaries. */
  async gateways(stores: string[] | null): Promise<StatusCounts> {
    const [row] = await this.db.query<StatusCounts>(
      `SELECT count(*) FILTER (WHERE NOT ${SQL_GW_NG})::int AS "NORMAL", count(*) FILTER (WHERE status = 'OFFLINE')::int AS "OFFLINE",
         count(*) FILTER (WHERE ${SQL_GW_NG} AND status IS DISTINCT FROM 'OFFLINE')::int AS "ALARM", count(*)::int AS total
       FROM gateways WHERE ${IN_STORES}`,
      [stores],
    );
    return row;
  }

  async firmware(stores: string[] | null, column: 'gmpVersion' | 'grmVersion'): Promise<VersionCount[]> {
    return this.db.query(
      `SELECT COALESCE("${column}", '') AS version, count(*)::int AS count FROM gateways WHERE ${IN_STORES}
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [stores],
    );
  }

  async tagTotals(stores: string[] | null) {
    const [row] = await this.db.query<
      TagCounts & { todayUpdated: number; productTotal: number; productTodayUpdated: number }
    >(
      `SELECT ${COUNTS},
         COALESCE(sum(CASE WHEN "statsDay" = current_date THEN "todayUpdated" ELSE 0 END), 0)::int AS "todayUpdated",
         COALESCE(sum("productTotal"), 0)::int AS "productTotal",
         COALESCE(sum(CASE WHEN "statsDay" = current_date THEN "productTodayUpdated" ELSE 0 END), 0)::int AS "productTodayUpdated"
       FROM store_tag_stats WHERE ${IN_STORES}`,
      [stores],
    );
    return row;
  }

  /** Every store's bar, most NG tags first (the chart shows the first ten, the drill-down all). */
  async byStore(stores: string[] | null): Promise<StoreBar[]> {
    return this.db.query(
      `SELECT x."storeCode", s."storeName", x.total, x.success, x.inprogress, x.error
       FROM store_tag_stats x LEFT JOIN stores s ON s."storeCode" = x."storeCode"
       WHERE ($1::text[] IS NULL OR x."storeCode" = ANY($1)) ORDER BY x.error DESC, x."storeCode"`,
      [stores],
    );
  }

  async byGateway(storeCode: string): Promise<GatewayBar[]> {
    return this.db.query(
      `SELECT "gwMac", total, success, inprogress, error FROM gateway_tag_stats WHERE "storeCode" = $1 ORDER BY "gwMac"`,
      [storeCode],
    );
  }

  async tagTypes(stores: string[] | null): Promise<Array<{ tagType: string; total: number; error: number }>> {
    return this.db.query(
      `SELECT "tagType", sum(total)::int AS total, sum(error)::int AS error FROM store_tag_type_stats
       WHERE ${IN_STORES} GROUP BY 1 ORDER BY 2 DESC, 1`,
      [stores],
    );
  }

  async daily(
    stores: string[] | null,
    days: number,
  ): Promise<Array<{ day: string; tags: number; products: number }>> {
    return this.db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(sum(u.tags), 0)::int AS tags,
         COALESCE(sum(u.products), 0)::int AS products
       FROM generate_series(current_date - ($2::int - 1), current_date, interval '1 day') AS d(day)
       LEFT JOIN store_daily_updates u ON u.day = d.day::date AND ($1::text[] IS NULL OR u."storeCode" = ANY($1))
       GROUP BY d.day ORDER BY d.day`,
      [stores, days],
    );
  }

  /** The latest alarms of the stores, and the SYSTEM ones when `system` is set. */
  async recentAlarms(stores: string[] | null, system: boolean, limit: number): Promise<RecentAlarm[]> {
    return this.db.query(
      `SELECT location, type, class, "updatedAt", "alarmTime", "alarmType" FROM alarm_history
       WHERE ($1::text[] IS NULL AND (location <> 'SYSTEM' OR $2)) OR location = ANY($1) OR ($2 AND location = 'SYSTEM')
       ORDER BY "updatedAt" DESC LIMIT $3`,
      [stores, system, limit],
    );
  }
}
