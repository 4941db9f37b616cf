import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { DEMO_STORES } from '../../server/seed/demoData.ts';
import { DEMO_ACCOUNTS, seedDemo, seedFleet } from '../../server/seed/index.ts';
import { generatedStores } from '../../server/seed/fleet.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { Simulator } from '../../server/sim/simulator.ts';
import { parseFleet } from '../../server/sim/fleet.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const counts = (t: TestApp) =>
  t.db.query<{ t: string; n: number }>(
    `SELECT 'accounts' AS t, count(*)::int AS n FROM accounts UNION ALL SELECT 'roles', count(*)::int FROM roles
     UNION ALL SELECT 'stores', count(*)::int FROM stores UNION ALL SELECT 'gateways', count(*)::int FROM gateways
     UNION ALL SELECT 'tags', count(*)::int FROM tags UNION ALL SELECT 'products', count(*)::int FROM products
     UNION ALL SELECT 'servers', count(*)::int FROM servers ORDER BY 1`,
  );

describe.each(backends)('seed and simulator on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('seeding again duplicates nothing', async () => {
    const before = await counts(t);
    expect(before.find((c) => c.t === 'stores')!.n).toBeGreaterThanOrEqual(6);
    expect(await seedDemo(t.db)).toEqual({ seeded: false });
    expect(await counts(t)).toEqual(before);
  });

  it('a simulator tick moves heartbeats and keeps the store counters in step', async () => {
    const before = await t.db.query<{ reportTime: Date }>('SELECT "reportTime" FROM servers ORDER BY id');
    const simulator = new Simulator(t.db, { seed: 3, tickMs: 1000, sampleEvery: 1 });
    const at = new Date(Date.now() + 60_000);
    for (let i = 0; i < 30; i++) await simulator.tick(new Date(at.getTime() + i * 1000));
    const after = await t.db.query<{ reportTime: Date }>('SELECT "reportTime" FROM servers ORDER BY id');
    expect(after[0].reportTime.getTime()).toBeGreaterThan(before[0].reportTime.getTime());
    const mismatched = await t.db.query(
      `SELECT s."storeCode" FROM stores s LEFT JOIN (SELECT "storeCode", count(*)::int AS n,
         count(*) FILTER (WHERE status = 'OFFLINE')::int AS off FROM gateways GROUP BY "storeCode") g USING ("storeCode")
       WHERE s."gwCount" <> COALESCE(g.n, 0) OR s.offline <> COALESCE(g.off, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [samples] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gateway_status_samples WHERE time > now()',
    );
    expect(samples.n).toBeGreaterThan(0);
  });

  it('is deterministic for a seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(generatedStores(3, createPrng(1))).toEqual(generatedStores(3, createPrng(1)));
  });

  it('generates a fleet of stores x tags', async () => {
    expect(parseFleet('20x400')).toEqual({ stores: 20, tags: 400 });
    expect(() => parseFleet('lots')).toThrow();
    const repos = createRepositories(t.db);
    await seedFleet(repos, generatedStores(20, createPrng(1)), { gatewaysPerStore: 2, tagsPerStore: 20 }, 1);
    const [row] = await t.db.query<{ stores: number; tags: number }>(
      `SELECT count(DISTINCT "storeCode")::int AS stores, count(*)::int AS tags FROM tags WHERE "storeCode" LIKE 'F%'`,
    );
    expect(row).toEqual({ stores: 20, tags: 400 });
  });
});

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'the demo seed of instances started at once on $name',
  (backend) => {
    it('seeds an empty database once when two instances seed it at the same moment', async () => {
      const first = await backend.open();
      const second = await openPostgres(first.url!);
      try {
        await migrate(first.db);
        const small = { tagsPerStore: 5, gatewaysPerStore: 1 };
        const answers = await Promise.all([seedDemo(first.db, small), seedDemo(second, small)]);
        expect(answers.map((a) => a.seeded).sort()).toEqual([false, true]);
        const [{ stores }] = await first.db.query<{ stores: number }>(
          'SELECT count(*)::int AS stores FROM stores',
        );
        expect(stores).toBe(DEMO_STORES.length);
        const [{ accounts }] = await first.db.query<{ accounts: number }>(
          'SELECT count(*)::int AS accounts FROM accounts',
        );
        expect(accounts).toBe(DEMO_ACCOUNTS.length);
      } finally {
        await second.close();
        await first.drop();
      }
    });
  },
);
