// Reads of GET /stats/dashboard (doc 1 §2.4): small aggregates over the maintained statistics tables, the
// gateways and servers tables and the alarm history, asked in ONE statement (each part a JSON subquery), so a
// dashboard costs one round trip to the database instead of ten: on the embedded PGlite, whose statements queue on
// one thread, the fixed cost of a statement is most of a small aggregate's cost (issue 25).
import type { Queryable } from '../db/db.ts';
import { SQL_GW_NG } from './tagGroups.ts';
import { STORES_WITHOUT_STATS } from './statsRefresh.ts';
import type {
  DashboardAlarm,
  GatewayTagBar as GatewayBar,
  StatusCounts,
  StoreTagBar as StoreBar,
  TagCounts,
  VersionCount,
} from '../../domain/generated/calls.ts';

/** a recent alarm as read (its times are Dates) */
export type RecentAlarm = Omit<DashboardAlarm, 'updatedAt' | 'alarmTime'> & {
  updatedAt: Date;
  alarmTime: Date;
};

/** Which parts the session may see ($1 of every part is the store scope, NULL = every store). */
export interface DashboardQuery {
  /** the stores in scope, null = every store */
  scope: string[] | null;
  servers: boolean;
  gateways: boolean;
  tags: boolean;
  daily: boolean;
  /** SYSTEM alarms beside the stores' (server.read) */
  systemAlarms: boolean;
  /** the one store of the scope, for the per-gateway bars */
  singleStore?: string;
  days: number;
  alarmRows: number;
}

export interface DashboardRead {
  /** stores of the scope without statistics yet (the route computes them and reads again) */
  missing: string[];
  servers: StatusCounts | null;
  gateways: StatusCounts | null;
  gmpVersions: VersionCount[] | null;
  grmVersions: VersionCount[] | null;
  totals: (TagCounts & { todayUpdated: number; productTotal: number; productTodayUpdated: number }) | null;
  byStore: StoreBar[] | null;
  tagTypes: Array<{ tagType: string; total: number; error: number }> | null;
  byGateway: GatewayBar[] | null;
  daily: Array<{ day: string; tags: number; products: number }> | null;
  alarms: DashboardAlarm[];
}

// $1 scope, $2 SYSTEM alarms, $3 alarm rows, $4 days, $5 the single store, $6 the parts asked
const IN_STORES = `($1::text[] IS NULL OR "storeCode" = ANY($1))`;

const COUNTS = `COALESCE(sum(total), 0)::int AS total, COALESCE(sum(success), 0)::int AS success,
  COALESCE(sum(inprogress), 0)::int AS inprogress, COALESCE(sum(error), 0)::int AS error`;

/** a timestamp as JavaScript's Date.toJSON writes it (what the answer carried when it was read as a Date) */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const row = (sql: string) => `(SELECT row_to_json(x) FROM (${sql}) x)`;
const rows = (sql: string, order: string) =>
  `(SELECT COALESCE(json_agg(x ORDER BY ${order}), '[]'::json) FROM (${sql}) x)`;

