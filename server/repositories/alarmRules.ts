// The statements of the alarm rules and the retention (server/alarms/rules.ts): what each rule finds to raise,
// whether an alarm of a day or a gap was raised already, the daily report's counts, and the history deletes.
import type { Queryable } from '../db/db.ts';

/** the daily abnormal report's counts */
export interface DailyCounts {
  errorTags: number;
  lowBatteryTags: number;
  noProductTags: number;
  unknownProductTags: number;
  abnormalGateways: number;
}

/** stores whose tags one statement of the daily report counts (about a million tags in a chain of 20,000 a store) */
const STORES_A_COUNT = 50;

/** SQL: the daily report's tag counts of the tags `where` keeps ($1 the error statuses, $2 the stores) */
const tagCounts = (where: string) => `SELECT count(*) FILTER (WHERE t.status = ANY($1))::int AS "errorTags",
    count(*) FILTER (WHERE t."battStatus" = 'LOW')::int AS "lowBatteryTags",
    count(*) FILTER (WHERE t."prCode" IS NULL OR t."prCode" = '')::int AS "noProductTags",
    count(*) FILTER (WHERE t."prCode" IS NOT NULL AND t."prCode" <> '' AND NOT EXISTS (
      SELECT 1 FROM products p WHERE p."storeCode" = t."storeCode" AND p."prCode" = t."prCode"))::int
      AS "unknownProductTags"
  FROM tags t WHERE ${where}`;
const STORE_TAG_COUNTS = tagCounts(`t."storeCode" = ANY($2)`);
const STORELESS_TAG_COUNTS = tagCounts(`t."storeCode" IS NULL`);

export class AlarmRulesRepository {
  constructor(readonly db: Queryable) {}

  /** Gateways OFFLINE since before `offlineBefore` without an offline alarm of this outage. */
  gatewaysOfflineUnraised(
    offlineBefore: Date,
    alarmType: string,
  ): Promise<Array<{ gwMac: string; storeCode: string; since: Date }>> {
    return this.db.query(
      `SELECT g."gwMac", g."storeCode", g."lastStatusTime" AS since FROM gateways g
       WHERE g.status = 'OFFLINE' AND g."lastStatusTime" < $1
         AND NOT EXISTS (SELECT 1 FROM alarm_history a
           WHERE a."sourceType" = 'gw' AND a."sourceId" = g."gwMac" AND a.type = $2
             AND a.data->>'rule' = 'offline' AND a."alarmTime" >= g."lastStatusTime")
       ORDER BY g."gwMac"`,
      [offlineBefore.toISOString(), alarmType],
    );
  }

  /**
   * Gateways reporting a GRM version without an alarm of that version, leaving out those a GRM rollback is
   * taking back from it.
   */
  gatewaysGrmUnraised(
    alarmType: string,
  ): Promise<Array<{ gwMac: string; storeCode: string; grmVersion: string }>> {
    return this.db.query(
      `SELECT g."gwMac", g."storeCode", g."grmVersion" FROM gateways g
       WHERE g."grmVersion" IS NOT NULL AND g."grmVersion" <> ''
         AND NOT EXISTS (SELECT 1 FROM alarm_history a WHERE a."sourceType" = 'gw' AND a."sourceId" = g."gwMac"
           AND a.type = $1 AND a.data->>'version' = g."grmVersion")
         AND NOT EXISTS (SELECT 1 FROM rollout_gateways rg JOIN rollouts r ON r.id = rg."rolloutId"
           WHERE rg."gwMac" = g."gwMac" AND r.component = 'grm' AND r.state = 'ROLLING_BACK'
             AND r.version = g."grmVersion")
       ORDER BY g."gwMac"`,
      [alarmType],
    );
  }

  /** Whether a SYSTEM alarm of this type carries this value at data.<key> (a day's report, a gap's start). */
  async systemAlarmRaised(alarmType: string, key: 'day' | 'since', value: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM alarm_history WHERE type = $1 AND location = 'SYSTEM' AND data->>$2 = $3 LIMIT 1`,
      [alarmType, key, value],
    );
    return rows.length > 0;
  }

  /**
   * The counts of the daily abnormal report, STORES_A_COUNT stores a statement (read by the tags' store index) and
   * the tags of no store last: one statement over every tag took over the 30 s statement timeout at 40 million tags
   * (a parallel scan of both cores), failed, and the job tried again every minute.
   */
  async dailyCounts(errorStatuses: string[]): Promise<DailyCounts> {
    const stores = (
      await this.db.query<{ storeCode: string }>(`SELECT "storeCode" FROM stores ORDER BY 1`)
    ).map((r) => r.storeCode);
    const groups: Array<string[] | null> = [null];
    for (let i = 0; i < stores.length; i += STORES_A_COUNT) groups.push(stores.slice(i, i + STORES_A_COUNT));
    const total = { errorTags: 0, lowBatteryTags: 0, noProductTags: 0, unknownProductTags: 0 };
    for (const group of groups) {
      const [counts] = await this.db.query<typeof total>(
        group ? STORE_TAG_COUNTS : STORELESS_TAG_COUNTS,
        group ? [errorStatuses, group] : [errorStatuses],
      );
      for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += counts![key];
    }
    const [{ abnormalGateways }] = await this.db.query<{ abnormalGateways: number }>(
      `SELECT count(*)::int AS "abnormalGateways" FROM gateways WHERE status IS DISTINCT FROM 'NORMAL'`,
    );
    return { ...total, abnormalGateways };
  }

  /** Deletes the server and gateway status samples older than the date. */
  async purgeStatusSamples(before: Date): Promise<void> {
    await this.db.query('DELETE FROM server_status_samples WHERE time < $1', [before.toISOString()]);
    await this.db.query('DELETE FROM gateway_status_samples WHERE time < $1', [before.toISOString()]);
  }

  /** Deletes the finished update tasks (with their tag rows) and the product update history older than the date. */
  async purgeUpdateHistory(before: Date): Promise<void> {
    const at = before.toISOString();
    await this.db.query(
      `DELETE FROM update_task_tags WHERE status IS NOT NULL AND "createdAt" < $1
         AND "taskId" IN (SELECT "taskId" FROM update_tasks WHERE "endTime" IS NOT NULL AND "endTime" < $1)`,
      [at],
    );
    await this.db.query(
      `DELETE FROM update_tasks t WHERE t."endTime" IS NOT NULL AND t."endTime" < $1
         AND NOT EXISTS (SELECT 1 FROM update_task_tags tt WHERE tt."taskId" = t."taskId")`,
      [at],
    );
    await this.db.query('DELETE FROM product_updates WHERE "updatedAt" < $1', [at]);
  }
}
