// API tokens (issue 35; table api_token from schemas/apiToken.schema.json, indexes and the rate table in migration
// 895): found by the sha256 of the secret a request sends, read from the database on every request (a revocation
// holds on the next request on every instance), last use recorded at most once a minute, and a per-token
// per-second request count shared by every instance.
import type { Queryable } from '../db/db.ts';
import type { ApiTokenRecord } from '../../domain/generated/rows.ts';
import { ApiTokenTableBase } from '../generated/repositories.ts';
import { hashToken } from './token.ts';

/** a live token as a request resolves it: its grant and its role's privileges */
export interface LiveToken {
  id: number;
  name: string;
  role_id: number;
  store: string[] | null;
  enableWholeStore: boolean;
  rolePrivilege: unknown;
  /** its last use is older than a minute (or none): record this one */
  useStale: boolean;
}

export interface NewToken {
  name: string;
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
  createdBy: string;
  /** days until it expires; null = never */
  expiresInDays: number | null;
  secret: string;
  prefix: string;
}

/** how often a token's last use is written */
const LAST_USE_EVERY_SECONDS = 60;

export class ApiTokensRepository extends ApiTokenTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  async create(token: NewToken): Promise<ApiTokenRecord> {
    const [row] = await this.db.query<ApiTokenRecord>(
      `INSERT INTO api_token (name, prefix, role_id, store, "enableWholeStore", "createdBy", "expiresAt", "secretHash")
       VALUES ($1, $2, $3, $4::text[], $5, $6,
         CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(days => $7::int) END, $8)
       RETURNING ${this.columns()}`,
      [
        token.name,
        token.prefix,
        token.role_id,
        token.store,
        token.enableWholeStore,
        token.createdBy,
        token.expiresInDays,
        hashToken(token.secret),
      ],
    );
    return row!;
  }

  /** the unrevoked, unexpired token of this secret, or undefined */
  async live(secret: string): Promise<LiveToken | undefined> {
    const [row] = await this.db.query<LiveToken>(
      `SELECT t.id::int AS id, t.name, t.role_id, t.store, t."enableWholeStore", r.privilege AS "rolePrivilege",
         (t."lastUsedAt" IS NULL OR t."lastUsedAt" < now() - make_interval(secs => $2)) AS "useStale"
       FROM api_token t LEFT JOIN roles r ON r.role_id = t.role_id
       WHERE t."secretHash" = $1 AND t."revokedAt" IS NULL AND (t."expiresAt" IS NULL OR t."expiresAt" > now())`,
      [hashToken(secret), LAST_USE_EVERY_SECONDS],
    );
    return row;
  }

  /** records a use (time and address), unless one was recorded less than a minute ago (by any instance) */
  async used(id: number, address: string): Promise<void> {
    await this.db.query(
      `UPDATE api_token SET "lastUsedAt" = now(), "lastUsedIp" = $2
       WHERE id = $1 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - make_interval(secs => $3))`,
      [id, address, LAST_USE_EVERY_SECONDS],
    );
  }

  /** revokes a token (once: a revoked one keeps its first revocation); undefined when there is none */
  async revoke(id: number, by: string): Promise<ApiTokenRecord | undefined> {
    const [row] = await this.db.query<ApiTokenRecord>(
      `UPDATE api_token SET "revokedAt" = coalesce("revokedAt", now()), "revokedBy" = coalesce("revokedBy", $2)
       WHERE id = $1 RETURNING ${this.columns()}`,
      [id, by],
    );
    return row;
  }

  /**
   * counts a request of the token in the current second (one upsert; its older seconds pruned) and answers the
   * requests counted in that second, this one included
   */
  async countRequest(id: number): Promise<number> {
    const [row] = await this.db.query<{ requests: number }>(
      `WITH pruned AS (
         DELETE FROM api_token_rate WHERE "tokenId" = $1 AND second < floor(extract(epoch FROM clock_timestamp()))::bigint
       )
       INSERT INTO api_token_rate ("tokenId", second, requests)
       VALUES ($1, floor(extract(epoch FROM clock_timestamp()))::bigint, 1)
       ON CONFLICT ("tokenId", second) DO UPDATE SET requests = api_token_rate.requests + 1
       RETURNING requests`,
      [id],
    );
    return row?.requests ?? 1;
  }
}
