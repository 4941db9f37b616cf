// Sessions: tokens stored as sha256 hashes with an expiry; the lookup joins the account and its role.
import type { Queryable } from '../db/db.ts';
import { hashToken, newToken } from './token.ts';
import { ident } from '../db/sql.ts';
import { tables } from '../generated/tables.ts';
import { SESSION_CONFIG_KEYS, sessionConfigVersionSql } from './systemConfig.ts';
import type { AccountInternal, AccountRecord } from './types.ts';

/** how a session was opened (migration 940): its password (or a third-party script), or single sign-on */
export type SessionVia = 'password' | 'sso';

export interface SessionRecord {
  tokenHash: string;
  expiresAt: Date;
  /** how it was opened: the account's password, or single sign-on */
  via: SessionVia;
  /** the account without its x-internal columns */
  account: Omit<AccountRecord, AccountInternal>;
  rolePrivilege: unknown;
  /** the version of the session's systemConfig at the lookup (SystemConfigRepository.sessionConfigVersion) */
  configVersion: string;
  /** the two-factor policy requires the account to enrol before the session is of use (migration 930) */
  twoFactorPending: boolean;
}

/** the account's columns a session carries (never the password hash or the failure counter) */
const ACCOUNT_COLUMNS = tables.account.columns.filter((c) => !c.internal).map((c) => c.name);

export class SessionsRepository {
  constructor(readonly db: Queryable) {}

  async create(
    email: string,
    ttlHours: number,
    ip: string,
    twoFactorPending = false,
    via: SessionVia = 'password',
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const [row] = await this.db.query<{ expiresAt: Date }>(
      `INSERT INTO sessions ("tokenHash", email, ip, "expiresAt", "twoFactorPending", via)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6) RETURNING "expiresAt"`,
      [hashToken(token), email, ip, Math.round(ttlHours * 3600), twoFactorPending, via],
    );
    return { token, expiresAt: row.expiresAt };
  }

  /**
   * The live session of this token, when it belongs to this email and the account is not locked, with the
   * systemConfig version every answer carries: one statement, run before every request's work.
   */
  async find(token: string, email: string): Promise<SessionRecord | undefined> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT s."tokenHash", s."expiresAt", s."twoFactorPending", s.via, ${ACCOUNT_COLUMNS.map((c) => `a.${ident(c)}`).join(', ')},
         r.privilege AS "rolePrivilege",
         ${sessionConfigVersionSql('$3')} AS "configVersion"
       FROM sessions s JOIN accounts a ON a.email = s.email LEFT JOIN roles r ON r.role_id = a.role_id
       WHERE s."tokenHash" = $1 AND s.email = $2 AND s."expiresAt" > now() AND a.locked IS NOT TRUE`,
      [hashToken(token), email.trim().toLowerCase(), SESSION_CONFIG_KEYS],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      tokenHash: row.tokenHash as string,
      expiresAt: row.expiresAt as Date,
      via: row.via === 'sso' ? 'sso' : 'password',
      account: Object.fromEntries(
        ACCOUNT_COLUMNS.map((c) => [c, row[c]]),
      ) as unknown as SessionRecord['account'],
      rolePrivilege: row.rolePrivilege,
      configVersion: row.configVersion as string,
      twoFactorPending: row.twoFactorPending === true,
    };
  }

  /** the account enrolled: its sessions waiting for that are of use */
  async clearTwoFactorPending(email: string): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET "twoFactorPending" = false WHERE email = $1 AND "twoFactorPending"',
      [email],
    );
  }

  async delete(token: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM sessions WHERE "tokenHash" = $1 RETURNING 1', [
      hashToken(token),
    ]);
    return rows.length > 0;
  }

  /** Ends the account's sessions, except the one of `keepToken` (the caller's own, on a password change). */
  async deleteForEmail(email: string, keepToken?: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE email = $1 AND "tokenHash" <> $2', [
      email.trim().toLowerCase(),
      keepToken === undefined ? '' : hashToken(keepToken),
    ]);
  }

  async purgeExpired(): Promise<number> {
    const rows = await this.db.query('DELETE FROM sessions WHERE "expiresAt" <= now() RETURNING 1');
    return rows.length;
  }
}
