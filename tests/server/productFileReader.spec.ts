// The product file reading thread (server/productFiles/fileReader.ts): a file of the default parser is read on a
// thread and its good rows handed over chunk by chunk, in file order, the same rows and errors as the parser gives
// on the caller's thread; an import whose read fails part way (its thread stopped) writes none of the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowErrorText } from '../../domain/rowErrors.ts';
import { PRODUCT_CHUNK, type ProductChunk } from '../../server/products/applyProductChanges.ts';
import { parseProductFile } from '../../server/productFiles/defaultParser.ts';
import { createProductFileReader, type ProductFileReader } from '../../server/productFiles/fileReader.ts';
import { importProductFile, uploadUpdateId } from '../../server/productFiles/importProductFile.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const context = { storeCode: 'KR001', fileName: 'reader.csv', aliases: [] };

/** `rows` data rows; every 1,000th has no layout, and row 7 repeats row 3's code */
function file(prefix: string, rows: number): string {
  const lines = ['prCode,layoutId,prInfo_0,prInfo_1'];
  for (let i = 1; i <= rows; i += 1) {
    const code = i === 7 ? `${prefix}3` : `${prefix}${i}`;
    lines.push(`${code},${i % 1000 === 0 ? '' : 'L01'},Item ${i},${100 + (i % 50)}`);
  }
  return lines.join('\n');
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('the product file reading thread', () => {
  const reader = createProductFileReader(1);
  afterAll(() => reader.close());

  it('hands the good rows over in file order, chunk by chunk, as the parser reads them', async () => {
    const text = file('RD', 25_000);
    const chunks: ProductChunk[] = [];
    const outcome = await reader.read({ content: encode(text), context }, (chunk) => chunks.push(chunk));
    const parsed = parseProductFile(text, context);
    expect(parsed.errors.length).toBe(26); // 25 without a layout, one repeated code
    expect(chunks.map((c) => c.count)).toEqual([
      PRODUCT_CHUNK,
      PRODUCT_CHUNK,
      parsed.rows.length - 2 * PRODUCT_CHUNK,
    ]);
    expect(chunks.flatMap((c) => JSON.parse(c.json) as unknown[])).toEqual(parsed.rows);
    expect(outcome).toEqual({
      errors: parsed.errors,
      count: parsed.count,
      rows: parsed.rows.length,
      chunks: 3,
    });
  });

  it('answers a file that is not UTF-8 with its reason and no chunk', async () => {
    const chunks: ProductChunk[] = [];
    const outcome = await reader.read(
      { content: new Uint8Array([0x70, 0x72, 0xff, 0xfe, 0x0a]), context },
      (chunk) => chunks.push(chunk),
    );
    expect(chunks).toEqual([]);
    expect(outcome).toEqual({
      errors: [{ line: 0, message: rowErrorText('notUtf8') }],
      count: 0,
      rows: 0,
      chunks: 0,
    });
  });
});

describe.each(backends)('an import whose read fails part way on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('writes none of the file and says why', async () => {
    const real = createProductFileReader(1);
    // the thread hands its first chunk over, then stops (as at its time limit)
    const failing: ProductFileReader = {
      read: async (job, onChunk) => {
        let handed = false;
        await real.read(job, (chunk) => {
          if (!handed) onChunk(chunk);
          handed = true;
        });
        throw new Error('Reading the product file took too long and was stopped.');
      },
      start: () => real.start(),
      close: () => real.close(),
    };
    try {
      const upload = await importProductFile(
        t.db,
        {
          storeCode: 'KR001',
          fileName: 'stopped.csv',
          fileType: 'csv',
          content: encode(file('STOPPED', 15_000)),
          createdBy: 'admin@example.com',
        },
        { instanceId: t.app.instance.id, reader: failing },
      );
      expect(upload.dataCount).toBe(0);
      expect(upload.error.map((e) => e.message).slice(0, 2)).toEqual([
        rowErrorText('importFailed'),
        rowErrorText('parserException', 'Reading the product file took too long and was stopped.'),
      ]);
      const [{ products, updates }] = await t.db.query<{ products: number; updates: number }>(
        `SELECT (SELECT count(*)::int FROM products WHERE "prCode" LIKE 'STOPPED%') AS products,
           (SELECT count(*)::int FROM product_updates WHERE "updateId" = $1) AS updates`,
        [uploadUpdateId(upload._id)],
      );
      expect({ products, updates }).toEqual({ products: 0, updates: 0 });
    } finally {
      await failing.close();
    }
  });
});
