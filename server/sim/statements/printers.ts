// The simulated store printers' statements (server/sim/printers.ts): the rows waiting for a printer, the labels
// printed (rows and task counters), the printers' states.
import type { Queryable } from '../../db/db.ts';
import type { PrinterStatus } from '../../repositories/printers.ts';

/** a paper task row waiting for its printer */
export interface PendingRow {
  id: string;
  taskId: string;
  storeCode: string;
  printerIp: string;
  /** when its task came to be (epoch ms): the printer cannot start the label before */
  readyAt: number;
}

/** a label that came out (resultCode 1) or failed */
export interface PrintResult {
  id: string;
  code: number;
  message: string;
  /** when it came out (ISO time) */
  at: string;
}

/** the unprinted rows given to a printer that is not OFFLINE, oldest task first (2000 at most), with their task's creation */
export function pendingRows(db: Queryable): Promise<PendingRow[]> {
  return db.query<PendingRow>(
    `SELECT r.id::text AS id, r."taskId"::text AS "taskId", r."storeCode", r."printerIp",
       (extract(epoch FROM t."createdAt") * 1000)::float8 AS "readyAt"
     FROM paper_task_rows r JOIN printers p ON p."storeCode" = r."storeCode" AND p."printerIp" = r."printerIp"
       JOIN paper_tasks t ON t."_id" = r."taskId"
     WHERE r."resultCode" IS NULL AND p.status <> 'OFFLINE'
     ORDER BY r."taskId", r."rowNo" LIMIT 2000`,
  );
}

/** Writes the results of the rows still unprinted and their tasks' counters (complete, progress in percent). */
export async function writePrintResults(db: Queryable, results: PrintResult[], at: string): Promise<void> {
  await db.query(
    `WITH u AS (SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::timestamptz[]) AS u(id, code, msg, at)),
     done AS (
       UPDATE paper_task_rows r SET "resultCode" = u.code, "resultMsg" = u.msg, "printedTime" = u.at,
         "updatedAt" = u.at
       FROM u WHERE r.id = u.id AND r."resultCode" IS NULL RETURNING r."taskId")
     UPDATE paper_tasks t SET complete = t.complete + d.n,
       progress = CASE WHEN t.total > 0 THEN floor(100.0 * (t.complete + d.n) / t.total)::int ELSE 100 END,
       "updatedAt" = $5::timestamptz
     FROM (SELECT "taskId", count(*)::int AS n FROM done GROUP BY "taskId") d WHERE t."_id" = d."taskId"`,
    [
      results.map((r) => r.id),
      results.map((r) => r.code),
      results.map((r) => r.message),
      results.map((r) => r.at),
      at,
    ],
  );
}

/** Sets the printers' states (key: `${storeCode}|${printerIp}`) where they changed. */
export async function setPrinterStates(
  db: Queryable,
  states: Map<string, PrinterStatus>,
  at: string,
): Promise<void> {
  await db.query(
    `UPDATE printers p SET status = u.status, "updatedAt" = $3::timestamptz
     FROM unnest($1::text[], $2::text[]) AS u(key, status)
     WHERE p."storeCode" || '|' || p."printerIp" = u.key AND p.status <> u.status`,
    [[...states.keys()], [...states.values()], at],
  );
}
