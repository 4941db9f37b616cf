// Writes the radio's answers: the task rows (status, updatedAt, the product info pushed) and the tags (status,
// respondedAt, battery, temperature, page, product cleared by DEASSIGN). Answers the statistics changes.
import type { Queryable } from '../db/db.ts';
import type { TagChange } from '../repositories/statsDeltas.ts';
import type { DueRow } from './statements/tagRadio.ts';
import { answerTaskRows, writeTagAnswers } from './statements/tagRadioWrite.ts';
import { LOW_BATTERY, type TagReading } from './tagRadioOutcome.ts';

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
  const still = await answerTaskRows(
    db,
    given.map((a) => ({ taskId: a.row.taskId, tagId: a.row.tagId, status: a.ok ? 'OK' : 'NG' })),
    at,
  );
  const due = new Set(still.map((r) => `${r.taskId} ${r.tagId}`));
  const answers = given.filter((a) => due.has(`${a.row.taskId} ${a.row.tagId}`));
  if (answers.length === 0) return { written: [], changes: [] };
  const statuses = answers.map(newStatus);
  await writeTagAnswers(
    db,
    answers.map((a, i) => ({
      tagId: a.row.tagId,
      storeCode: a.row.storeCode,
      status: statuses[i],
      ok: a.ok,
      battery: a.reading?.battery ?? null,
      temperature: a.reading?.temperature ?? null,
      taskType: a.row.taskType,
      pageNo: a.row.pageNo,
    })),
    at,
    LOW_BATTERY,
  );
  const changes = answers.map((a, i) => ({
    storeCode: a.row.storeCode,
    gwMac: a.row.gwMac,
    tagType: a.row.tagType,
    oldStatus: a.row.tagStatus,
    newStatus: statuses[i],
    wasToday: a.row.wasToday,
    updated: statuses[i] === 'OK',
    // as writeTagAnswers sets it: the low-battery count follows the crossing (statsDeltas.ts)
    oldBattStatus: a.row.battStatus,
    newBattStatus: a.reading ? (a.reading.battery < LOW_BATTERY ? 'LOW' : 'GOOD') : a.row.battStatus,
  }));
  return { written: answers, changes };
}