const PARTS = {
  missing: `(SELECT COALESCE(array_agg(m."storeCode"), '{}') FROM (${STORES_WITHOUT_STATS}) m)`,
  servers: row(
    `SELECT count(*) FILTER (WHERE status = 'NORMAL')::int AS "NORMAL", count(*) FILTER (WHERE status = 'ALARM')::int AS "ALARM",
       count(*) FILTER (WHERE status IS DISTINCT FROM 'NORMAL' AND status IS DISTINCT FROM 'ALARM')::int AS "OFFLINE",
       count(*)::int AS total FROM servers`,
  ),
  // NORMAL without time sync counts as ALARM (doc 1 §4), as in the store summaries
  gateways: row(
    `SELECT count(*) FILTER (WHERE NOT ${SQL_GW_NG})::int AS "NORMAL", count(*) FILTER (WHERE status = 'OFFLINE')::int AS "OFFLINE",
       count(*) FILTER (WHERE ${SQL_GW_NG} AND status IS DISTINCT FROM 'OFFLINE')::int AS "ALARM", count(*)::int AS total
     FROM gateways WHERE ${IN_STORES}`,
  ),
  gmpVersions: firmware('gmpVersion'),
  grmVersions: firmware('grmVersion'),
  totals: row(
    `SELECT ${COUNTS},
       COALESCE(sum(CASE WHEN "statsDay" = current_date THEN "todayUpdated" ELSE 0 END), 0)::int AS "todayUpdated",
       COALESCE(sum("productTotal"), 0)::int AS "productTotal",
       COALESCE(sum(CASE WHEN "statsDay" = current_date THEN "productTodayUpdated" ELSE 0 END), 0)::int AS "productTodayUpdated"
     FROM store_tag_stats WHERE ${IN_STORES}`,
  ),
  // every store's bar, most NG tags first (the chart shows the first ten, the drill-down all)
  byStore: rows(
    `SELECT x."storeCode", s."storeName", x.total, x.success, x.inprogress, x.error
     FROM store_tag_stats x LEFT JOIN stores s ON s."storeCode" = x."storeCode"
     WHERE $1::text[] IS NULL OR x."storeCode" = ANY($1)`,
    `x.error DESC, x."storeCode"`,
  ),
  tagTypes: rows(
    `SELECT "tagType", sum(total)::int AS total, sum(error)::int AS error FROM store_tag_type_stats
     WHERE ${IN_STORES} GROUP BY 1`,
    `x.total DESC, x."tagType"`,
  ),
  byGateway: rows(
    `SELECT "gwMac", total, success, inprogress, error FROM gateway_tag_stats WHERE "storeCode" = $5`,
    `x."gwMac"`,
  ),
  daily: rows(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(sum(u.tags), 0)::int AS tags,
       COALESCE(sum(u.products), 0)::int AS products
     FROM generate_series(current_date - ($4::int - 1), current_date, interval '1 day') AS d(day)
     LEFT JOIN store_daily_updates u ON u.day = d.day::date AND ($1::text[] IS NULL OR u."storeCode" = ANY($1))
     GROUP BY d.day`,
    `x.day`,
  ),
  // the latest alarms of the stores, and the SYSTEM ones when $2 is set; ordered by the table's column (the bare
  // name is the text alias, which no index sorts: a scan of every alarm) along ("updatedAt" DESC, id DESC)
  alarms: rows(
    `SELECT location, type, class, ${isoTime('"updatedAt"')} AS "updatedAt", ${isoTime('"alarmTime"')} AS "alarmTime",
       "alarmType" FROM alarm_history
     WHERE ($1::text[] IS NULL AND (location <> 'SYSTEM' OR $2)) OR location = ANY($1) OR ($2 AND location = 'SYSTEM')
     ORDER BY alarm_history."updatedAt" DESC, alarm_history.id DESC LIMIT $3`,
    `x."updatedAt" DESC`, // fixed-width UTC text sorts as the times do
  ),
} as const;

/**
 * One text for every session (the parts not asked are skipped by their CASE: an uncorrelated subquery runs only
 * when its CASE reaches it), so the statement is planned once.
 */
const STATEMENT = `SELECT ${Object.entries(PARTS)
  .map(([name, sql]) => `CASE WHEN '${name}' = ANY($6::text[]) THEN ${sql} END AS "${name}"`)
  .join(',\n')}`;

function firmware(column: 'gmpVersion' | 'grmVersion'): string {
  return rows(
    `SELECT COALESCE("${column}", '') AS version, count(*)::int AS count FROM gateways WHERE ${IN_STORES} GROUP BY 1`,
    `x.count DESC, x.version`,
  );
}

export class StatsDashboardRepository {
  constructor(readonly db: Queryable) {}

  /** The parts of the dashboard the query asks for, in one statement; the others are null. */
  async read(query: DashboardQuery): Promise<DashboardRead> {
    const asked: Record<keyof typeof PARTS, boolean> = {
      missing: true,
      servers: query.servers,
      gateways: query.gateways,
      gmpVersions: query.gateways,
      grmVersions: query.gateways,
      totals: query.tags,
      byStore: query.tags,
      tagTypes: query.tags,
      byGateway: query.tags && query.singleStore !== undefined,
      daily: query.daily,
      alarms: true,
    };
    const parts = Object.keys(PARTS).filter((name) => asked[name as keyof typeof PARTS]);
    const [read] = await this.db.query<DashboardRead>(STATEMENT, [
      query.scope,
      query.systemAlarms,
      query.alarmRows,
      query.days,
      query.singleStore ?? null,
      parts,
    ]);
    return read;
  }
}
