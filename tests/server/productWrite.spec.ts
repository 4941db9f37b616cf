// The product write's statement (server/repositories/productWrite.ts) compares the changes with the stored rows in
// SQL: an absent prName or nfc keeps the stored value (a new product takes prInfo[0] as its name), an absent or
// null extra field keeps the stored one, and a product whose values are all the same is left alone (no history
// row). The extra fields are columns a team adds to the product schema; here three of them, of three types, added
// to the test database and given to the write as the schema would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnMeta } from '../../server/db/tableMeta.ts';
import type { ProductChange } from '../../server/products/applyProductChanges.ts';
import {
  AUDIT_TAKEOVER_MIN,
  beginProductWrite,
  LARGE_WRITE_WORK_MEM,
} from '../../server/products/productRows.ts';
import { writeProductChunk } from '../../server/repositories/productWrite.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const STORE = 'EU001';
const EXTRA: ColumnMeta[] = [
  { name: 'origin', sqlType: 'text' },
  { name: 'shelfTags', sqlType: 'jsonb', json: true },
  { name: 'facings', sqlType: 'integer' },
];

interface Stored {
  prName: string | null;
  layoutId: string;
  nfc: string | null;
  prInfo: string[];
  origin: string | null;
  shelfTags: unknown;
  facings: number | null;
}

describe.each(backends)("the product write's comparison on $name", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.db.exec(
      `ALTER TABLE products ADD COLUMN origin text, ADD COLUMN "shelfTags" jsonb, ADD COLUMN facings integer`,
    );
  });
  afterAll(async () => t?.close());

  const write = async (changes: ProductChange[]) =>
    (
      await writeProductChunk(
        t.db,
        {
          storeCode: STORE,
          at: new Date().toISOString(),
          updateId: 'test',
          source: 'console',
          createdBy: 'test',
        },
        JSON.stringify(changes),
        undefined,
        EXTRA,
      )
    ).map((w) => [w.prCode, w.created]);
  const stored = async (prCode: string) =>
    (
      await t.db.query<Stored>(
        `SELECT "prName", "layoutId", nfc, "prInfo", origin, "shelfTags", facings FROM products
         WHERE "storeCode" = $1 AND "prCode" = $2`,
        [STORE, prCode],
      )
    )[0];
  const history = async (prCode: string) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM product_updates WHERE "storeCode" = $1 AND "prCode" = $2`,
        [STORE, prCode],
      )
    )[0].n;

  it('creates products: an absent name is prInfo[0], extra fields as given', async () => {
    expect(
      await write([
        {
          prCode: 'PW1',
          layoutId: 'L01',
          nfc: 'N1',
          prInfo: ['First', '10'],
          extra: { origin: 'KR', shelfTags: { aisle: 3 }, facings: 2 },
        },
        { prCode: 'PW2', prName: 'Second', layoutId: 'L02', prInfo: [] },
      ]),
    ).toEqual([
      ['PW1', true],
      ['PW2', true],
    ]);
    expect(await stored('PW1')).toEqual({
      prName: 'First',
      layoutId: 'L01',
      nfc: 'N1',
      prInfo: ['First', '10'],
      origin: 'KR',
      shelfTags: { aisle: 3 },
      facings: 2,
    });
    expect(await stored('PW2')).toMatchObject({ prName: 'Second', nfc: null, origin: null, facings: null });
  });

  it('leaves a product alone when absent and null fields keep the stored values it already has', async () => {
    expect(
      await write([
        { prCode: 'PW1', layoutId: 'L01', prInfo: ['First', '10'], extra: { origin: null } },
        { prCode: 'PW2', prName: 'Second', layoutId: 'L02', nfc: null, prInfo: [] },
      ]),
    ).toEqual([]);
    expect(await stored('PW1')).toMatchObject({ prName: 'First', nfc: 'N1', origin: 'KR', facings: 2 });
    expect(await history('PW1')).toBe(1);
  });

  it('writes a product whose extra field alone changed, keeping the others', async () => {
    expect(
      await write([
        { prCode: 'PW1', layoutId: 'L01', prInfo: ['First', '10'], extra: { facings: 4 } },
        { prCode: 'PW2', prName: null, layoutId: 'L02', prInfo: [], extra: { shelfTags: ['end cap'] } },
      ]),
    ).toEqual([
      ['PW1', false],
      ['PW2', false],
    ]);
    expect(await stored('PW1')).toMatchObject({
      nfc: 'N1',
      origin: 'KR',
      shelfTags: { aisle: 3 },
      facings: 4,
    });
    expect(await stored('PW2')).toMatchObject({ prName: null, shelfTags: ['end cap'] });
    expect(await history('PW1')).toBe(2);
  });

  it("a large write's transaction sorts in memory: work_mem raised to LARGE_WRITE_WORK_MEM, never lowered", async () => {
    const setting = async (count: number, configured?: string) =>
      t.db.transaction(async (tx) => {
        if (configured) await tx.query(`SELECT set_config('work_mem', $1, true)`, [configured]);
        await beginProductWrite(tx, STORE, count);
        const [row] = await tx.query<{ workMem: string }>(`SELECT current_setting('work_mem') AS "workMem"`);
        return row.workMem;
      });
    const server = await setting(1);
    expect(await setting(AUDIT_TAKEOVER_MIN)).toBe(LARGE_WRITE_WORK_MEM);
    expect(await setting(AUDIT_TAKEOVER_MIN, '64MB')).toBe('64MB');
    // a small write (an operator's edit) keeps the server's setting, and the transaction's raise ends with it
    expect(await setting(1)).toBe(server);
    expect(server).not.toBe(LARGE_WRITE_WORK_MEM);
  });
});
