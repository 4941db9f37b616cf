// Accounts: the generic repository plus the login counters, passwords and role usage.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { AccountInternal, AccountRecord, WithoutInternal } from './types.ts';

/** an account as a read answers it: its x-internal columns (hash, counter, locale) only with `{ internal: true }` */
export type AccountRead = WithoutInternal<AccountRecord, AccountInternal>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AccountsRepository extends EntityRepository<AccountRead> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): AccountsRepository {
    return new AccountsRepository(tx, this.meta);
  }

  /** the account of this email (in any spacing and case), with its x-internal columns when `internal` */
  find(email: string, internal: true): Promise<AccountRecord | undefined>;
  find(email: string, internal?: false): Promise<AccountRead | undefined>;
  find(email: string, internal = false): Promise<AccountRead | undefined> {
    return this.get({ email: normaliseEmail(email) }, { internal });
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    return row.n;
  }

  /** The emails of the accounts of a role, in order (the administrators mailed by a system script's save). */
  async emailsWithRole(roleId: number): Promise<string[]> {
    const rows = await this.db.query<{ email: string }>(
      'SELECT email FROM accounts WHERE role_id = $1 ORDER BY email',
      [roleId],
    );
    return rows.map((r) => r.email);
  }

  /** Which of these (normalised) emails are accounts. */
  async existingEmails(emails: string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ email: string }>('SELECT email FROM accounts WHERE email = ANY($1)', [
      emails,
    ]);
    return new Set(rows.map((r) => r.email));
  }

  /** The email as stored of the account with this (lower-case) email in any case, if there is one. */
  async storedEmail(email: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ email: string }>(
      'SELECT email FROM accounts WHERE lower(email) = $1',
      [email],
    );
    return row?.email;
  }

  /** Adds a store to an account's store list (once). */
  async addStore(email: string, storeCode: string): Promise<void> {
    await this.db.query(
      `UPDATE accounts SET store = store || to_jsonb($2::text) WHERE email = $1 AND NOT store ? $2`,
      [email, storeCode],
    );
  }

  /** The accounts whose store list names the store, as JSON rows without their password hash and counter. */
  async exportOfStore(storeCode: string): Promise<Array<Record<string, unknown>>> {
    const rows = await this.db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(a) - 'passwordHash' - 'failCount' AS row FROM accounts a WHERE a.store ? $1 ORDER BY a.email`,
      [storeCode],
    );
    return rows.map((r) => r.row);
  }

  async countWithRole(roleId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM accounts WHERE role_id = $1',
      [roleId],
    );
    return row.n;
  }

  /** One more failed login; locks the account once the counter reaches `lockAfter`. */
  async recordFailure(email: string, lockAfter: number): Promise<{ failCount: number; locked: boolean }> {
    const rows = await this.db.query<{ failCount: number; locked: boolean }>(
      `UPDATE accounts SET "failCount" = COALESCE("failCount", 0) + 1,
         locked = locked OR COALESCE("failCount", 0) + 1 >= $2, "updatedAt" = now()
       WHERE email = $1 RETURNING "failCount", locked`,
      [normaliseEmail(email), lockAfter],
    );
    return rows[0] ?? { failCount: 0, locked: false };
  }

  /** a login went through: failures reset, the password's state, and the language it came in (when told) */
  async recordSuccess(email: string, weakPwd: boolean, forceChange: boolean, locale?: string): Promise<void> {
    await this.db.query(
      `UPDATE accounts SET "failCount" = 0, "weakPwd" = $2, "forceChange" = $3, locale = coalesce($4, locale)
       WHERE email = $1`,
      [normaliseEmail(email), weakPwd, forceChange, locale ?? null],
    );
  }

  async setPassword(
    email: string,
    change: { passwordHash: string; weakPwd: boolean; forceChange: boolean; unlock?: boolean },
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE accounts SET "passwordHash" = $2, "weakPwd" = $3, "forceChange" = $4, "lastPwdChanged" = now(),
         "updatedAt" = now(), locked = CASE WHEN $5 THEN false ELSE locked END,
         "failCount" = CASE WHEN $5 THEN 0 ELSE "failCount" END
       WHERE email = $1 RETURNING 1`,
      [
        normaliseEmail(email),
        change.passwordHash,
        change.weakPwd,
        change.forceChange,
        change.unlock === true,
      ],
    );
    return rows.length > 0;
  }

  async unlock(email: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE accounts SET locked = false, "failCount" = 0, "updatedAt" = now() WHERE email = $1 RETURNING 1`,
      [normaliseEmail(email)],
    );
    return rows.length > 0;
  }
}
