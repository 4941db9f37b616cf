// The chain bench's database (issue 39, `npm run bench -- --chain [--chain-fleet 2000x20000]`): a PostgreSQL
// database of its own (esl_chain on 127.0.0.1:5432, CHAIN_DATABASE_URL to move it) with the fleet (stores,
// gateways, products and tags, server/seed/statements/bulkFleet.ts), a month of delivery (scripts/bench/delivery.ts),
// battery, alarm and sensor history (chainHistory.ts). Reused when its marker row says the same fleet and generator
// were built to the end with these migrations or the first of them (a hash of the migrations and GENERATOR_VERSION;
// the server applies the ones added since); dropped and built again otherwise. What makes the build fast:
//   - the big tables are UNLOGGED (no WAL for the rows nor for their indexes: a bench database; a crash of
//     PostgreSQL empties them, which the reuse check sees as an incomplete build),
//   - every secondary index of the loaded tables is dropped first and built once after the load,
//   - the rows are made in set-based SQL (generate_series, hashes of store and row: deterministic), a few stores a
//     statement, two statements at a time (one per core), then VACUUM ANALYZE for the planner.
// Each phase's seconds are printed and kept in the marker; the database's size at the end.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import { runDeliveryJob } from '../../server/delivery/deliveryJob';
import { DEFAULT_DELIVERY_TARGET, DeliveryRepository } from '../../server/repositories/delivery';
import { createRepositories, repositoriesOf } from '../../server/repositories/index';
import { dropSecondaryIndexes, inPairs, rebuildIndexes } from '../../server/seed/bulkFleet';
import { generatedStores, storeRecord } from '../../server/seed/fleet';
import { SeedBulkFleetRepository } from '../../server/seed/statements/bulkFleet';
import { createPrng } from '../../server/sim/prng';
import { BENCH_DAYS, insertDeliveryHistory } from './delivery';
import { insertAlarms, insertBattery, insertSensors } from './chainHistory';
import { repoRoot } from '../../tests/e2e/support/server';
import {
  CHAIN_DATABASE_URL,
  completeBuild,
  createChainDatabase,
  databaseName,
  specText,
  type ChainDatabase,
  type ChainSpec,
  type Phase,
} from './chainDatabase';

export { CHAIN_DATABASE_URL, dropChain, type ChainDatabase, type ChainSpec } from './chainDatabase';

/** bump when the generated rows change: a database built by another version is built again */
const GENERATOR_VERSION = 2; // 2: the delivery history's tasks one per store, day and kind
const SEED = 1;
const GATEWAYS_PER_STORE = 4;
const STORES_PER_STATEMENT = 10;
/** the tags' index by store (migration 131), built before the history that reads the tags of a few stores */
const TAGS_BY_STORE = 'tags_store_tagid_idx';
/** the tables the build fills (UNLOGGED, secondary indexes built after the load) */
const LOADED = [
  'tags',
  'products',
  'delivery_attempts',
  'update_task_tags',
  'battery_forecasts',
  'tag_battery_history',
  'alarm_history',
  'sensor_samples',
  'sensor_sample_hours',
];

/** the migrations' names and texts and the generator's version: what the marker must match to reuse */
export function schemaVersion(): string {
  return schemaVersions()[0];
}

/**
 * The versions a build may have to be reused: this schema's, then those of each shorter run of the migrations
 * (the last ones left out). A build of an earlier schema whose migrations are all still there, unchanged, is brought
 * up to this one by the migrations added since (the server applies them when it starts, as it would in a
 * deployment); a changed migration, or a new generator, builds anew.
 */
export function schemaVersions(): string[] {
  const dir = join(repoRoot, 'server/db/migrations');
  const names = readdirSync(dir).sort();
  const versions: string[] = [];
  const hash = createHash('sha1').update(`generator ${GENERATOR_VERSION}\n`);
  for (const name of names) {
    hash.update(name).update(readFileSync(join(dir, name)));
    versions.unshift(hash.copy().digest('hex').slice(0, 16));
  }
  return versions;
}

