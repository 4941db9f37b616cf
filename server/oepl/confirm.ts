// When a tag behind an OpenEPaperLink access point confirmed an update (issue 27 §1 and §3, issue 33 §1): the AP
// accepting an image or an LED flash is the gateway taking it (the attempt's takenAt); the AP queues one item per
// update and the tag takes one per check-in, so an update is confirmed when a poll finds fewer items pending than
// updates taken (the oldest first) and a transfer the tag completed since the AP took it (updatelast; confirmedAt:
// that transfer); an update for which the AP queued nothing is never confirmed. It fails when the tag has not
// taken it OEPL_CONFIRM_TIMEOUT_MS after the AP took it (cause timeout, or gatewayOffline while the AP does not
// answer). The tasks' progress is recounted by the caller with the task ids answered.
import type { Queryable } from '../db/db.ts';
import { type ScheduledAttempt } from '../repositories/delivery.ts';
import {
  confirmOeplUpdates,
  expireOeplUpdates,
  markSentToAp,
  refuseOeplUpdate,
  type OeplPendingRow,
} from '../repositories/oeplUpdates.ts';
import type { OeplTag } from './answers.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** how long the tag has to check in and take what the AP holds for it (an idle OEPL tag checks in every minute or so) */
export const OEPL_CONFIRM_TIMEOUT_MS = 15 * 60_000;
/**
 * how far the AP's clock may lag ours: /set_time takes whole seconds (the AP drops the fraction) and the call
 * takes its time, so a transfer right after the AP took an update may be dated up to this much before it
 */
export const OEPL_CLOCK_SLACK_MS = 2000;

/** the attempt of a row the AP answered now (taken, one try), or of one waiting for an AP that did not answer */
function attemptOf(row: OeplPendingRow, now: Date, taken = true): ScheduledAttempt {
  return {
    taskId: row.taskId,
    tagId: row.tagId,
    storeCode: row.storeCode,
    tagMac: row.tagMac,
    gwMac: row.gwMac,
    taskType: row.taskType,
    askedAt: new Date(row.createdAt ?? now).toISOString(),
    takenAt: taken ? now.toISOString() : null,
    tries: taken ? 1 : 0,
  };
}

/**
 * Rows waiting for an access point that does not answer: their attempts asked, not taken (once), so the delivery
 * figures count them open and the delivery job fails them 'gatewayOffline' past the store's target (failOffline)
 */
export async function waitingForAp(db: Queryable, rows: OeplPendingRow[], now: Date): Promise<void> {
  await repositoriesOf(db).delivery.asked(rows.map((row) => attemptOf(row, now, false)));
}

/** the AP took the row: the attempt is taken, the row waits for the tag's check-in */
export async function takenByAp(db: Queryable, row: OeplPendingRow, now: Date): Promise<void> {
  await repositoriesOf(db).delivery.scheduled([attemptOf(row, now)]);
  await markSentToAp(db, row, new Date(now.getTime() + OEPL_CONFIRM_TIMEOUT_MS), now);
}

/** the AP refused the row: NG, the attempt failed 'refused' */
export async function refusedByAp(db: Queryable, row: OeplPendingRow, now: Date): Promise<void> {
  const delivery = repositoriesOf(db).delivery;
  await delivery.scheduled([attemptOf(row, now)]);
  await delivery.finished([{ taskId: row.taskId, tagId: row.tagId, ok: false, cause: 'refused' }], now);
  await refuseOeplUpdate(db, row, now);
}

/** the rows of AP `gwMac` its tags took (a transfer since, the queue shorter): OK, confirmed then; their tasks */
export async function confirmTaken(
  db: Queryable,
  gwMac: string,
  tags: OeplTag[],
  now: Date,
): Promise<number[]> {
  const states = tags
    .filter((t) => t.updateLast !== null)
    .map((t) => ({ mac: t.mac, pending: t.pending, updateLast: t.updateLast! }));
  const confirmed = await confirmOeplUpdates(db, gwMac, states, now, OEPL_CLOCK_SLACK_MS);
  await repositoriesOf(db).delivery.finished(
    confirmed.map((c) => ({
      taskId: c.taskId,
      tagId: c.tagId,
      ok: true,
      cause: null,
      at: new Date(c.at).toISOString(),
    })),
    now,
  );
  return confirmed.map((c) => c.taskId);
}

/** the rows whose tag did not check in by their due time: NG, the attempts failed with the cause; their tasks */
export async function expireUnconfirmed(db: Queryable, now: Date): Promise<number[]> {
  const expired = await expireOeplUpdates(db, now);
  await repositoriesOf(db).delivery.finished(
    expired.map((e) => ({ taskId: e.taskId, tagId: e.tagId, ok: false, cause: e.cause })),
    now,
  );
  return expired.map((e) => e.taskId);
}
