// POST /product/file and the upload history (doc 2 §3, §5, §7 Uploads; docs/api.md "Product files"): good rows
// imported through applyProductChanges even when some rows are bad, the history row, the file type rule, store
// scope, privileges, and one transaction: a row the database refuses part way leaves none of the file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, signedInApp } from './helpers.ts';
import { PRODUCT_HEADER, productLines, uploadFile, type UploadAnswer } from './productFilesHelpers.ts';
import { uploadUpdateId } from '../../server/productFiles/importProductFile.ts';

const fixture = (name: string) => readFileSync(resolve(__dirname, '../fixtures/productFiles', name));

describe.each(backends)('product file upload on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const products = (prefix: string) =>
    t.db.query<{ prCode: string; layoutId: string; prInfo: string[] }>(
      `SELECT "prCode", "layoutId", "prInfo" FROM products WHERE "prCode" LIKE $1 ORDER BY "prCode"`,
      [`${prefix}%`],
    );
  const historyRow = (id: number) =>
    t.db.query<Record<string, unknown>>(`SELECT * FROM product_uploads WHERE "_id" = $1`, [id]);

  it('imports the good rows, reports the bad ones by line, and records the upload', async () => {
    const before = new Date();
    const text = [
      PRODUCT_HEADER,
      ...productLines('PFA', 3),
      ',L01,no code,1',
      'PFA000009,,no layout,1',
      ...productLines('PFA', 1, 4),
    ].join('\n');
    const response = await uploadFile(t.app, admin, 'KR001', { name: 'weekly.csv', content: text });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UploadAnswer>();
    expect(answer).toMatchObject({
      fileName: 'weekly.csv',
      storeCode: 'KR001',
      fileType: 'csv',
      count: 6,
      dataCount: 4,
      errorCount: 2,
      createdBy: ADMIN.email,
      error: [
        { line: 5, message: 'Please enter Product Code' },
        { line: 6, message: 'Please enter Layout ID' },
      ],
    });
    expect(answer._id).toBeGreaterThan(0);
    expect(new Date(answer.received).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(new Date(answer.finished ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(answer.received).getTime(),
    );
    const stored = await products('PFA');
    expect(stored.map((p) => p.prCode)).toEqual(['PFA000001', 'PFA000002', 'PFA000003', 'PFA000004']);
    expect(stored[0]).toMatchObject({ layoutId: 'L02', prInfo: ['Item 1', '110'] });
    // the change is named after the upload: every product update row carries its id
    const updates = await t.db.query<{ updateId: string; source: string; createdBy: string }>(
      `SELECT "updateId", source, "createdBy" FROM product_updates WHERE "prCode" LIKE 'PFA%'`,
    );
    expect(updates).toHaveLength(4);
    expect(new Set(updates.map((u) => `${u.updateId} ${u.source} ${u.createdBy}`))).toEqual(
      new Set([`${uploadUpdateId(answer._id)} file ${ADMIN.email}`]),
    );
    const [row] = await historyRow(answer._id);
    expect(row).toMatchObject({ count: 6, dataCount: 4, errorCount: 2, storeCode: 'KR001' });
    const [last] = await t.db.query<{ value: string }>(
      `SELECT value FROM system_config WHERE key = 'lastProductFileAt'`,
    );
    expect(new Date(last.value).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('uploading the same file again changes nothing but is recorded again', async () => {
    const text = [PRODUCT_HEADER, ...productLines('PFB', 2)].join('\n');
    const first = (
      await uploadFile(t.app, admin, 'KR001', { name: 'b.csv', content: text })
    ).json<UploadAnswer>();
    const second = (
      await uploadFile(t.app, admin, 'KR001', { name: 'b.csv', content: text })
    ).json<UploadAnswer>();
    expect(second._id).toBeGreaterThan(first._id);
    expect([first.dataCount, second.dataCount]).toEqual([2, 2]);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_updates WHERE "prCode" LIKE 'PFB%'`,
    );
    expect(n).toBe(2);
  });

  it('takes a tab separated .txt file by position (the shipped example)', async () => {
    const response = await uploadFile(t.app, manager, 'JP001', {
      name: 'example-positional.txt',
      content: fixture('example-positional.txt'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UploadAnswer>()).toMatchObject({
      fileType: 'txt',
      count: 2,
      dataCount: 2,
      error: [],
    });
    const [product] = await t.db.query<{ nfc: string; prInfo: string[] }>(
      `SELECT nfc, "prInfo" FROM products WHERE "storeCode" = 'JP001' AND "prCode" = '8800000000024'`,
    );
    expect(product).toEqual({
      nfc: 'https://shop.example.com/p/8800000000024',
      prInfo: ['Barley tea 1L', '1800'],
    });
  });

  it('imports the shipped CSV example with its two documented bad rows', async () => {
    const response = await uploadFile(t.app, admin, 'KR002', {
      name: 'example-products.csv',
      content: fixture('example-products.csv'),
    });
    expect(response.json<UploadAnswer>()).toMatchObject({
      count: 7,
      dataCount: 5,
      error: [
        { line: 9, message: 'Please enter Layout ID' },
        { line: 12, message: 'Duplicate product code in the file' },
      ],
    });
  });

  it("a file without a valid row answers 'No valid data' and imports nothing", async () => {
    const response = await uploadFile(t.app, admin, 'KR001', {
      name: 'bad.csv',
      content: `${PRODUCT_HEADER}\nPFC000001,,x,1\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<UploadAnswer>()).toMatchObject({
      count: 1,
      dataCount: 0,
      error: [
        { line: 0, message: 'No valid data' },
        { line: 2, message: 'Please enter Layout ID' },
      ],
    });
    expect(await products('PFC')).toEqual([]);
  });

  it('a file that is not UTF-8 text is refused as a whole', async () => {
    const latin1 = Buffer.from('prCode,layoutId,prInfo_0\nPFD000001,L01,caf\xe9\n', 'latin1');
    const answer = (
      await uploadFile(t.app, admin, 'KR001', { name: 'latin1.csv', content: latin1 })
    ).json<UploadAnswer>();
    expect(answer.error).toEqual([{ line: 0, message: 'The file is not UTF-8 text' }]);
    expect(await products('PFD')).toEqual([]);
  });

  it("refuses a file that is not .csv or .txt with 'Invalid file format', and records nothing", async () => {
    const [{ n: before }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_uploads');
    for (const name of ['products.xlsx', 'products', 'products.csv.exe']) {
      const response = await uploadFile(t.app, admin, 'KR001', {
        name,
        content: `${PRODUCT_HEADER}\nPFE000001,L01,a,1`,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid file format' });
    }
    const noFile = await uploadFile(t.app, admin, 'KR001');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'Invalid file format' });
    const [{ n: after }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_uploads');
    expect(after).toBe(before);
    expect(await products('PFE')).toEqual([]);
  });

  it('accepts .CSV and .TXT in capitals', async () => {
    const response = await uploadFile(t.app, admin, 'KR001', {
      name: 'UPPER.TXT',
      content: 'PFF000001\tL01\t\tx',
    });
    expect(response.json<UploadAnswer>()).toMatchObject({ fileType: 'txt', dataCount: 1 });
  });

  it('checks the store: missing 400, outside the session 403, unknown 404', async () => {
    const file = { name: 'p.csv', content: `${PRODUCT_HEADER}\nPFG000001,L01,a,1` };
    const missing = await uploadFile(t.app, admin, undefined, file);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'validation error' });
    const outside = await uploadFile(t.app, manager, 'KR002', file);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ message: 'Permission denied.' });
    const unknown = await uploadFile(t.app, admin, 'NOPE1', file);
    expect(unknown.statusCode).toBe(404);
    expect(await products('PFG')).toEqual([]);
  });

  it('needs product write (viewer 403), a session (401) and a multipart body (400)', async () => {
    const file = { name: 'p.csv', content: `${PRODUCT_HEADER}\nPFH000001,L01,a,1` };
    expect((await uploadFile(t.app, viewer, 'KR001', file)).statusCode).toBe(403);
    expect((await uploadFile(t.app, {}, 'KR001', file)).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/product/file',
      headers: admin,
      payload: { storeCode: 'KR001' },
    });
    expect(json.statusCode).toBe(400);
    expect(await products('PFH')).toEqual([]);
  });
});

