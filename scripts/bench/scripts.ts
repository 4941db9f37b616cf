// User scripts (issue 11): a 100,000-row product file through a user parser script (parseLine in the QuickJS
// sandbox threads, server/scripts/) against the built-in parser, parse only (median of 3 alternating runs) and as a
// whole upload (POST /product/file on PGlite, the same change for both: every price); the sandbox's time per
// call in the parse; and the sandbox's per-call overhead (a thread hop, a fresh runtime, the code
// loaded, one call), p50 and p95. Runs alone: tsx scripts/bench/scripts.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseProductFile } from '../../server/productFiles/defaultParser';
import { parserAnswerReader } from '../../server/productFiles/scriptParser';
import { BATCH_LINES, createScriptPool } from '../../server/scripts/scriptPool';
import { batchCount } from '../../server/scripts/scriptJob';
import { ADMIN, backends, createTestApp, login } from '../../tests/server/helpers';
import { BENCH_PRODUCT_ROWS, productFile, timedUpload } from './productFiles';
import { printTable, type Row } from './table';

/** the bench file's format, read by a user script */
export const BENCH_PARSER = `function parseLine(line, context) {
  if (line.startsWith('prCode,')) return null;
  const c = line.split(',');
  return { prCode: c[0], layoutId: c[1], prName: c[2], prInfo: [c[3], c[4], c[5], '', '', '', c[6]] };
}`;
const CALLS = 500;
const RUNS = 3;
const STORE = 'KR001';

const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function parseOnly(rows: number): Promise<Row[]> {
  const text = productFile(rows, 0);
  const context = { storeCode: STORE, fileName: 'bench.csv', aliases: [] };
  const pool = createScriptPool({ timeoutMs: 1000, memoryMb: 32, threads: 1 });
  try {
    await pool.call('function f() { return 1; }', 'f', []); // the thread starts
    // each parser RUNS times, alternating (both warm, both under the same load): the median of each
    const builtInTimes: number[] = [];
    const scriptTimes: number[] = [];
    let builtInRows = 0;
    let scriptedRows = 0;
    let sandboxMs = 0;
    for (let run = 0; run < RUNS; run++) {
      let started = performance.now();
      builtInRows = parseProductFile(text, context).rows.length;
      builtInTimes.push(performance.now() - started);
      started = performance.now();
      // as POST /product/file reads it: each batch read while the thread parses the next
      const reader = parserAnswerReader(STORE);
      const outcome = await pool.lines(BENCH_PARSER, text, context, (answers) => reader.add(answers));
      if (!outcome.ok) throw new Error(`the bench parser failed: ${outcome.error.message}`);
      scriptedRows = reader.result().rows.length;
      scriptTimes.push(performance.now() - started);
      sandboxMs = outcome.ms;
    }
    if (scriptedRows !== builtInRows) throw new Error('the parsers disagree on the rows');
    const builtInMs = median(builtInTimes);
    const scriptMs = median(scriptTimes);
    const ratio = rate(rows, scriptMs) / rate(rows, builtInMs);
    const calls = batchCount(text, BATCH_LINES);
    return [
      [
        `product file parse, built-in, ${rows.toLocaleString('en-US')} rows`,
        `${(builtInMs / 1000).toFixed(2)} s`,
        `${rate(rows, builtInMs).toLocaleString('en-US')} rows/s; median of ${RUNS}`,
      ],
      [
        `product file parse, user script, ${rows.toLocaleString('en-US')} rows`,
        `${(scriptMs / 1000).toFixed(2)} s`,
        `${rate(rows, scriptMs).toLocaleString('en-US')} rows/s = ${ratio.toFixed(2)} x built-in (goal >= 0.5); sandbox ${sandboxMs.toFixed(0)} ms; median of ${RUNS}`,
      ],
      [
        `sandbox per-call time in the parse (${BATCH_LINES.toLocaleString('en-US')} lines a call)`,
        `${(sandboxMs / calls).toFixed(1)} ms`,
        `${calls} calls; ${((sandboxMs / calls / BATCH_LINES) * 1000).toFixed(1)} µs a line`,
      ],
    ];
  } finally {
    await pool.close();
  }
}

async function wholeUpload(rows: number): Promise<Row[]> {
  const backend = backends[0];
  const t = await createTestApp(backend);
  try {
    const headers = await login(t.app, ADMIN);
    const out: Row[] = [];
    const upload = async (shift: number) =>
      (await timedUpload(t.app, headers, productFile(rows, shift))).seconds * 1000;
    await upload(0); // new products
    const builtInMs = await upload(1);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/product/file/parser/store/${STORE}`,
      headers,
      payload: { code: BENCH_PARSER, useType: 'custom' },
    });
    if (saved.statusCode !== 200) throw new Error(`saving the parser failed: ${saved.body}`);
    const scriptMs = await upload(2);
    out.push(
      [
        `product file upload, built-in parser, ${rows.toLocaleString('en-US')} rows`,
        `${(builtInMs / 1000).toFixed(1)} s`,
        `${backend.name}, every price changed; ${rate(rows, builtInMs).toLocaleString('en-US')} rows/s`,
      ],
      [
        `product file upload, user parser script, ${rows.toLocaleString('en-US')} rows`,
        `${(scriptMs / 1000).toFixed(1)} s`,
        `${backend.name}, every price changed; ${rate(rows, scriptMs).toLocaleString('en-US')} rows/s = ${(builtInMs / scriptMs).toFixed(2)} x built-in`,
      ],
    );
    return out;
  } finally {
    await t.close();
  }
}

async function perCall(): Promise<Row[]> {
  const pool = createScriptPool({ timeoutMs: 1000, memoryMb: 32, threads: 1 });
  try {
    const code =
      'function decorate(product, tag) { return { ...product, prInfo: product.prInfo.map((v) => v.toUpperCase()) }; }';
    const args = [{ prCode: 'P1', prInfo: ['milk', '1.50', 'fresh'] }, { tagId: 'T1' }];
    for (let i = 0; i < 20; i++) await pool.call(code, 'decorate', args);
    const times: number[] = [];
    const inside: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const outcome = await pool.call(code, 'decorate', args);
      times.push(performance.now() - started);
      inside.push(outcome.ms);
    }
    times.sort((a, b) => a - b);
    inside.sort((a, b) => a - b);
    return [
      [
        'sandbox per-call overhead p50',
        `${pct(times, 0.5).toFixed(2)} ms`,
        `${CALLS} calls (thread hop, fresh runtime, load, call); in the sandbox ${pct(inside, 0.5).toFixed(2)} ms`,
      ],
      [
        'sandbox per-call overhead p95',
        `${pct(times, 0.95).toFixed(2)} ms`,
        `in the sandbox ${pct(inside, 0.95).toFixed(2)} ms`,
      ],
    ];
  } finally {
    await pool.close();
  }
}

export async function scriptBenchRows(rows = BENCH_PRODUCT_ROWS): Promise<Row[]> {
  return [...(await parseOnly(rows)), ...(await wholeUpload(rows)), ...(await perCall())];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.argv[2] ?? BENCH_PRODUCT_ROWS);
  printTable(await scriptBenchRows(rows));
}
