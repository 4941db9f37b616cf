// Large fleets in SQL (tsx server/sim/fleet.ts --fleet 500x20000): stores and gateways from the generator,
// products and tags with generate_series (server/seed/statements/bulkFleet.ts), secondary indexes of tags and
// products dropped first and rebuilt after, two statements at a time (one per core).
import type { Db } from '../db/db.ts';
import { repositoriesOf, createRepositories } from '../repositories/index.ts';
import { SeedBulkFleetRepository, type SecondaryIndex } from './statements/bulkFleet.ts';
import type { StoreDef } from './demoData.ts';
import { storeRecord } from './fleet.ts';

const STORES_PER_STATEMENT = 10;

/** runs `run` over the items two at a time (one statement per core) */
export async function inPairs<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all([worker(), worker()]);
}

export type DroppedIndex = SecondaryIndex;

/** drops the indexes of the tables but their primary keys (a bulk insert is faster without them) */
export async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<DroppedIndex[]> {
  const fleet = new SeedBulkFleetRepository(db);
  const indexes = await fleet.secondaryIndexes(tables);
  for (const index of indexes) await fleet.dropIndex(index);
  return indexes;
}

/** builds the dropped indexes again, two at a time */
export async function rebuildIndexes(db: Db, indexes: DroppedIndex[]): Promise<void> {
  const fleet = new SeedBulkFleetRepository(db);
  await inPairs(indexes, (index) => fleet.rebuildIndex(index));
}

export interface BulkOptions {
  gatewaysPerStore: number;
  tagsPerStore: number;
  seed: number;
  log?: (line: string) => void;
}

export async function bulkFleet(db: Db, stores: StoreDef[], options: BulkOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const repos = createRepositories(db);
  await repos.stores.insertMany(stores.map(storeRecord));
  const codes = stores.map((s) => s.storeCode);
  const fleet = new SeedBulkFleetRepository(db);
  await fleet.insertGateways(codes, options.gatewaysPerStore, options.seed);
  const indexes = await dropSecondaryIndexes(db, ['tags', 'products']);
  log(`dropped ${indexes.length} indexes; inserting products and tags`);
  const chunks: Array<{ codes: string[]; indexes: number[] }> = [];
  for (let i = 0; i < stores.length; i += STORES_PER_STATEMENT)
    chunks.push({
      codes: codes.slice(i, i + STORES_PER_STATEMENT),
      indexes: codes.slice(i, i + STORES_PER_STATEMENT).map((_, j) => i + j + 1),
    });
  let done = 0;
  await inPairs(chunks, async (chunk) => {
    await fleet.insertProductsAndTags(chunk.codes, chunk.indexes, options.tagsPerStore, options.seed);
    done += chunk.codes.length;
    if (done % 50 === 0 || done === stores.length) log(`${done}/${stores.length} stores`);
  });
  log(`rebuilding ${indexes.length} indexes`);
  await rebuildIndexes(db, indexes);
  await fleet.countGatewayTags(codes);
  await fleet.analyze();
  log('statistics');
  await repos.stores.refreshCounters();
  await repositoriesOf(db).statsRefresh.refresh();
}