function chunksOf<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['stores', 'gateways', ...LOADED.filter((t) => t !== 'sensor_sample_hours')]) {
    const [row] = await db.query<{ n: string }>(`SELECT count(*)::bigint AS n FROM ${table}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

async function databaseBytes(db: Db): Promise<number> {
  const [row] = await db.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
  return Number(row.bytes);
}

async function build(db: Db, spec: ChainSpec, log: (line: string) => void): Promise<Phase[]> {
  const phases: Phase[] = [];
  const phase = async (name: string, run: () => Promise<void>) => {
    log(`${name}…`);
    const started = performance.now();
    await run();
    const seconds = (performance.now() - started) / 1000;
    phases.push({ name, seconds });
    log(`${name}: ${seconds.toFixed(1)} s`);
  };
  const now = new Date();
  const fleet = new SeedBulkFleetRepository(db);
  const stores = generatedStores(spec.stores, createPrng(SEED));
  const codes = stores.map((s) => s.storeCode);
  const chunks = chunksOf(codes, STORES_PER_STATEMENT);
  const overChunks = async (what: string, run: (chunk: string[], index: number) => Promise<void>) => {
    let done = 0;
    await inPairs(
      chunks.map((chunk, index) => ({ chunk, index })),
      async ({ chunk, index }) => {
        await run(chunk, index);
        done += chunk.length;
        if (done % 100 === 0 || done === codes.length) log(`  ${what}: ${done}/${codes.length} stores`);
      },
    );
  };
  await phase('schema (migrations), tables unlogged', async () => {
    await migrate(db);
    for (const table of LOADED) await db.query(`ALTER TABLE ${table} SET UNLOGGED`);
    await db.query(`CREATE TABLE IF NOT EXISTS chain_bench_build (spec text NOT NULL, schema text NOT NULL,
      phases jsonb NOT NULL, "builtAt" timestamptz NOT NULL DEFAULT now())`);
    await db.query('TRUNCATE chain_bench_build');
  });
  let indexes: Awaited<ReturnType<typeof dropSecondaryIndexes>> = [];
  await phase('stores and gateways, secondary indexes dropped', async () => {
    await createRepositories(db).stores.insertMany(stores.map(storeRecord));
    await fleet.insertGateways(codes, GATEWAYS_PER_STORE, SEED);
    indexes = await dropSecondaryIndexes(db, LOADED);
  });
  await phase('products and tags', () =>
    overChunks('products and tags', (chunk, i) =>
      fleet.insertProductsAndTags(
        chunk,
        chunk.map((_, j) => i * STORES_PER_STATEMENT + j + 1),
        spec.tags,
        SEED,
      ),
    ),
  );
  // the battery history reads the tags of a few stores a statement: without an index by store, each of its
  // statements read the whole tags table (20 million rows at 2000 x 10,000: 586 s for the phase)
  await phase(`tags (storeCode, tagId) index, for the history`, async () => {
    const byStore = indexes.filter((index) => index.indexname === TAGS_BY_STORE);
    await rebuildIndexes(db, byStore);
    indexes = indexes.filter((index) => !byStore.includes(index));
    await db.query('ANALYZE tags');
  });
  await phase(`delivery history (${BENCH_DAYS} days)`, () =>
    overChunks('delivery', (chunk, i) =>
      insertDeliveryHistory(db, chunk, spec.tags, i * STORES_PER_STATEMENT),
    ),
  );
  await phase('battery forecasts and readings', () =>
    overChunks('battery', (chunk) => insertBattery(db, chunk, now)),
  );
  await phase('alarm history', () => overChunks('alarms', (chunk) => insertAlarms(db, chunk, now)));
  await phase('sensors and samples', () => overChunks('sensors', (chunk) => insertSensors(db, chunk, now)));
  await phase(`${indexes.length} secondary indexes built`, () => rebuildIndexes(db, indexes));
  await phase('gateway tag counts, VACUUM ANALYZE, store counters and statistics', async () => {
    await fleet.countGatewayTags(codes);
    await inPairs([...LOADED, 'gateways', 'stores'], (table) =>
      db.query(`VACUUM ANALYZE ${table}`).then(() => {}),
    );
    await repositoriesOf(db).stores.refreshCounters();
    await repositoriesOf(db).statsRefresh.refresh();
  });
  await phase('delivery rollup and first delivery job', async () => {
    const repo = new DeliveryRepository(db);
    const { today } = await repo.today(now);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (BENCH_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await repo.rollup(now, from, today, DEFAULT_DELIVERY_TARGET);
    await db.query('VACUUM ANALYZE delivery_daily');
    await runDeliveryJob(db, DEFAULT_DELIVERY_TARGET, new Date());
  });
  return phases;
}

/** the chain database of `spec`: reused when complete, else (re)built; its phases, size and row counts */
export async function ensureChain(spec: ChainSpec, log: (line: string) => void): Promise<ChainDatabase> {
  const url = CHAIN_DATABASE_URL;
  const schema = schemaVersion();
  const previous = await completeBuild(url, spec, schemaVersions());
  if (!previous) await createChainDatabase(spec, log);
  else
    log(`reusing ${databaseName(url)}: a complete ${specText(spec)} build of this schema or an earlier one`);
  // the build runs statements of minutes
  const db = await openDb({ ...loadConfig(), databaseUrl: url, statementTimeoutMs: 0 });
  try {
    const phases = previous ?? (await build(db, spec, log));
    if (!previous)
      await db.query('INSERT INTO chain_bench_build (spec, schema, phases) VALUES ($1, $2, $3::jsonb)', [
        specText(spec),
        schema,
        JSON.stringify(phases),
      ]);
    return { url, reused: !!previous, phases, bytes: await databaseBytes(db), rows: await rowCounts(db) };
  } finally {
    await db.close();
  }
}
