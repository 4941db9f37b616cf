// The statements writing the radio's answers (server/sim/tagRadioWrite.ts): the task rows answered, and their
// tags.
import type { Queryable } from '../../db/db.ts';

/** a task row answered OK or NG */
export interface RowAnswer {
  taskId: number;
  tagId: string;
  status: 'OK' | 'NG';
}

/** what an answer does to its tag */
export interface TagAnswer {
  tagId: string;
  storeCode: string;
  /** the status the tag takes */
  status: string;
  ok: boolean;
  /** the battery and temperature read (null: not read) */
  battery: number | null;
  temperature: number | null;
  /** the task type: PAGE sets the page, DEASSIGN clears the product */
  taskType: string;
  pageNo: number | null;
}

/**
 * Writes the answers of the task rows still unanswered (another writer may have answered one since it was read)
 * with the product info pushed: a snapshot of the product (none for a deassign), layout and NFC from it unless
 * given. Answers the rows written.
 */
export function answerTaskRows(
  db: Queryable,
  answers: RowAnswer[],
  at: string,
): Promise<Array<{ taskId: number; tagId: string }>> {
  return db.query<{ taskId: number; tagId: string }>(
    `UPDATE update_task_tags r SET status = u.status, "updatedAt" = $4,
       "prInfo" = CASE WHEN r."taskType" = 'DEASSIGN' THEN NULL ELSE p."prInfo" END,
       "layoutId" = coalesce(r."layoutId", p."layoutId"), nfc = coalesce(r.nfc, p.nfc)
     FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(task, tag, status)
     LEFT JOIN update_task_tags x ON x."taskId" = u.task AND x."tagId" = u.tag
     LEFT JOIN products p ON p."storeCode" = x."storeCode" AND p."prCode" = x."prCode"
     WHERE r."taskId" = u.task AND r."tagId" = u.tag AND r.status IS NULL
     RETURNING r."taskId"::int AS "taskId", r."tagId"`,
    [answers.map((a) => a.taskId), answers.map((a) => a.tagId), answers.map((a) => a.status), at],
  );
}

/**
 * Writes the answers to their tags: status, updatedAt, respondedAt (OK), battery and battStatus (LOW under
 * lowBattery), temperature, the page (PAGE), the product cleared (DEASSIGN).
 */
export async function writeTagAnswers(
  db: Queryable,
  answers: TagAnswer[],
  at: string,
  lowBattery: number,
): Promise<void> {
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
      answers.map((a) => a.tagId),
      answers.map((a) => a.status),
      answers.map((a) => a.ok),
      answers.map((a) => a.battery),
      answers.map((a) => a.temperature),
      answers.map((a) => a.taskType),
      answers.map((a) => a.pageNo),
      answers.map((a) => a.storeCode),
      at,
      lowBattery,
    ],
  );
}
