// The PGlite thread's prepared statements (server/db/pglitePrepared.ts): the same rows and errors as PGlite's own
// query(), statements prepared again after a schema change or a DEALLOCATE ALL, the least recently used closed
// beyond the limit, and a statement outside a transaction waiting for the open one.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from '../../server/db/pglitePrepared.ts';

describe('PGlite prepared statements', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`CREATE TABLE items (id int PRIMARY KEY, name text, tags jsonb, seen timestamptz);
      INSERT INTO items SELECT g, 'item ' || g, '["a"]', '2026-01-02T03:04:05Z' FROM generate_series(1, 50) g;`);
  });
  afterAll(() => pg.close());

  it('answers as query() does: typed values in, parsed rows out, the same statement again', async () => {
    const prepared = new PreparedStatements(pg);
    const sql = `SELECT id, name, tags, seen FROM items WHERE id = ANY($1::int[]) AND tags @> $2 ORDER BY id`;
    for (const ids of [[1, 2], [3], [4, 5, 6]]) {
      const ours = await prepared.query(sql, [ids, ['a']], false);
      const theirs = await pg.query(sql, [ids, ['a']]);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.rows.map((r) => (r as { id: number }).id)).toEqual(ids);
    }
    expect(prepared.size).toBe(1);
    const written = await prepared.query(`UPDATE items SET name = $1 WHERE id > $2`, ['late', 48], false);
    expect(written.affectedRows).toBe(2);
  });

  it("throws PostgreSQL's error with its code, and keeps working after it", async () => {
    const prepared = new PreparedStatements(pg);
    await expect(prepared.query('SELECT nope FROM items', [], false)).rejects.toMatchObject({
      code: '42703',
    });
    await expect(prepared.query('INSERT INTO items (id) VALUES ($1)', [1], false)).rejects.toMatchObject({
      code: '23505',
    });
    expect((await prepared.query('SELECT count(*)::int AS n FROM items', [], false)).rows).toEqual([
      { n: 50 },
    ]);
  });

  it('prepares a statement again when its table changed under it, or after DEALLOCATE ALL', async () => {
    const prepared = new PreparedStatements(pg);
    await pg.exec('CREATE TABLE shelves (code text PRIMARY KEY); INSERT INTO shelves VALUES ($$A1$$)');
    expect((await prepared.query('SELECT * FROM shelves', [], false)).rows).toEqual([{ code: 'A1' }]);
    await pg.exec(`ALTER TABLE shelves ADD COLUMN aisle text DEFAULT 'north'`);
    expect((await prepared.query('SELECT * FROM shelves', [], false)).rows).toEqual([
      { code: 'A1', aisle: 'north' },
    ]);
    await pg.exec('DEALLOCATE ALL');
    expect((await prepared.query('SELECT * FROM shelves', [], false)).rows).toHaveLength(1);
  });

  it('closes the least recently used statements beyond its limit', async () => {
    const prepared = new PreparedStatements(pg, 3);
    for (let i = 0; i < 10; i++) await prepared.query(`SELECT ${i} AS n`, [], false);
    expect(prepared.size).toBe(3);
    const open = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(open.rows[0].n).toBeLessThanOrEqual(3 + 3 + 1);
    expect((await prepared.query('SELECT 9 AS n', [], false)).rows).toEqual([{ n: 9 }]);
  });

  it('runs a statement of no transaction after the open transaction ends, one of it inside it', async () => {
    const prepared = new PreparedStatements(pg);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pg
      .transaction(async () => {
        await prepared.query(`UPDATE items SET name = 'in tx' WHERE id = 1`, [], true);
        order.push('inside');
        await held;
        throw new Error('rolled back');
      })
      .catch(() => order.push('rolled back'));
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const outside = prepared
      .query<{ name: string }>('SELECT name FROM items WHERE id = 1', [], false)
      .then((result) => order.push(`outside saw ${result.rows[0].name}`));
    // a statement that did not wait would have run by now, inside the transaction, and seen its change
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['inside', 'rolled back', 'outside saw item 1']);
  });
});
