// Who makes the changes of the current request (issue 36), as the data layer sees it: set around a write call's
// handler (server/audit/auditedHandler.ts), read by the audited database (auditedDb.ts), which hands it to the audit
// trigger in each transaction that may change a row. Outside a request (jobs, the simulator, the seed) there is
// none, and nothing is audited.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditContext {
  /** the account's email, an API token's actor name (token:<id>:<name>), or '' before anyone signed in */
  actor: string;
  actorKind: 'account' | 'token' | 'anonymous';
  sourceIp: string;
  /** the request's id (its answer's X-Request-Id): ties the rows of one request together */
  requestId: string;
  /** the call of the contract (product.update) */
  call: string;
  /** METHOD and route template */
  route: string;
  /** set by the audited database when a statement that may change rows ran in this request */
  wrote?: boolean;
  /** set by the audited database when a transaction of this request committed an audit row (the trigger's mark,
   * AUDIT_LOGGED_SETTING, read at COMMIT) */
  logged?: boolean;
}

/** the transaction-local mark the audit trigger sets ('on') when it writes a row (server/audit/auditTrigger.sql) */
export const AUDIT_LOGGED_SETTING = 'esl.audit_logged';

const storage = new AsyncLocalStorage<AuditContext>();

export function currentAuditContext(): AuditContext | undefined {
  return storage.getStore();
}

export function runAudited<T>(context: AuditContext, fn: () => T): T {
  return storage.run(context, fn);
}
