// The audit log's retention (issue 36): rows older than AUDIT_RETENTION_DAYS leave the log, by this job only (the
// log's trigger refuses every other update and delete), in batches so that no statement holds the table for long.
import type { Db } from '../db/db.ts';
import { deleteAuditRowsBefore } from '../repositories/auditLog.ts';

export const AUDIT_RETENTION_EVERY_MS = 60 * 60_000;
const BATCH = 10_000;
const DAY_MS = 24 * 60 * 60_000;

/** deletes the rows older than `days` before `now`; answers how many left the log */
export async function purgeAuditLog(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await deleteAuditRowsBefore(db, cutoff, BATCH);
    removed += batch;
    if (batch < BATCH) return removed;
  }
}
