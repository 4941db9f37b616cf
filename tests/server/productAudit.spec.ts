// The audit rows of a product write (server/repositories/productAudit.ts): a write of many products takes the row
// trigger's work over and writes the rows itself, set-based. They must be the rows the trigger writes: each case
// makes the same change twice, once through applyProductChanges in KR001, once by plain statements the trigger
// audits in JP001, and compares the two stores' rows. A guard trigger fails any write to KR001's products made
// while the trigger would fire: the rows are the write's own. The trigger audits the transaction's later product
// writes again, a write of a few products is left to it, a write outside a call is not audited, and a call with
// rows needs no action row. (Each write is padded with AUDIT_TAKEOVER_MIN unchanging products.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudited, type AuditContext } from '../../server/db/auditContext.ts';
import type { Db } from '../../server/db/db.ts';
import { applyProductChanges, type ProductChange } from '../../server/products/applyProductChanges.ts';
import { AUDIT_TAKEOVER_MIN } from '../../server/products/productRows.ts';
import { ADMIN, backends, createTestApp, type TestApp } from './helpers.ts';

const WRITTEN = 'KR001';
const TRIGGERED = 'JP001';

interface AuditRow {
  actor: string;
  action: string;
  entity: string;
  entityKey: string;
  storeCode: string;
  changes: Record<string, unknown>;
}

/** fails a write to WRITTEN's products that the audit trigger would audit (its WHEN clause holds) */
const GUARD = `
  CREATE OR REPLACE FUNCTION product_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION 'the row trigger would audit %', NEW."prCode"; END $$;
  CREATE TRIGGER product_audit_guard AFTER INSERT OR UPDATE ON products FOR EACH ROW
    WHEN (current_setting('esl.audit', true) <> '' AND NEW."storeCode" = '${WRITTEN}')
    EXECUTE FUNCTION product_audit_guard();`;

/** the change `changes` makes to the products of `storeCode`, as plain statements the row trigger audits */
const STATEMENTS = `
  INSERT INTO products ("storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updatedAt")
  SELECT $2, w."prCode", w."prName", w."layoutId", w.nfc, w."prInfo", w."updatedAt" FROM products w
  WHERE w."storeCode" = $1 AND w."prCode" = ANY($3::text[])
  ON CONFLICT ("storeCode", "prCode") DO UPDATE SET "prName" = EXCLUDED."prName", "layoutId" = EXCLUDED."layoutId",
    nfc = EXCLUDED.nfc, "prInfo" = EXCLUDED."prInfo", "updatedAt" = EXCLUDED."updatedAt"`;

function suite(backend: (typeof backends)[number], prepare?: (db: Db) => Promise<void>) {
  let t: TestApp;
  let serial = 0;
  const context = (name: string): AuditContext => ({
    actor: ADMIN.email,
    actorKind: 'account',
    sourceIp: '127.0.0.1',
    requestId: `${name}-${backend.name}-${(serial += 1)}`,
    call: 'product.save',
    route: 'POST /api/product',
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.db.exec(GUARD);
    await prepare?.(t.db);
  });
  afterAll(async () => t?.close());

  const rowsOf = async (requestId: string) =>
    (
      await t.db.query<AuditRow>(
        `SELECT actor, action, entity, "entityKey", "storeCode", changes FROM audit_log WHERE "requestId" = $1
         ORDER BY "entityKey"`,
        [requestId],
      )
    ).map((row) => JSON.parse(JSON.stringify(row).replaceAll(TRIGGERED, WRITTEN)) as AuditRow);

  /** the change through applyProductChanges in WRITTEN, then the same change by the trigger in TRIGGERED */
  async function both(products: ProductChange[]): Promise<{ written: AuditRow[]; triggered: AuditRow[] }> {
    const written = context('written');
    await runAudited(written, () =>
      applyProductChanges(t.app.db, {
        storeCode: WRITTEN,
        products: padded(products),
        createdBy: ADMIN.email,
        source: 'console',
      }),
    );
    expect(written.logged).toBe(true);
    const triggered = context('triggered');
    await runAudited(triggered, () =>
      t.app.db.query(STATEMENTS, [WRITTEN, TRIGGERED, padded(products).map((p) => p.prCode)]),
    );
    return { written: await rowsOf(written.requestId), triggered: await rowsOf(triggered.requestId) };
  }

  return {
    get t() {
      return t;
    },
    context,
    rowsOf,
    both,
  };
}

const product = (prCode: string, change: Partial<ProductChange> = {}): ProductChange => ({
  prCode,
  layoutId: 'L01',
  prInfo: [`${prCode} name`, '100'],
  ...change,
});

/** the products, then AUDIT_TAKEOVER_MIN unchanging ones (created by the first write) */
const padded = (products: ProductChange[]): ProductChange[] => [
  ...products,
  ...Array.from({ length: AUDIT_TAKEOVER_MIN }, (_, i) => product(`PAUDPAD${String(i).padStart(3, '0')}`)),
];
/** the rows of the products a case names (the padding's aside) */
const named = (rows: AuditRow[]) => rows.filter((r) => !r.entityKey.includes('PAUDPAD'));

