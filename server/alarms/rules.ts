// Alarm rules of doc 1 §9 / doc 3, server jobs run once per period across the instances, with or without the
// simulator (server/jobs/serverJobs.ts: the rules every RULES_EVERY_MS, the retention every RETENTION_EVERY_MS):
// - a gateway offline for more than 1 hour: GW STATUS ABNORMAL, once per outage;
// - no product CSV for more than 4 hours (system_config lastProductFileAt, set by the product upload):
//   PRODUCT FILE NOT RECEIVED, once per gap;
// - the daily abnormal tag and product report at 10 am: DAILY ABNORMAL REPORT with the counts in data;
// - history retention (system_config historyRetentionDays, default 30): older status samples, alarms and
//   gateway log lines are deleted;
// - update history retention (updateHistoryRetentionDays, default 30): finished update tasks, their tag rows
//   and product update history older than that are deleted (server/settings/serverConfig.ts).
import type { Queryable } from '../db/db.ts';
import { ERROR_STATUSES } from '../repositories/tagGroups.ts';
import { purgeGatewayLog } from '../repositories/gatewayLog.ts';
import { ALARM, type AlarmInput, type AlarmsRepository } from '../repositories/alarms.ts';
import type { SystemConfigRepository } from '../repositories/systemConfig.ts';
import { updateHistoryRetentionDays } from '../settings/serverConfig.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const GATEWAY_OFFLINE_ALARM_MS = 60 * 60_000;
export const PRODUCT_FILE_ALARM_MS = 4 * 60 * 60_000;
export const DAILY_REPORT_HOUR = 10;
export const DEFAULT_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface RuleContext {
  db: Queryable;
  alarms: AlarmsRepository;
  systemConfig: SystemConfigRepository;
}

/** The alarm rules, in order: one run of the 'alarm-rules' job. */
export async function runAlarmRules(context: RuleContext, now: Date): Promise<void> {
  await gatewayOfflineRule(context, now);
  await invalidGrmRule(context, now);
  await productFileRule(context, now);
  await dailyReportRule(context, now);
}

export async function gatewayOfflineRule({ db, alarms }: RuleContext, now: Date): Promise<number> {
  const rows = await repositoriesOf(db).alarmRules.gatewaysOfflineUnraised(
    new Date(now.getTime() - GATEWAY_OFFLINE_ALARM_MS),
    ALARM.gwStatusAbnormal,
  );
  await alarms.raise(
    rows.map<AlarmInput>((g) => ({
      location: g.storeCode,
      type: ALARM.gwStatusAbnormal,
      class: 3,
      sourceType: 'gw',
      sourceId: g.gwMac,
      data: { rule: 'offline', status: 'OFFLINE', since: new Date(g.since).toISOString() },
      at: now,
    })),
  );
  return rows.length;
}

export async function productFileRule(
  { db, alarms, systemConfig }: RuleContext,
  now: Date,
): Promise<boolean> {
  const last = await systemConfig.get<string>('lastProductFileAt');
  const since = last ? new Date(last) : undefined;
  if (!since || Number.isNaN(since.getTime()) || now.getTime() - since.getTime() <= PRODUCT_FILE_ALARM_MS)
    return false;
  if (
    await repositoriesOf(db).alarmRules.systemAlarmRaised(
      ALARM.productFileNotReceived,
      'since',
      since.toISOString(),
    )
  )
    return false;
  await alarms.raise({
    location: 'SYSTEM',
    type: ALARM.productFileNotReceived,
    class: 2,
    data: { since: since.toISOString(), hours: Math.floor((now.getTime() - since.getTime()) / 3_600_000) },
    at: now,
  });
  return true;
}

/** the report day of `now` in the server's local time: raised once, at or after 10 am */
export async function dailyReportRule({ db, alarms }: RuleContext, now: Date): Promise<boolean> {
  if (now.getHours() < DAILY_REPORT_HOUR) return false;
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const rules = repositoriesOf(db).alarmRules;
  if (await rules.systemAlarmRaised(ALARM.dailyAbnormalReport, 'day', day)) return false;
  const counts = await rules.dailyCounts(ERROR_STATUSES);
  await alarms.raise({
    location: 'SYSTEM',
    type: ALARM.dailyAbnormalReport,
    class: 1,
    data: { day, ...counts },
    at: now,
  });
  return true;
}

export async function retentionRule({ db, alarms, systemConfig }: RuleContext, now: Date): Promise<Date> {
  const configured = Number(await systemConfig.get<number | string>('historyRetentionDays'));
  const days = Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_RETENTION_DAYS;
  const before = new Date(now.getTime() - days * DAY_MS);
  await repositoriesOf(db).alarmRules.purgeStatusSamples(before);
  await alarms.purgeBefore(before);
  await repositoriesOf(db).mailOutbox.purgeBefore(before);
  await purgeGatewayLog(db, before);
  await updateHistoryRule(db, now);
  return before;
}

/** a GRM version a gateway may report: digits separated by dots */
const GRM_VERSION = /^\d+(\.\d+){1,3}$/;

function newer(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) > (pb[i] ?? 0);
  }
  return false;
}

/**
 * INVALID GRM: a gateway reports a GRM version this server does not know: not a version (digits and dots) or
 * newer than the server's GRM (system_config grmVersion, GET /version). Once per gateway and version. A gateway
 * that a GRM rollback is taking back still reports the version being withdrawn (GET /version already answers the
 * previous one): that is the rollback under way, not an unknown version.
 */
export async function invalidGrmRule({ db, alarms, systemConfig }: RuleContext, now: Date): Promise<number> {
  const server = (await systemConfig.get<{ version?: string }>('grmVersion'))?.version;
  const rows = await repositoriesOf(db).alarmRules.gatewaysGrmUnraised(ALARM.invalidGrm);
  const invalid = rows.filter(
    (g) => !GRM_VERSION.test(g.grmVersion) || (server !== undefined && newer(g.grmVersion, server)),
  );
  await alarms.raise(
    invalid.map<AlarmInput>((g) => ({
      location: g.storeCode,
      type: ALARM.invalidGrm,
      class: 2,
      sourceType: 'gw',
      sourceId: g.gwMac,
      data: { version: g.grmVersion, serverVersion: server ?? null },
      at: now,
    })),
  );
  return invalid.length;
}

/** the update history older than updateHistoryRetentionDays goes: finished task tags, finished tasks, product rows */
export async function updateHistoryRule(db: Queryable, now: Date): Promise<Date> {
  const before = new Date(now.getTime() - (await updateHistoryRetentionDays(db)) * DAY_MS);
  await repositoriesOf(db).alarmRules.purgeUpdateHistory(before);
  return before;
}
