// The bench fleet's statement (server/sim/fleet.ts): what it built.
import type { Queryable } from '../../db/db.ts';

/** the tags of the database */
export async function countTags(db: Queryable): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tags');
  return n;
}