describe.each(backends)("a product write's audit rows on $name", (backend) => {
  const s = suite(backend);

  it('are the rows the trigger writes for created products, whatever fields they carry', async () => {
    const { written, triggered } = await s.both([
      product('PAUD1'),
      product('PAUD2', { prName: 'Named', nfc: 'NFC-2' }),
      product('PAUD3', { prName: null, nfc: null, prInfo: [] }),
      // a JSON text with an object and a secret's name in it: the masking is asked, and leaves strings alone
      product('PAUD4', { prInfo: ['{"password": "x"}', '{', 'token'] }),
    ]);
    expect(written).toHaveLength(4 + AUDIT_TAKEOVER_MIN);
    expect(named(written).map((r) => [r.action, r.entityKey])).toEqual([
      ['create', 'KR001/PAUD1'],
      ['create', 'KR001/PAUD2'],
      ['create', 'KR001/PAUD3'],
      ['create', 'KR001/PAUD4'],
    ]);
    expect(named(written)[1].changes).toEqual({
      storeCode: [null, 'KR001'],
      prCode: [null, 'PAUD2'],
      prName: [null, 'Named'],
      layoutId: [null, 'L01'],
      nfc: [null, 'NFC-2'],
      prInfo: [null, ['PAUD2 name', '100']],
    });
    expect(written).toEqual(triggered);
  });

  it('are the rows the trigger writes for changed products; an unchanged product has none', async () => {
    const { written, triggered } = await s.both([
      product('PAUD1', { prInfo: ['PAUD1 name', '120'] }),
      product('PAUD2', { layoutId: 'L02', nfc: null }),
      product('PAUD3', { prName: 'Now named', prInfo: ['a', 'b', 'c'] }),
      product('PAUD4', { prInfo: ['{"password": "y"}', '{', 'token'] }),
    ]);
    // (the padding is unchanged: no row)
    expect(written.map((r) => [r.action, r.entityKey, Object.keys(r.changes).sort()])).toEqual([
      ['update', 'KR001/PAUD1', ['prInfo']],
      ['update', 'KR001/PAUD2', ['layoutId', 'nfc']],
      ['update', 'KR001/PAUD3', ['prInfo', 'prName']],
      ['update', 'KR001/PAUD4', ['prInfo']],
    ]);
    expect(written[1].changes).toEqual({ layoutId: ['L01', 'L02'], nfc: ['NFC-2', null] });
    expect(written).toEqual(triggered);
    // the same change again changes nothing: no row, and the call is told it has none
    const again = s.context('again');
    await runAudited(again, () =>
      applyProductChanges(s.t.app.db, {
        storeCode: WRITTEN,
        products: padded([product('PAUD1', { prInfo: ['PAUD1 name', '120'] })]),
        createdBy: ADMIN.email,
        source: 'console',
      }),
    );
    expect(again.logged).toBeUndefined();
    expect(await s.rowsOf(again.requestId)).toEqual([]);
  });

  it("gives the trigger back: the transaction's later product writes are audited by it", async () => {
    const call = s.context('later');
    await runAudited(call, () =>
      s.t.app.db.transaction(async (tx) => {
        await applyProductChanges(tx, {
          storeCode: WRITTEN,
          products: padded([product('PAUD5')]),
          createdBy: ADMIN.email,
          source: 'console',
        });
        await tx.query(
          `UPDATE products SET "prName" = 'Renamed' WHERE "storeCode" = $1 AND "prCode" = 'PAUD1'`,
          [TRIGGERED],
        );
      }),
    );
    expect((await s.rowsOf(call.requestId)).map((r) => [r.action, r.entityKey, r.changes.prName])).toEqual([
      // (rowsOf shows TRIGGERED as WRITTEN)
      ['update', 'KR001/PAUD1', ['PAUD1 name', 'Renamed']],
      ['create', 'KR001/PAUD5', [null, 'PAUD5 name']],
    ]);
  });

  it('leaves a write of fewer products to the trigger (the guard sees it write)', async () => {
    const few = s.context('few');
    await expect(
      runAudited(few, () =>
        applyProductChanges(s.t.app.db, {
          storeCode: WRITTEN,
          products: [product('PAUD8')],
          createdBy: ADMIN.email,
          source: 'console',
        }),
      ),
    ).rejects.toThrow(/the row trigger would audit PAUD8/);
  });

  it('writes no row for a write outside a call (the simulator, a job)', async () => {
    const [{ n: before }] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    await applyProductChanges(s.t.app.db, {
      storeCode: WRITTEN,
      products: padded([product('PAUD6')]),
      createdBy: 'simulator',
      source: 'simulator',
    });
    const [{ n: after }] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after).toBe(before);
  });
});

describe.each(backends)(
  "a product write's audit rows follow the trigger's configuration on $name",
  (backend) => {
    // a column the product write does not set (its default comes back from the write), and the trigger told to mask nfc
    const s = suite(backend, async (db) => {
      await db.exec(`ALTER TABLE products ADD COLUMN "auditOrigin" text DEFAULT 'factory'`);
      await db.exec(`CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW
      WHEN (current_setting('esl.audit', true) <> '')
      EXECUTE FUNCTION esl_audit_row('product', 'storeCode,prCode', 'storeCode', 'nfc', 'createdAt,updatedAt')`);
    });

    it('shows the column it does not set and masks what the trigger masks, as the trigger does', async () => {
      const created = await s.both([product('PAUD7', { nfc: 'secret-1' })]);
      expect(created.written[0].changes).toMatchObject({
        auditOrigin: [null, 'factory'],
        nfc: [null, '***'],
      });
      expect(created.written).toEqual(created.triggered);
      const changed = await s.both([product('PAUD7', { nfc: 'secret-2' })]);
      expect(changed.written.map((r) => r.changes)).toEqual([{ nfc: ['***', '***'] }]);
      expect(changed.written).toEqual(changed.triggered);
    });
  },
);
