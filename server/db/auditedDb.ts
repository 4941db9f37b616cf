// The database as the routes see it (issue 36): a statement that may change rows, run while a write call is handled
// (auditContext.ts), runs in a transaction that first sets `esl.audit` to who makes the change, so that the
// audit triggers (server/audit/auditTrigger.sql) write their rows in the change's own transaction. A transaction the
// code opens gets the setting with its BEGIN (one round trip on PostgreSQL); a lone statement goes with its setting
// in one round trip (Db.queryWithSettings), as it would without. Each transaction's COMMIT brings back whether the
// trigger wrote a row (its mark, `esl.audit_logged`, read in COMMIT's round trip): a call with a row committed
// needs no action row (server/repositories/auditLog.ts recordAction). Reads, the audit log's own rows, and
// everything outside a write call (jobs, the simulator) pass through untouched.
import { AUDIT_LOGGED_SETTING, currentAuditContext, type AuditContext } from './auditContext.ts';
import { queryWithSettings, type CommitReport, type Db, type TransactionSettings } from './db.ts';

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

/** the audit trigger's mark that it wrote a row, read at COMMIT: the request has a row, its action row is not
 * needed; once a transaction said so, the later ones need not tell */
function reportOf(context: AuditContext): CommitReport | undefined {
  if (context.logged) return undefined;
  return {
    setting: AUDIT_LOGGED_SETTING,
    committed(value) {
      if (value === 'on') context.logged = true;
    },
  };
}

export function auditedDb(db: Db): Db {
  return {
    // what the backend offers besides (the readiness probe, the pool's usage) is the wrapped database's
    ...db,
    kind: db.kind,
    query(sql, params) {
      const context = currentAuditContext();
      if (!context || !changesAuditedRows(sql)) return db.query(sql, params);
      // in a transaction of its own: one round trip on PostgreSQL, as without the context
      return queryWithSettings(db, sql, params, settingsOf(context), reportOf(context));
    },
    exec(sql) {
      const context = currentAuditContext();
      if (!context || !changesAuditedRows(sql)) return db.exec(sql);
      return db.transaction((tx) => tx.exec(sql), settingsOf(context), reportOf(context));
    },
    transaction(fn, settings, report) {
      const context = currentAuditContext();
      if (!context) return db.transaction(fn, settings, report);
      return db.transaction(fn, { ...settings, ...settingsOf(context) }, report ?? reportOf(context));
    },
    queryWithSettings(sql, params, settings, report) {
      const context = currentAuditContext();
      if (!context) return queryWithSettings(db, sql, params, settings, report);
      return queryWithSettings(
        db,
        sql,
        params,
        { ...settings, ...settingsOf(context) },
        report ?? reportOf(context),
      );
    },
    lockSession: (owner) => db.lockSession(owner),
    close: () => db.close(),
  } as Db;
}
