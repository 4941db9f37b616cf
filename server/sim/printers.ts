// The simulator's store printers (docs/api.md "Paper labels"): each printer prints the unprinted rows of its
// store's paper tasks given to it, oldest task first, one label every printMs (varied 0.5x to 1.5x) of simulator
// time, whatever the tick: a label still printing at a tick keeps its finish time for the next ones; a label comes
// out (resultCode 1, SUCCESS) or fails with the printer's reason (another code, FAIL; failRate of the labels);
// printedTime is the simulator's clock. A printer that failed is ALARM until its next good label. Task counters
// (complete = rows with a result, progress in percent) follow in SQL.
import type { Queryable } from '../db/db.ts';
import type { Prng } from './prng.ts';

/** resultCode 1 is SUCCESS (doc 2 §4); the others are the printer's failures */
export const PRINT_FAILURES = [
  { code: 2, message: 'Paper out' },
  { code: 3, message: 'Paper jam' },
  { code: 4, message: 'Cover open' },
  { code: 5, message: 'Label not detected' },
] as const;

export interface PrinterOptions {
  /** demo milliseconds one label takes */
  printMs: number;
  /** share of labels that fail, 0 to 1 */
  failRate: number;
}

interface PendingRow {
  id: string;
  taskId: string;
  storeCode: string;
  printerIp: string;
}

export class PrinterSimulation {
  /** per printer (store + IP): when it is free for its next label */
  private readonly freeAt = new Map<string, number>();
  /** per printer: the label it is printing at the last tick (the row) and when it comes out */
  private printing = new Map<string, { row: string; at: number }>();
  /** the clock of the previous tick: a printer idle since then starts from it */
  private lastTick?: number;

  constructor(
    private readonly db: Queryable,
    private readonly prng: Prng,
    private readonly options: PrinterOptions,
  ) {}

  async tick(now: Date): Promise<void> {
    const pending = await this.db.query<PendingRow>(
      `SELECT r.id::text AS id, r."taskId"::text AS "taskId", r."storeCode", r."printerIp"
       FROM paper_task_rows r JOIN printers p ON p."storeCode" = r."storeCode" AND p."printerIp" = r."printerIp"
       WHERE r."resultCode" IS NULL AND p.status <> 'OFFLINE'
       ORDER BY r."taskId", r."rowNo" LIMIT 2000`,
    );
    const clock = now.getTime();
    const since = this.lastTick ?? clock - this.options.printMs;
    this.lastTick = clock;
    if (pending.length === 0) {
      this.printing.clear();
      return;
    }
    const results: Array<{ id: string; code: number; message: string; at: string }> = [];
    const printerState = new Map<string, string>();
    const busy = new Set<string>();
    const printing = new Map<string, { row: string; at: number }>();
    for (const row of pending) {
      const printer = `${row.storeCode}|${row.printerIp}`;
      if (busy.has(printer)) continue;
      const started = this.printing.get(printer);
      const at = started?.row === row.id ? started.at : this.finishTime(printer, since);
      if (at > clock) {
        busy.add(printer); // its label is not out yet: it comes out at a later tick, at the same time
        printing.set(printer, { row: row.id, at });
        continue;
      }
      this.freeAt.set(printer, at);
      const failure = this.prng.chance(this.options.failRate) ? this.prng.pick(PRINT_FAILURES) : undefined;
      results.push({
        id: row.id,
        code: failure?.code ?? 1,
        message: failure?.message ?? 'Printed',
        at: new Date(at).toISOString(),
      });
      printerState.set(printer, failure ? 'ALARM' : 'NORMAL');
    }
    // a printer that stopped (no row left, OFFLINE) starts its next label afresh
    this.printing = printing;
    if (results.length === 0) return;
    await this.db.query(
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
        now.toISOString(),
      ],
    );
    const [keys, states] = [[...printerState.keys()], [...printerState.values()]];
    await this.db.query(
      `UPDATE printers p SET status = u.status, "updatedAt" = $3::timestamptz
       FROM unnest($1::text[], $2::text[]) AS u(key, status)
       WHERE p."storeCode" || '|' || p."printerIp" = u.key AND p.status <> u.status`,
      [keys, states, now.toISOString()],
    );
  }

  /** when a label the printer starts now comes out: a printer idle since the previous tick starts from that tick */
  private finishTime(printer: string, since: number): number {
    const from = Math.max(this.freeAt.get(printer) ?? since, since);
    return from + this.options.printMs * (0.5 + this.prng.next());
  }
}
