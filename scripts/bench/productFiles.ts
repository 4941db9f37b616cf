// Product file import (issue 5): a 100,000-row product file through POST /product/file (multipart, parsed,
// imported by applyProductChanges in one transaction), on PGlite and, when 127.0.0.1:5432 answers, PostgreSQL.
// Three uploads per backend: new products, every price changed, the same file again (nothing changes).
// Runs alone: tsx scripts/bench/productFiles.ts [rows] [pglite|postgres] (the backend given, else both)
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ADMIN, backends, createTestApp, login, type Headers } from '../../tests/server/helpers';
import { multipart } from '../../tests/server/productFilesHelpers';
import { printTable, type Row } from './table';

export const BENCH_PRODUCT_ROWS = 100_000;
const STORE = 'KR001';

export function productFile(rows: number, priceShift: number): string {
  const lines = ['prCode,layoutId,prName,prInfo_0,prInfo_1,prInfo_2,prInfo_6'];
  for (let i = 1; i <= rows; i++) {
    const code = `BENCH${String(i).padStart(8, '0')}`;
    lines.push(
      `${code},L${String((i % 12) + 1).padStart(2, '0')},Item ${i},Item ${i},${100 + ((i + priceShift) % 900)},Bench product,${i % 60}`,
    );
  }
  return lines.join('\n');
}

/** POST /product/file of a bench file to the bench store: the seconds it took and the answer (no bad row) */
export async function timedUpload(app: FastifyInstance, headers: Headers, content: string) {
  const { payload, contentType } = await multipart({ storeCode: STORE }, { name: 'bench.csv', content });
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/product/file',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  const seconds = (performance.now() - started) / 1000;
  if (answer.statusCode !== 200)
    throw new Error(`upload failed: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
  const body = answer.json<{ dataCount: number; error: unknown[] }>();
  if (body.error.length > 0)
    throw new Error(`upload reported errors: ${JSON.stringify(body.error.slice(0, 3))}`);
  return { seconds, body };
}

interface Figure {
  label: string;
  seconds: number;
  dataCount: number;
}

export async function productFileBenchRows(rows = BENCH_PRODUCT_ROWS, only?: string): Promise<Row[]> {
  const out: Row[] = [];
  for (const backend of backends.filter((b) => !only || b.name === only)) {
    const t = await createTestApp(backend);
    try {
      const headers = await login(t.app, ADMIN);
      const figures: Figure[] = [];
      const cases: Array<[string, number]> = [
        ['new products', 0],
        ['every price changed', 1],
        ['same file again', 1],
      ];
      for (const [label, shift] of cases) {
        const { seconds, body } = await timedUpload(t.app, headers, productFile(rows, shift));
        figures.push({ label, seconds, dataCount: body.dataCount });
      }
      for (const f of figures) {
        out.push([
          `product file import, ${rows.toLocaleString('en-US')} rows (${f.label})`,
          `${f.seconds.toFixed(1)} s`,
          `${backend.name}; ${Math.round(f.dataCount / f.seconds).toLocaleString('en-US')} rows/s`,
        ]);
      }
    } finally {
      await t.close();
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.argv[2] ?? BENCH_PRODUCT_ROWS);
  printTable(await productFileBenchRows(rows, process.argv[3]));
}
