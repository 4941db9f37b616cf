// The counters of the credential calls' throttle (server/auth/throttle.ts) in the database (auth_attempts,
// migration 770): every instance on the database counts the same attempts. One statement counts the keys'
// attempts in the window and, when none is at its limit, writes one more for each (and prunes the old rows), so
// that concurrent calls, on one instance or several, see each other's attempts.
import type { Queryable } from '../db/db.ts';

export interface AttemptKey {
  /** 'address:<client address>' or 'email:<email>' */
  key: string;
  /** attempts allowed in the window */
  limit: number;
}

/** the attempts written (their ids), or the seconds until the key at its limit is below it again */
export type Taken = { ids: string[] } | { retryAfter: number };

const TAKE = `WITH wanted AS (
    SELECT * FROM unnest($2::text[], $3::int[]) AS w(key, lim)
  ), recent AS (
    SELECT w.key, w.lim, count(a.id)::int AS n, min(a.at) AS oldest
    FROM wanted w LEFT JOIN auth_attempts a
      ON a.call = $1 AND a.key = w.key AND a.at > now() - make_interval(secs => $4)
    GROUP BY w.key, w.lim
  ), over AS (
    SELECT * FROM recent WHERE n >= lim
  ), pruned AS (
    DELETE FROM auth_attempts WHERE at <= now() - make_interval(secs => $4)
  ), added AS (
    INSERT INTO auth_attempts (call, key)
    SELECT $1, key FROM wanted WHERE NOT EXISTS (SELECT 1 FROM over)
    RETURNING id
  )
  SELECT (SELECT coalesce(array_agg(id::text), '{}') FROM added) AS ids,
    (SELECT max(ceil(extract(epoch FROM oldest + make_interval(secs => $4) - now())))::int FROM over) AS "retryAfter"`;

export class AuthAttempts {
  constructor(
    readonly db: Queryable,
    readonly windowSeconds: number,
  ) {}

  async take(call: string, keys: AttemptKey[]): Promise<Taken> {
    const [row] = await this.db.query<{ ids: string[]; retryAfter: number | null }>(TAKE, [
      call,
      keys.map((k) => k.key),
      keys.map((k) => k.limit),
      this.windowSeconds,
    ]);
    if (row && row.retryAfter !== null) return { retryAfter: Math.max(1, row.retryAfter) };
    return { ids: row?.ids ?? [] };
  }

  /** forgets the call's attempts of these keys (a successful login clears its address's and email's failures) */
  async reset(call: string, keys: string[]): Promise<void> {
    await this.db.query(`DELETE FROM auth_attempts WHERE call = $1 AND key = ANY($2::text[])`, [call, keys]);
  }
}
