// Store printers (table generated from schemas/printer.schema.json; docs/api.md "Paper labels"): a paper task's rows
// are given to its store's printers in turn (server/repositories/paper.ts), whose states make the store's paper
// status. The demo seeds two per store (server/seed/sensors.ts); the simulator fits them to stores created later and
// plays them (server/sim/storeHardware.ts, server/sim/printers.ts, their statements in server/sim/statements/).
import type { Queryable } from '../db/db.ts';
import type { PrinterRecord, PrinterRow } from '../../domain/generated/rows.ts';
import { PrinterTableBase } from '../generated/repositories.ts';

/** a printer's state: NORMAL, ALARM while its last label failed, OFFLINE (prints nothing) */
export type PrinterStatus = PrinterRow['status'];

/** the printers table (its columns from schemas/printer.schema.json) */
export class PrintersRepository extends PrinterTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  /** Adds printers to a store, each checked by the schema's validator; printers present already (same IP) are
   * left alone. Answers the number added. */
  async add(
    storeCode: string,
    printers: Array<Pick<PrinterRow, 'printerIp' | 'printerName'>>,
  ): Promise<number> {
    return this.rows.insertMany(printers.map((p) => this.checked('create', { storeCode, ...p })));
  }

  /** a store's printers in IP order, the order its paper rows are given to them in, with their internal columns */
  ofStore(storeCode: string): Promise<PrinterRecord[]> {
    return this.db.query<PrinterRecord>(
      `SELECT ${this.columns({ internal: true })} FROM ${this.table} WHERE "storeCode" = $1 ORDER BY "printerIp"`,
      [storeCode],
    );
  }
}
