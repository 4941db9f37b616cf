// Password reset links (migration 210): the token goes into the mail, only its sha256 is stored.
import type { Queryable } from '../db/db.ts';
import { hashToken, newToken } from './token.ts';
import { normaliseEmail } from './accounts.ts';

export class PasswordResetsRepository {
  constructor(readonly db: Queryable) {}

  /** A new link for the account, valid `minutes`; the account's older links die. Answers the token. */
  async issue(email: string, minutes: number): Promise<string> {
    const token = newToken();
    await this.db.query('DELETE FROM password_resets WHERE email = $1', [normaliseEmail(email)]);
    await this.db.query(
      `INSERT INTO password_resets ("tokenHash", email, "expiresAt")
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hashToken(token), normaliseEmail(email), Math.round(minutes * 60)],
    );
    return token;
  }

  /** Uses the link up: true when the token was live and belonged to this email (once only). */
  async consume(email: string, token: string): Promise<boolean> {
    const rows = await this.db.query<{ expired: boolean }>(
      `DELETE FROM password_resets WHERE "tokenHash" = $1 AND email = $2 RETURNING "expiresAt" <= now() AS expired`,
      [hashToken(token), normaliseEmail(email)],
    );
    return rows.length === 1 && !rows[0].expired;
  }

  async deleteForEmail(email: string): Promise<void> {
    await this.db.query('DELETE FROM password_resets WHERE email = $1', [normaliseEmail(email)]);
  }
}
