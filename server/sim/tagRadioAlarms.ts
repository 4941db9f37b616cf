// Alarms of the radio work (doc 1 §8), all through repos.alarms.raise(): UPDATE FAILURE once per finished task
// with failed tags, TAG STATUS CHECK TIME OUT once per task running too long, and the low-battery list of a store
// changed or cleared. data.tagMacs names the tags concerned (the per-tag alarm history reads it).
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { batteryLowListChanged } from '../webhooks/events/batteryLowListChanged.ts';
import type { Queryable } from '../db/db.ts';
import { ALARM, type AlarmInput, type AlarmsRepository } from '../repositories/alarms.ts';
import type { EndedTask } from '../tasks/updateTasks.ts';
import {
  failedTagMacs,
  lowBatteryChanges,
  markTimedOut,
  pendingTagMacs,
  saveLowBatterySets,
} from './statements/tagRadioAlarms.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const RADIO_ALARM = {
  updateFailure: ALARM.updateFailure,
  lowBatteryChanged: ALARM.lowBatteryChanged,
  lowBatteryCleared: ALARM.lowBatteryCleared,
  timeOut: ALARM.tagStatusCheckTimeOut,
} as const;

/** a task not finished after this long (demo time) raises TAG STATUS CHECK TIME OUT */
export const TASK_TIMEOUT_MS = 10 * 60_000;
/** tags named in one alarm's data at most */
const MAX_NAMED = 200;

export async function raiseUpdateFailures(
  db: Queryable,
  alarms: AlarmsRepository,
  ended: EndedTask[],
  now: Date,
): Promise<void> {
  const withFailures = ended.filter((t) => t.failedTags > 0);
  if (withFailures.length === 0) return;
  // the alarm setting: success share (%) under progressThreshold, at least totalTagsThreshold tags
  const { progressThreshold, totalTagsThreshold } = await repositoriesOf(db).alarmNotifications.setting();
  const failed = withFailures.filter(
    (t) =>
      t.totalTags >= totalTagsThreshold &&
      ((t.totalTags - t.failedTags) / Math.max(1, t.totalTags)) * 100 < progressThreshold,
  );
  if (failed.length === 0) return;
  const macs = await failedTagMacs(
    db,
    failed.map((t) => t.taskId),
    MAX_NAMED,
  );
  const byTask = new Map(macs.map((m) => [m.taskId, m.tagMacs]));
  await alarms.raise(
    failed.map<AlarmInput>((t) => ({
      location: t.storeCode,
      type: RADIO_ALARM.updateFailure,
      class: 2,
      sourceType: 'tag',
      at: now,
      data: {
        taskId: t.taskId,
        taskType: t.taskType,
        failedTags: t.failedTags,
        totalTags: t.totalTags,
        tagMacs: byTask.get(t.taskId) ?? [],
      },
    })),
  );
}

export async function raiseTimeouts(db: Queryable, alarms: AlarmsRepository, now: Date): Promise<void> {
  const late = await markTimedOut(db, new Date(now.getTime() - TASK_TIMEOUT_MS).toISOString());
  if (late.length === 0) return;
  const pending = await pendingTagMacs(
    db,
    late.map((t) => t.taskId),
    MAX_NAMED,
  );
  const byTask = new Map(pending.map((p) => [p.taskId, p]));
  await alarms.raise(
    late.map<AlarmInput>((t) => ({
      location: t.storeCode,
      type: RADIO_ALARM.timeOut,
      class: 2,
      sourceType: 'tag',
      at: now,
      data: {
        taskId: t.taskId,
        taskType: t.taskType,
        startTime: t.startTime,
        pendingTags: byTask.get(t.taskId)?.n ?? 0,
        tagMacs: byTask.get(t.taskId)?.tagMacs ?? [],
      },
    })),
  );
}

/** Compares each store's low-battery tags with the last known set; a change raises an alarm. */
export async function checkLowBattery(
  db: Queryable,
  alarms: AlarmsRepository,
  storeCodes: string[] | 'all',
  now: Date,
): Promise<void> {
  const rows = await lowBatteryChanges(db, storeCodes === 'all' ? null : storeCodes);
  const changed = rows.filter((r) => !(r.previous === null && r.current.length === 0));
  if (rows.length > 0) await saveLowBatterySets(db, rows, now.toISOString());
  for (const r of changed) {
    const before = new Set(r.previous ?? []);
    const after = new Set(r.current);
    const added = r.current.filter((m) => !before.has(m));
    const removed = [...before].filter((m) => !after.has(m));
    await emitWebhookEvent(
      db,
      batteryLowListChanged({ storeCode: r.storeCode, current: r.current, added, removed }, now),
    );
  }
  await alarms.raise(
    changed.map<AlarmInput>((r) => {
      const before = new Set(r.previous ?? []);
      const after = new Set(r.current);
      const added = r.current.filter((m) => !before.has(m));
      const removed = [...before].filter((m) => !after.has(m));
      return {
        location: r.storeCode,
        type: r.current.length === 0 ? RADIO_ALARM.lowBatteryCleared : RADIO_ALARM.lowBatteryChanged,
        class: r.current.length === 0 ? 1 : 2,
        sourceType: 'tag',
        at: now,
        data: {
          count: r.current.length,
          added: added.slice(0, MAX_NAMED),
          removed: removed.slice(0, MAX_NAMED),
          tagMacs: [...added, ...removed].slice(0, MAX_NAMED),
        },
      };
    }),
  );
}
