// The simulated store printers (server/sim/printers.ts): print time is simulator time that accumulates across
// ticks, whatever the tick. At a tick shorter than a label's print time the label finishes a few ticks later,
// the labels of one printer come out printMs apart (0.5x to 1.5x), and a task completes in about its print time.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInApp } from './helpers.ts';
import { postPaperFile } from './sensorPaperHelpers.ts';
import { PrinterSimulation } from '../../server/sim/printers.ts';
import { createPrng } from '../../server/sim/prng.ts';

const PRINT_MS = 2000;
const LABELS_PER_PRINTER = 4;

describe.each(backends)('simulated printers on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  let prCodes: string[];
  beforeAll(async () => {
    prCodes = (
      await t.db.query<{ prCode: string }>(
        `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 3`,
      )
    ).map((p) => p.prCode);
  });

  it.each([250, 1000, 5000])('print a task at its print time with a tick of %i ms', async (tickMs) => {
    const printerCount = (
      await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM printers WHERE "storeCode" = 'KR001'`)
    )[0].n;
    const labels = printerCount * LABELS_PER_PRINTER;
    const content = Array.from({ length: labels }, (_, i) => prCodes[i % prCodes.length]).join('\n');
    const uploaded = await postPaperFile(
      t.app,
      admin,
      { storeCode: 'KR001', taskDes: `Tick ${tickMs}` },
      { name: `tick-${tickMs}.csv`, content },
    );
    expect(uploaded.statusCode).toBe(200);
    const taskId = uploaded.json<{ taskId: number }>().taskId;

    const printers = new PrinterSimulation(t.db, createPrng(11), { printMs: PRINT_MS, failRate: 0 });
    const start = Date.now();
    // every label of a printer at most 1.5 printMs after the one before; one tick more to see the last one
    const budget = LABELS_PER_PRINTER * 1.5 * PRINT_MS + tickMs;
    for (let clock = start + tickMs; clock <= start + budget; clock += tickMs) {
      await printers.tick(new Date(clock));
    }
    const [task] = await t.db.query<{ total: number; complete: number; progress: number }>(
      `SELECT total, complete, progress FROM paper_tasks WHERE "_id" = $1`,
      [taskId],
    );
    expect(task).toEqual({ total: labels, complete: labels, progress: 100 });

    // one printer's labels come out printMs apart (0.5x to 1.5x), in simulator time, not at the ticks
    const rows = await t.db.query<{ printerIp: string; printedTime: Date }>(
      `SELECT "printerIp", "printedTime" FROM paper_task_rows WHERE "taskId" = $1 ORDER BY "rowNo"`,
      [taskId],
    );
    const gaps = [...new Set(rows.map((r) => r.printerIp))].flatMap((ip) =>
      rows
        .filter((r) => r.printerIp === ip)
        .map((r) => new Date(r.printedTime).getTime())
        .flatMap((at, i, times) => (i === 0 ? [] : [at - times[i - 1]])),
    );
    expect(gaps).toHaveLength(labels - printerCount);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(0.5 * PRINT_MS);
      expect(gap).toBeLessThanOrEqual(1.5 * PRINT_MS);
    }
  });
});

describe.each(backends)('printed times on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  it('a label of an upload that came between two ticks is printed after the upload was received', async () => {
    const printers = new PrinterSimulation(t.db, createPrng(5), { printMs: PRINT_MS, failRate: 0 });
    // the previous tick, seconds before the upload
    await printers.tick(new Date(Date.now() - 4000));
    const [{ prCode }] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    const uploaded = await postPaperFile(
      t.app,
      admin,
      { storeCode: 'KR001', taskDes: 'Between ticks' },
      { name: 'between.csv', content: `${prCode}\n${prCode}\n${prCode}` },
    );
    expect(uploaded.statusCode).toBe(200);
    const taskId = uploaded.json<{ taskId: number }>().taskId;
    for (let clock = Date.now() + 1000; clock <= Date.now() + 8 * PRINT_MS; clock += 1000)
      await printers.tick(new Date(clock));
    const rows = await t.db.query<{ printed: number; received: number; created: number }>(
      `SELECT extract(epoch FROM r."printedTime") * 1000 AS printed, extract(epoch FROM u.received) * 1000 AS received,
         extract(epoch FROM k."createdAt") * 1000 AS created
       FROM paper_task_rows r JOIN paper_tasks k ON k."_id" = r."taskId" JOIN paper_uploads u ON u."taskId" = k."_id"
       WHERE r."taskId" = $1`,
      [taskId],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Number(row.printed)).toBeGreaterThanOrEqual(Number(row.received));
      expect(Number(row.printed)).toBeGreaterThanOrEqual(Number(row.created));
    }
  });
});
