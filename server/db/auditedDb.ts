// The database as the routes see it (issue 36): a statement that may change rows, run while a write call is handled
// (auditContext.ts), runs in a transaction that first sets `esl.audit` to who makes the change, so that the
// audit triggers (server/audit/auditTrigger.sql) write their rows in the change's own transaction. A transaction the
// code opens gets the setting with its BEGIN (one round trip on PostgreSQL). Reads, the audit log's own rows, and
// everything outside a write call (jobs, the simulator) pass through untouched.
import { currentAuditContext, type AuditContext } from './auditContext.ts';
import type { Db, TransactionSettings } from './db.ts';

/** INSERT, UPDATE, DELETE or MERGE, alone or in a WITH: a statement that may change rows */
const CHANGES_ROWS =
  /^\s*(?:insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(?:insert\s+into|update|delete\s+from|merge\s+into)\b/i;

/** the audit log's own rows (an action, a sign-in) carry who made them in their values: no context to set */
const WRITES_AUDIT_LOG = /^\s*insert\s+into\s+"?audit_log"?\s/i;

const changesAuditedRows = (sql: string): boolean => CHANGES_ROWS.test(sql) && !WRITES_AUDIT_LOG.test(sql);

/** the transaction-local setting the audit triggers read (server/audit/auditTrigger.sql) */
function settingsOf(context: AuditContext): TransactionSettings {
  context.wrote = true;
  const { actor, actorKind, sourceIp, requestId, call, route } = context;
  return { 'esl.audit': JSON.stringify({ actor, actorKind, sourceIp, requestId, call, route }) };
}

export function auditedDb(db: Db): Db {
  return {
    // what the backend offers besides (the readiness probe, the pool's usage) is the wrapped database's
    ...db,
    kind: db.kind,
    query(sql, params) {
      const context = currentAuditContext();
      if (!context || !changesAuditedRows(sql)) return db.query(sql, params);
      return db.transaction((tx) => tx.query(sql, params), settingsOf(context));
    },
    exec(sql) {
      const context = currentAuditContext();
      if (!context || !changesAuditedRows(sql)) return db.exec(sql);
      return db.transaction((tx) => tx.exec(sql), settingsOf(context));
    },
    transaction(fn, settings) {
      const context = currentAuditContext();
      if (!context) return db.transaction(fn, settings);
      return db.transaction(fn, { ...settings, ...settingsOf(context) });
    },
    lockSession: (owner) => db.lockSession(owner),
    close: () => db.close(),
  } as Db;
}
