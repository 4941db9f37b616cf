// The chain bench's PostgreSQL database itself (scripts/bench/chainBuild.ts fills it): where it lives (esl_chain on
// 127.0.0.1:5432, CHAIN_DATABASE_URL to move it, CHAIN_TABLESPACE to put it in a tablespace), whether it holds a
// complete build to reuse (its marker row), the disk it needs, and creating and dropping it.
import { statfsSync } from 'node:fs';
import pg from 'pg';
import { ask } from '../../server/db/pgAdmin';
import { ADMIN_URL } from '../../tests/server/backends';

export const CHAIN_DATABASE_URL =
  process.env.CHAIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/esl_chain';
/**
 * a tablespace to create the chain database in (CHAIN_TABLESPACE=chain_ts): on a disk of its own, or on a
 * compressing filesystem when the data directory's disk cannot hold the fleet (README, "Chain scale")
 */
const CHAIN_TABLESPACE = process.env.CHAIN_TABLESPACE;

export interface ChainSpec {
  stores: number;
  tags: number;
}

export interface Phase {
  name: string;
  seconds: number;
}

export interface ChainDatabase {
  url: string;
  reused: boolean;
  phases: Phase[];
  bytes: number;
  rows: Record<string, number>;
}

export const specText = (spec: ChainSpec) => `${spec.stores}x${spec.tags}`;

/**
 * bytes a build takes, scaled by the tags (the history grows with them too: delivery by tags a day, battery
 * forecasts a tag each; the alarms with the stores): 2000 x 10,000 took 50 GiB (2,690 bytes a tag, indexes
 * included), and an index being built needs room for its sort beside it
 */
export const BYTES_PER_TAG = 2_800;

/** the directory the chain database's files go to: its tablespace's, else PostgreSQL's data directory */
async function databaseDirectory(): Promise<string> {
  return withAdmin(async (c) => {
    if (CHAIN_TABLESPACE) {
      const found = await c.query<{ location: string }>(
        'SELECT pg_tablespace_location(oid) AS location FROM pg_tablespace WHERE spcname = $1',
        [CHAIN_TABLESPACE],
      );
      if (!found.rows[0]) throw new Error(`no tablespace ${CHAIN_TABLESPACE} (CHAIN_TABLESPACE)`);
      return found.rows[0].location;
    }
    return (await c.query<{ data_directory: string }>('SHOW data_directory')).rows[0]?.data_directory;
  });
}

/**
 * refuses a build the disk of the database's directory cannot hold (when it is on this machine); a compressing
 * filesystem holds more than its free space says, and its builds pass --chain-force
 */
async function checkDisk(spec: ChainSpec, log: (line: string) => void): Promise<void> {
  const needed = spec.stores * spec.tags * BYTES_PER_TAG;
  const dir = await databaseDirectory();
  let free: number;
  try {
    const fs = statfsSync(dir);
    free = fs.bavail * fs.bsize;
  } catch {
    log(`cannot see the disk of ${dir}: building without the disk check (needs about ${gib(needed)})`);
    return;
  }
  log(`the build needs about ${gib(needed)}; ${gib(free)} free under ${dir}`);
  if (needed > free * 0.9 && !process.argv.includes('--chain-force'))
    throw new Error(
      `not enough disk for ${specText(spec)}: about ${gib(needed)} needed, ${gib(free)} free (--chain-force builds anyway)`,
    );
}

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

const withAdmin = <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => ask(ADMIN_URL, run);

export const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** the marker's phases when the database holds a complete build of this spec and one of `schemas`, else undefined */
export async function completeBuild(
  url: string,
  spec: ChainSpec,
  schemas: string[],
): Promise<Phase[] | undefined> {
  const exists = await withAdmin(async (c) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName(url)]),
  );
  if (exists.rowCount === 0) return undefined;
  try {
    const marker = await ask(url, (client) =>
      client.query<{ phases: Phase[] }>(
        `SELECT phases FROM chain_bench_build WHERE spec = $1 AND schema = ANY($2)
           AND EXISTS (SELECT 1 FROM tags) AND EXISTS (SELECT 1 FROM delivery_attempts)`,
        [specText(spec), schemas],
      ),
    );
    return marker.rows[0]?.phases;
  } catch {
    return undefined; // no marker table: an older or broken build
  }
}

/** a new, empty chain database (the old one dropped), when the disk can hold `spec` */
export async function createChainDatabase(spec: ChainSpec, log: (line: string) => void): Promise<void> {
  const name = databaseName(CHAIN_DATABASE_URL);
  log(`building ${specText(spec)} into ${name} (dropped first when present)`);
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await checkDisk(spec, log);
  const tablespace = CHAIN_TABLESPACE ? ` TABLESPACE ${pg.escapeIdentifier(CHAIN_TABLESPACE)}` : '';
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}${tablespace}`));
}

/** DROP the chain database (`npm run bench -- --chain-drop`) */
export async function dropChain(): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName(CHAIN_DATABASE_URL)} WITH (FORCE)`));
}
