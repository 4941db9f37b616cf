// The simulator's store printers (docs/api.md "Paper labels"): each printer prints the unprinted rows of its
// store's paper tasks given to it, oldest task first, one label every printMs (varied 0.5x to 1.5x) of simulator
// time, whatever the tick: a label still printing at a tick keeps its finish time for the next ones; a label comes
// out (resultCode 1, SUCCESS) or fails with the printer's reason (another code, FAIL; failRate of the labels);
// printedTime is the simulator's clock. A label starts once its task exists (an upload that came between two ticks
// is not printed before it was received: the times follow the order of events). A printer that failed is ALARM
// until its next good label. Task counters (complete = rows with a result, progress in percent) follow in SQL.
import type { Queryable } from '../db/db.ts';
import type { PrinterStatus } from '../repositories/printers.ts';
import type { Prng } from './prng.ts';
import { pendingRows, setPrinterStates, writePrintResults, type PrintResult } from './statements/printers.ts';

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
    const pending = await pendingRows(this.db);
    const clock = now.getTime();
    const since = this.lastTick ?? clock - this.options.printMs;
    this.lastTick = clock;
    if (pending.length === 0) {
      this.printing.clear();
      return;
    }
    const results: PrintResult[] = [];
    const printerState = new Map<string, PrinterStatus>();
    const busy = new Set<string>();
    const printing = new Map<string, { row: string; at: number }>();
    for (const row of pending) {
      const printer = `${row.storeCode}|${row.printerIp}`;
      if (busy.has(printer)) continue;
      const started = this.printing.get(printer);
      const at =
        started?.row === row.id ? started.at : this.finishTime(printer, Math.max(since, row.readyAt));
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
    await writePrintResults(this.db, results, now.toISOString());
    await setPrinterStates(this.db, printerState, now.toISOString());
  }

  /** when a label the printer starts now comes out: a printer idle since `from` (the previous tick, or the label's
   * task when it came later) starts then */
  private finishTime(printer: string, from: number): number {
    const start = Math.max(this.freeAt.get(printer) ?? from, from);
    return start + this.options.printMs * (0.5 + this.prng.next());
  }
}
