// Writes the radio's answers: the task rows (status, updatedAt, the product info pushed) and the tags (status,
// respondedAt, battery, temperature, page, product cleared by DEASSIGN). Answers the statistics changes.
import type { Queryable } from '../db/db.ts';
import type { TagChange } from '../repositories/statsDeltas.ts';
import { LOW_BATTERY, type TagReading } from './tagRadioOutcome.ts';

export interface DueRow {
  taskId: number;
  tagId: string;
  storeCode: string;
  taskType: string;
  prCode: string | null;
  layoutId: string | null;
  nfc: string | null;
  pageNo: number | null;
  tagMac: string;
  gwMac: string | null;
  tagType: string | null;
  tagStatus: string | null;
  rssi: number | null;
  battery: number | null;
  temperature: number | null;
  battStatus: string | null;
  wasToday: boolean;
}

export interface Answer {
  row: DueRow;
  ok: boolean;
  reading: TagReading | null;
}

/** the status a tag takes: DEASSIGN after a deassign went through, else OK or NG */
export function newStatus(answer: Answer): string {
  if (!answer.ok) return 'NG';
  return answer.row.taskType === 'DEASSIGN' ? 'DEASSIGN' : 'OK';
}

/** Writes the answers whose task rows are still due (unanswered): another writer may have answered a row since it
 * was read. Answers the answers written and their statistics changes. */
export async function applyAnswers(
  db: Queryable,
  given: Answer[],
  now: Date,
): Promise<{ written: Answer[]; changes: TagChange[] }> {
  const at = now.toISOString();
  // the product info pushed: a snapshot of the product (none for a deassign), layout and NFC from it unless given
  const still = await db.query<{ taskId: number; tagId: string }>(
    `UPDATE update_task_tags r SET status = u.status, "updatedAt" = $4,
       "prInfo" = CASE WHEN r."taskType" = 'DEASSIGN' THEN NULL ELSE p."prInfo" END,
       "layoutId" = coalesce(r."layoutId", p."layoutId"), nfc = coalesce(r.nfc, p.nfc)
     FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(task, tag, status)
     LEFT JOIN update_task_tags x ON x."taskId" = u.task AND x."tagId" = u.tag
     LEFT JOIN products p ON p."storeCode" = x."storeCode" AND p."prCode" = x."prCode"
     WHERE r."taskId" = u.task AND r."tagId" = u.tag AND r.status IS NULL
     RETURNING r."taskId"::int AS "taskId", r."tagId"`,
    [
      given.map((a) => a.row.taskId),
      given.map((a) => a.row.tagId),
      given.map((a) => (a.ok ? 'OK' : 'NG')),
      at,
    ],
  );
  const due = new Set(still.map((r) => `${r.taskId} ${r.tagId}`));
  const answers = given.filter((a) => due.has(`${a.row.taskId} ${a.row.tagId}`));
  if (answers.length === 0) return { written: [], changes: [] };
  const rows = answers.map((a) => a.row);
  const statuses = answers.map(newStatus);
  await db.query(
    `UPDATE tags t SET status = u.status, "updatedAt" = $9,
       "respondedAt" = CASE WHEN u.ok THEN $9::timestamptz ELSE t."respondedAt" END,
       battery = coalesce(u.battery, t.battery),
       "battStatus" = CASE WHEN u.battery IS NULL THEN t."battStatus" WHEN u.battery < $10 THEN 'LOW' ELSE 'GOOD' END,
       temperature = coalesce(u.temperature, t.temperature),
       "pageNo" = CASE WHEN u.ok AND u.kind = 'PAGE' AND u.page IS NOT NULL THEN u.page ELSE t."pageNo" END,
       "prCode" = CASE WHEN u.ok AND u.kind = 'DEASSIGN' THEN NULL ELSE t."prCode" END
     FROM unnest($1::text[], $2::text[], $3::boolean[], $4::int[], $5::float8[], $6::text[], $7::int[], $8::text[])
       AS u(id, status, ok, battery, temperature, kind, page, store)
     WHERE t."tagId" = u.id AND t."storeCode" = u.store`,
    [
      rows.map((r) => r.tagId),
      statuses,
      answers.map((a) => a.ok),
      answers.map((a) => a.reading?.battery ?? null),
      answers.map((a) => a.reading?.temperature ?? null),
      rows.map((r) => r.taskType),
      rows.map((r) => r.pageNo),
      rows.map((r) => r.storeCode),
      at,
      LOW_BATTERY,
    ],
  );
  const changes = answers.map((a, i) => ({
    storeCode: a.row.storeCode,
    gwMac: a.row.gwMac,
    tagType: a.row.tagType,
    oldStatus: a.row.tagStatus,
    newStatus: statuses[i],
    wasToday: a.row.wasToday,
    updated: statuses[i] === 'OK',
    // as the UPDATE above sets it: the low-battery count follows the crossing (statsDeltas.ts)
    oldBattStatus: a.row.battStatus,
    newBattStatus: a.reading ? (a.reading.battery < LOW_BATTERY ? 'LOW' : 'GOOD') : a.row.battStatus,
  }));
  return { written: answers, changes };
}
