// PGlite in a worker thread (issue 25): the in-process backend's behaviour (answers, PostgreSQL error fields,
// transactions, dumps), with its statements off the event loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDb } from '../../server/db/pglite.ts';
import { openPgliteWorker } from '../../server/db/pgliteWorker.ts';
import { answerOf, DB_MESSAGES } from '../../server/http/errors.ts';
import { messageBody } from '../../server/http/messages.ts';

describe('PGlite in a worker thread', () => {
  // one database for the file (a fresh PGlite runs initdb): each test has tables of its own
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPgliteWorker('memory://');
  });
  afterAll(() => db?.close());

  it('leaves the event loop free while a statement runs', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 1);
    await db.query('SELECT pg_sleep(0.3)');
    order.push('statement');
    expect(order).toEqual(['timer', 'statement']);
  });

  it('answers rows with the types of the in-process backend', async () => {
    const [row] = await db.query<{ n: number; at: Date; bytes: Uint8Array; doc: object; list: string[] }>(
      `SELECT 42 AS n, now() AS at, $1::bytea AS bytes, $2::jsonb AS doc, ARRAY['a', 'b'] AS list`,
      [Buffer.from('hi'), { x: 1 }],
    );
    expect(row.n).toBe(42);
    expect(row.at).toBeInstanceOf(Date);
    expect(Buffer.from(row.bytes).toString()).toBe('hi');
    expect(row).toMatchObject({ doc: { x: 1 }, list: ['a', 'b'] });
  });

  it("keeps PostgreSQL's error fields, so a duplicate key is answered 400", async () => {
    await db.exec('CREATE TABLE t_dup (id int PRIMARY KEY)');
    await db.query('INSERT INTO t_dup VALUES (1)');
    const error = await db.query('INSERT INTO t_dup VALUES (1)').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', severity: 'ERROR', constraint: 't_dup_pkey' });
    expect(answerOf(error)).toEqual({ status: 400, body: messageBody(DB_MESSAGES.constraint) });
  });

  it('commits a transaction that resolves, rolls back one that throws, and holds other statements meanwhile', async () => {
    await db.exec('CREATE TABLE t_tx (id int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t_tx VALUES (1)');
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    let outside: Promise<Array<{ n: number }>> | undefined;
    const inside = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t_tx VALUES (2)');
      outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t_tx');
      await tx.query('INSERT INTO t_tx VALUES (3)');
      return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t_tx');
    });
    expect(inside).toEqual([{ n: 2 }]);
    expect(await outside).toEqual([{ n: 2 }]);
    expect(await db.query('SELECT id FROM t_tx ORDER BY id')).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('answers a failed statement inside a transaction with its error, and the transaction is rolled back', async () => {
    await db.exec('CREATE TABLE t_fail (id int PRIMARY KEY)');
    const error = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t_fail VALUES (1)');
        await tx.query('INSERT INTO t_fail VALUES (1)');
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM t_fail')).toEqual([]);
  });

  it('opens a copy of a dumped data directory', async () => {
    await db.exec("CREATE TABLE t_dump (v text); INSERT INTO t_dump VALUES ('kept')");
    const copy = await openPgliteWorker('memory://', { loadDataDir: new Blob([await db.dumpDataDir()]) });
    try {
      expect(await copy.query('SELECT v FROM t_dump')).toEqual([{ v: 'kept' }]);
    } finally {
      await copy.close();
    }
  });
});
