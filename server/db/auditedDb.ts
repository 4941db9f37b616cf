// The database as the routes see it (issue 36): a statement that may change rows, run while a write call is handled
// (auditContext.ts), runs in a transaction that first sets `esl.audit` to who makes the change, so that the
// audit trigger (server/audit/auditTrigger.sql) writes its rows in the change's own transaction. A transaction the
// code opens gets the setting as its first statement. Reads, and everything outside a write call (jobs, the
// simulator), pass through untouched.
import { currentAuditContext, type AuditContext } from './auditContext.ts';
import type { Db, Queryable } from './db.ts';

/** INSERT, UPDATE, DELETE or MERGE, alone or in a WITH: a statement that may change rows */
const CHANGES_ROWS =
  /^\s*(?:insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(?:insert\s+into|update|delete\s+from|merge\s+into)\b/i;

const SET_CONTEXT = `SELECT set_config('esl.audit', $1, true)`;

function contextJson(context: AuditContext): string {
  const { actor, actorKind, sourceIp, requestId, call, route } = context;
  return JSON.stringify({ actor, actorKind, sourceIp, requestId, call, route });
}

async function withContext(tx: Queryable, context: AuditContext): Promise<void> {
  context.wrote = true;
  await tx.query(SET_CONTEXT, [contextJson(context)]);
}

export function auditedDb(db: Db): Db {
  return {
    // what the backend offers besides (the readiness probe, the pool's usage) is the wrapped database's
    ...db,
    kind: db.kind,
    query(sql, params) {
      const context = currentAuditContext();
      if (!context || !CHANGES_ROWS.test(sql)) return db.query(sql, params);
      return db.transaction(async (tx) => {
        await withContext(tx, context);
        return tx.query(sql, params);
      });
    },
    exec(sql) {
      const context = currentAuditContext();
      if (!context || !CHANGES_ROWS.test(sql)) return db.exec(sql);
      return db.transaction(async (tx) => {
        await withContext(tx, context);
        await tx.exec(sql);
      });
    },
    transaction(fn) {
      const context = currentAuditContext();
      if (!context) return db.transaction(fn);
      return db.transaction(async (tx) => {
        await withContext(tx, context);
        return fn(tx);
      });
    },
    lockSession: (owner) => db.lockSession(owner),
    close: () => db.close(),
  } as Db;
}
