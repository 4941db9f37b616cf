// Issue 36, the audited database's own round trips (server/db/auditedDb.ts): a call's lone statement runs with its
// audit context in a transaction of its own (on PostgreSQL one round trip, server/db/pgOneTrip.ts), and each
// transaction tells the call at COMMIT whether the audit trigger wrote a row (so that the call needs no action row);
// a statement or transaction that fails leaves no row and tells nothing.
import { describe, expect, it } from 'vitest';
import { runAudited, type AuditContext } from '../../server/db/auditContext.ts';
import { ADMIN, backends, signedInApp } from './helpers.ts';

describe.each(backends)('audited statements on $name', (backend) => {
  const s = signedInApp(backend);
  const contextOf = (requestId: string): AuditContext => ({
    actor: ADMIN.email,
    actorKind: 'account',
    sourceIp: '127.0.0.1',
    requestId: `${requestId}-${backend.name}`,
    call: 'product.update',
    route: 'POST /api/product',
  });
  const rowsOf = (context: AuditContext) =>
    s.t.db.query<{ action: string; entityKey: string }>(
      'SELECT action, "entityKey" FROM audit_log WHERE "requestId" = $1 ORDER BY id',
      [context.requestId],
    );
  const rename = (code: string, name: string) =>
    s.t.app.db.query(`UPDATE products SET "prName" = $2 WHERE "storeCode" = 'EU001' AND "prCode" = $1`, [
      code,
      name,
    ]);

  it('a lone statement writes its row in its own transaction and tells the call it has one', async () => {
    const code = `TRIP-${backend.name}`;
    await s.t.db.query(
      `INSERT INTO products ("storeCode", "prCode", "prName") VALUES ('EU001', $1, 'Before')`,
      [code],
    );
    const changed = contextOf('lone');
    await runAudited(changed, () => rename(code, 'After'));
    expect(changed.logged).toBe(true);
    expect(await rowsOf(changed)).toEqual([{ action: 'update', entityKey: `EU001/${code}` }]);
    // a statement that changes no row wrote, but has no row: the call's action row is still to come
    const unchanged = contextOf('unchanged');
    await runAudited(unchanged, () => rename(`${code}-none`, 'Nobody'));
    expect(unchanged).toMatchObject({ wrote: true });
    expect(unchanged.logged).toBeUndefined();
    expect(await rowsOf(unchanged)).toEqual([]);
  });

  it('a lone statement that fails leaves no row, tells nothing, and its context does not outlive it', async () => {
    const failed = contextOf('failed');
    // (the product of the first test: a code may not be null)
    const code = `TRIP-${backend.name}`;
    await expect(
      runAudited(failed, () =>
        s.t.app.db.query(
          `UPDATE products SET "prCode" = NULL WHERE "storeCode" = 'EU001' AND "prCode" = $1`,
          [code],
        ),
      ),
    ).rejects.toThrow();
    expect(failed.logged).toBeUndefined();
    expect(await rowsOf(failed)).toEqual([]);
    const [{ setting }] = await s.t.db.query<{ setting: string | null }>(
      `SELECT current_setting('esl.audit', true) AS setting`,
    );
    expect(setting ?? '').toBe('');
  });

  it('a transaction tells the call at COMMIT; one that rolls back tells nothing', async () => {
    const code = `TRIP-${backend.name}`;
    const committed = contextOf('committed');
    await runAudited(committed, () =>
      s.t.app.db.transaction((tx) =>
        tx.query(`UPDATE products SET "prName" = 'Committed' WHERE "storeCode" = 'EU001' AND "prCode" = $1`, [
          code,
        ]),
      ),
    );
    expect(committed.logged).toBe(true);
    expect(await rowsOf(committed)).toHaveLength(1);
    const rolledBack = contextOf('rolled-back');
    await expect(
      runAudited(rolledBack, () =>
        s.t.app.db.transaction(async (tx) => {
          await tx.query(
            `UPDATE products SET "prName" = 'Rolled back' WHERE "storeCode" = 'EU001' AND "prCode" = $1`,
            [code],
          );
          throw new Error('the call failed');
        }),
      ),
    ).rejects.toThrow('the call failed');
    expect(rolledBack.logged).toBeUndefined();
    expect(await rowsOf(rolledBack)).toEqual([]);
  });
});
