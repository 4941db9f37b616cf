// Generates a large fleet into the configured database (DATA_DIR or DATABASE_URL) for benchmarks:
//   tsx server/sim/fleet.ts --fleet 200x20000 --seed 1     (200 stores, 20000 tags in all, as many products)
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { createRepositories } from '../repositories/index.ts';
import { seedFleet } from '../seed/index.ts';
import { generatedStores } from '../seed/fleet.ts';
import { createPrng } from './prng.ts';

export function parseFleet(spec: string): { stores: number; tags: number } {
  const match = /^(\d+)x(\d+)$/i.exec(spec.trim());
  if (!match) throw new Error(`--fleet must look like 200x20000 (stores x tags), got "${spec}"`);
  return { stores: Number(match[1]), tags: Number(match[2]) };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { values } = parseArgs({
    options: {
      fleet: { type: 'string', default: '200x20000' },
      seed: { type: 'string', default: String(config.simSeed) },
      gateways: { type: 'string', default: '4' },
    },
  });
  const { stores, tags } = parseFleet(values.fleet);
  const seed = Number(values.seed);
  const db = await openDb(config);
  try {
    await migrate(db);
    const started = Date.now();
    const storeDefs = generatedStores(stores, createPrng(seed));
    const inserted = await seedFleet(
      createRepositories(db),
      storeDefs,
      { gatewaysPerStore: Number(values.gateways), tagsPerStore: Math.ceil(tags / Math.max(stores, 1)) },
      seed,
    );
    process.stdout.write(
      `fleet ${stores}x${tags} (seed ${seed}): ${inserted} rows inserted in ${Date.now() - started} ms into ${db.kind}\n`,
    );
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
