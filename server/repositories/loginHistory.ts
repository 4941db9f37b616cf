// Login history: one row per login attempt (success or not) and per logout; each also in the audit log (issue 36:
// signIn, signInFailed, signOut), with the request's id, call and route when a call records it.
import { currentAuditContext } from '../db/auditContext.ts';
import type { Queryable } from '../db/db.ts';
import { recordSecurityEvent } from './auditLog.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { LoginHistoryRow } from './types.ts';

export const LOGIN = 0;
export const LOGOUT = 1;

export class LoginHistoryRepository extends EntityRepository<LoginHistoryRow> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta, ['ip', 'type', 'email', 'updatedAt']);
  }

  override with(tx: Queryable): LoginHistoryRepository {
    return new LoginHistoryRepository(tx, this.meta);
  }

  async record(entry: {
    ip: string;
    type: 0 | 1;
    email: string;
    success: boolean;
    locked: boolean;
  }): Promise<void> {
    await this.insert({ ...entry, updatedAt: new Date() });
    const context = currentAuditContext();
    await recordSecurityEvent(this.db, {
      action: entry.type === LOGOUT ? 'signOut' : entry.success ? 'signIn' : 'signInFailed',
      actor: entry.email,
      sourceIp: entry.ip,
      requestId: context?.requestId,
      call: context?.call,
      route: context?.route,
      details: entry.locked ? { locked: true } : undefined,
    });
  }
}
