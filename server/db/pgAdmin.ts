// Questions about a PostgreSQL server asked over a connection of their own, before a backup or a restore drives
// pg_dump or pg_restore on it (server/backup/pgTools.ts): its major version, and whether a database is empty.
import pg from 'pg';

/** `fn` on a connection of its own to `url`, closed after it (also the chain bench's, scripts/bench/chainDatabase.ts) */
export async function ask<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const postgresMajor = (url: string): Promise<number> =>
  ask(url, async (client) => {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0].v) / 10000);
  });

/** the tables of the public schema (a restore refuses a database that has some, unless forced) */
export const publicTableCount = (url: string): Promise<number> =>
  ask(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    return Number(rows[0].n);
  });
