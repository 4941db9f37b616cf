// The 'delivery' server job (issue 27 §1; server/jobs/serverJobs.ts, once per DELIVERY_EVERY_MS across the
// instances): fails the open attempts stuck behind an OFFLINE gateway past their target (cause gatewayOffline),
// rolls up today and every day of the last week not closed yet into delivery_daily, and raises DELIVERY TARGET
// MISSED (class 2, the store as location, mailed as its notification setting says) once for each closed day a
// store missed its target.
import type { Queryable } from '../db/db.ts';
import { ALARM, type AlarmInput } from '../repositories/alarms.ts';
import { type DeliveryTarget } from '../repositories/delivery.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { deliveryTargetMissed } from '../webhooks/events/deliveryTargetMissed.ts';

/** days back the job looks for days not closed yet (a server stopped for a while catches up this far) */
export const CATCH_UP_DAYS = 7;

export async function runDeliveryJob(
  db: Queryable,
  target: DeliveryTarget,
  now: Date,
  alarms = repositoriesOf(db).alarms,
): Promise<{ failedOffline: number; days: string[]; alarms: number }> {
  const repo = repositoriesOf(db).delivery;
  const failedOffline = await repo.failOffline(now, target);
  const { today } = await repo.today(now);
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - CATCH_UP_DAYS);
  const days = await repo.openDays(from.toISOString().slice(0, 10), today);
  // day by day: a day without any attempt has no row to close it, and must not drag the closed days after it along
  for (const day of days) await repo.rollup(now, day, day, target);
  const missed = await repo.claimMissed(now);
  await alarms.raise(
    missed.map<AlarmInput>((d) => ({
      location: d.storeCode,
      type: ALARM.deliveryTargetMissed,
      class: 2,
      sourceType: 'task',
      at: now,
      data: {
        day: d.day,
        count: d.count,
        withinTarget: d.withinTarget,
        successRate: d.successRate,
        targetPercent: d.targetPercent,
        targetMinutes: d.targetMinutes,
        p95: d.p95,
        failed: d.failed,
        causes: d.causes,
      },
    })),
  );
  for (const day of missed) await emitWebhookEvent(db, deliveryTargetMissed(day, now));
  return { failedOffline, days, alarms: missed.length };
}
