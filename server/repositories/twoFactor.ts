// Two-factor sign-in (issue 36; table two_factor from schemas/twoFactor.schema.json, the challenges in migration
// 930). The writes that make a code or a recovery code single-use are one conditional statement each, so two
// instances answering the same code at once accept it once.
import type { Queryable } from '../db/db.ts';
import type { TwoFactorRecord } from '../../domain/generated/rows.ts';
import { TwoFactorTableBase } from '../generated/repositories.ts';
import { hashToken, newToken } from './token.ts';

/** what a login's password step decided, for the session its code step opens */
export interface LoginState {
  weakPwd: boolean;
  forceChange: boolean;
  locale?: string;
}

export class TwoFactorRepository extends TwoFactorTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  /** the account's row with its secrets (server use only) */
  find(email: string): Promise<TwoFactorRecord | undefined> {
    return this.rows.get({ email }, { internal: true });
  }

  /** a new enrolment's secret waits for its first code; an account with two-factor on keeps its own (false) */
  async startEnrolment(email: string, pendingCipher: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO two_factor (email, "pendingCipher") VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET "pendingCipher" = EXCLUDED."pendingCipher", "updatedAt" = now()
         WHERE two_factor."enabledAt" IS NULL
       RETURNING 1`,
      [email, pendingCipher],
    );
    return rows.length > 0;
  }

  /** the first code confirmed the pending secret: two-factor is on, with its recovery codes */
  async confirm(email: string, step: number, recoveryHashes: string[]): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE two_factor SET "secretCipher" = "pendingCipher", "pendingCipher" = NULL, "enabledAt" = now(),
         "lastStep" = $2, "recoveryHashes" = $3::text[], "updatedAt" = now()
       WHERE email = $1 AND "enabledAt" IS NULL AND "pendingCipher" IS NOT NULL RETURNING 1`,
      [email, step, recoveryHashes],
    );
    return rows.length > 0;
  }

  /** records `step` as used, when it is later than the last one used (false: a replay, or a race lost) */
  async useStep(email: string, step: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE two_factor SET "lastStep" = $2, "updatedAt" = now()
       WHERE email = $1 AND "enabledAt" IS NOT NULL AND ("lastStep" IS NULL OR "lastStep" < $2) RETURNING 1`,
      [email, step],
    );
    return rows.length > 0;
  }

  /** removes a recovery code's hash, when it is still there (false: used already) */
  async useRecoveryCode(email: string, hash: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE two_factor SET "recoveryHashes" = array_remove("recoveryHashes", $2), "updatedAt" = now()
       WHERE email = $1 AND $2 = ANY("recoveryHashes") RETURNING 1`,
      [email, hash],
    );
    return rows.length > 0;
  }

  async setRecoveryCodes(email: string, hashes: string[]): Promise<void> {
    await this.db.query(
      `UPDATE two_factor SET "recoveryHashes" = $2::text[], "updatedAt" = now() WHERE email = $1`,
      [email, hashes],
    );
  }

  /** two-factor off: the row goes, with its secrets and the account's challenges */
  async remove(email: string): Promise<boolean> {
    await this.db.query('DELETE FROM two_factor_challenge WHERE email = $1', [email]);
    const rows = await this.db.query('DELETE FROM two_factor WHERE email = $1 RETURNING 1', [email]);
    return rows.length > 0;
  }

  /** a login's challenge (its sha256 stored), alive `ttlSeconds`; the dead ones are pruned on the way */
  async createChallenge(
    email: string,
    ip: string,
    ttlSeconds: number,
    state: LoginState,
  ): Promise<{ challenge: string; expiresAt: Date }> {
    await this.db.query('DELETE FROM two_factor_challenge WHERE "expiresAt" <= now()');
    const challenge = newToken();
    const [row] = await this.db.query<{ expiresAt: Date }>(
      `INSERT INTO two_factor_challenge ("challengeHash", email, ip, "expiresAt", "weakPwd", "forceChange", locale)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6, $7) RETURNING "expiresAt"`,
      [hashToken(challenge), email, ip, ttlSeconds, state.weakPwd, state.forceChange, state.locale ?? null],
    );
    return { challenge, expiresAt: row!.expiresAt };
  }

  /** a live challenge: its account and what the password step decided */
  async findChallenge(challenge: string): Promise<({ email: string } & LoginState) | undefined> {
    const rows = await this.db.query<{
      email: string;
      weakPwd: boolean;
      forceChange: boolean;
      locale: string | null;
    }>(
      `SELECT email, "weakPwd", "forceChange", locale FROM two_factor_challenge
       WHERE "challengeHash" = $1 AND "expiresAt" > now()`,
      [hashToken(challenge)],
    );
    const row = rows[0];
    return (
      row && {
        email: row.email,
        weakPwd: row.weakPwd,
        forceChange: row.forceChange,
        locale: row.locale ?? undefined,
      }
    );
  }

  /** the challenge is spent (a completed login, or the account locked); false: it was already */
  async endChallenge(challenge: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM two_factor_challenge WHERE "challengeHash" = $1 RETURNING 1',
      [hashToken(challenge)],
    );
    return rows.length > 0;
  }
}
