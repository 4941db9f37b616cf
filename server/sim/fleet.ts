// Generates a large fleet into the configured database (DATA_DIR or DATABASE_URL) for benchmarks, in SQL
// (server/seed/bulkFleet.ts), with its statistics:
//   tsx server/sim/fleet.ts --fleet 500x20000 --seed 1     (500 stores x 20000 tags = 10 million tags, as many
//   products, 4 gateways per store)
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { bulkFleet } from '../seed/bulkFleet.ts';
import { generatedStores } from '../seed/fleet.ts';
import { createPrng } from './prng.ts';
import { countTags } from './statements/fleet.ts';

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
  // building a fleet runs statements of minutes
  const db = await openDb({ ...config, statementTimeoutMs: 0 });
  try {
    await migrate(db);
    const started = Date.now();
    const storeDefs = generatedStores(stores, createPrng(seed));
    await bulkFleet(db, storeDefs, {
      gatewaysPerStore: Number(values.gateways),
      tagsPerStore: tags,
      seed,
      log: (line) =>
        process.stdout.write(`fleet: ${line} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`),
    });
    const n = await countTags(db);
    process.stdout.write(
      `fleet ${stores}x${tags} (seed ${seed}): ${n} tags in ${db.kind} after ${Date.now() - started} ms\n`,
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
