// Single sign-on's short-lived rows (migration 940): a sign-in under way (sso_flow, keyed by its state, taken once
// by the callback on whichever instance it lands) and the one-time code the console exchanges for its session
// (sso_code, by its sha256, taken once). Both expire; an expired row is never answered and purgeExpired drops it.
import type { Queryable } from '../db/db.ts';

export interface SsoFlow {
  state: string;
  providerId: number;
  codeVerifier: string;
  nonce: string;
  browserHash: string;
}

export class SsoFlowsRepository {
  constructor(readonly db: Queryable) {}

  async start(flow: SsoFlow, ttlSeconds: number): Promise<void> {
    await this.db.query(
      `INSERT INTO sso_flow (state, "providerId", "codeVerifier", nonce, "browserHash", "expiresAt")
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [flow.state, flow.providerId, flow.codeVerifier, flow.nonce, flow.browserHash, ttlSeconds],
    );
  }

  /** the live flow of this state, removed as it is read: a state is used once */
  async take(state: string): Promise<SsoFlow | undefined> {
    const [row] = await this.db.query<SsoFlow & { live: boolean }>(
      `DELETE FROM sso_flow WHERE state = $1
       RETURNING state, "providerId"::int AS "providerId", "codeVerifier", nonce, "browserHash",
         "expiresAt" > now() AS live`,
      [state],
    );
    if (!row?.live) return undefined;
    const { live: _live, ...flow } = row;
    return flow;
  }

  async addCode(codeHash: string, email: string, ttlSeconds: number): Promise<void> {
    await this.db.query(
      `INSERT INTO sso_code ("codeHash", email, "expiresAt") VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [codeHash, email, ttlSeconds],
    );
  }

  /** the account of a live one-time code, the code removed as it is read */
  async takeCode(codeHash: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ email: string; live: boolean }>(
      `DELETE FROM sso_code WHERE "codeHash" = $1 RETURNING email, "expiresAt" > now() AS live`,
      [codeHash],
    );
    return row?.live ? row.email : undefined;
  }

  async purgeExpired(): Promise<number> {
    const flows = await this.db.query('DELETE FROM sso_flow WHERE "expiresAt" <= now() RETURNING 1');
    const codes = await this.db.query('DELETE FROM sso_code WHERE "expiresAt" <= now() RETURNING 1');
    return flows.length + codes.length;
  }
}