describe.each(backends)('product file import is one transaction on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  beforeAll(async () => {
    // a row the database refuses: the trigger fails the statement that writes it
    await t.db.exec(`
      CREATE OR REPLACE FUNCTION refuse_test_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."prCode" = 'PFXREFUSED' THEN RAISE EXCEPTION 'refused by the test trigger'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_test_product BEFORE INSERT OR UPDATE ON products
        FOR EACH ROW EXECUTE FUNCTION refuse_test_product();`);
  });

  it('a row the database refuses after 11,000 written rows leaves none of the file, and the upload says so', async () => {
    const lines = [
      PRODUCT_HEADER,
      ...productLines('PFX', 11_000),
      'PFXREFUSED,L01,refused,1',
      ...productLines('PFX', 1_000, 11_001),
    ];
    const response = await uploadFile(t.app, admin, 'KR001', {
      name: 'crash.csv',
      content: lines.join('\n'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UploadAnswer>();
    expect(answer).toMatchObject({
      count: 12_001,
      dataCount: 0,
      error: [{ line: 0, message: 'Import failed: nothing was imported' }],
    });
    expect(answer.finished).toBeTruthy();
    const [{ n: written }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE "prCode" LIKE 'PFX%'`,
    );
    expect(written).toBe(0);
    const [{ n: history }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_updates WHERE "updateId" = $1`,
      [uploadUpdateId(answer._id)],
    );
    expect(history).toBe(0);
    const [row] = await t.db.query<{ dataCount: number; finished: Date | null }>(
      `SELECT "dataCount", finished FROM product_uploads WHERE "_id" = $1`,
      [answer._id],
    );
    expect(row.dataCount).toBe(0);
    expect(row.finished).not.toBeNull();

    // the same file without the refused row goes in whole
    const good = [PRODUCT_HEADER, ...productLines('PFX', 12_000)];
    const ok = (
      await uploadFile(t.app, admin, 'KR001', { name: 'ok.csv', content: good.join('\n') })
    ).json<UploadAnswer>();
    expect(ok).toMatchObject({ count: 12_000, dataCount: 12_000, error: [] });
    const [{ n: after }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE "prCode" LIKE 'PFX%'`,
    );
    expect(after).toBe(12_000);
  });
});
