// Migration 994 (issue 39): the planner knows how many store, tag type and gateway groups the tags make, so the
// statistics job counts them in a hash table instead of sorting every tag (server/repositories/statsRefresh.ts).
// Without the statistics on the three columns together its estimate is off: 1,200 groups here for 3,200, and
// 2 million at 20 million tags for 64,000.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { backends } from './backends.ts';
import { explainNodes } from './queryPlans.ts';

const STORES = 200;
const GATEWAYS_PER_STORE = 4;
const TYPES = 4;
const TAGS_PER_STORE = 60;

describe.each(backends)('migration 994: the tags grouped by store, type and gateway on $name', (backend) => {
  it('are estimated near the groups there are', async () => {
    const { db, drop } = await backend.open();
    try {
      await migrate(db);
      await db.query(
        `INSERT INTO stores ("storeCode", "storeName")
         SELECT 'S' || lpad(s::text, 3, '0'), 'Store ' || s FROM generate_series(1, $1::int) s`,
        [STORES],
      );
      await db.query(
        `INSERT INTO tags ("tagId", "tagMac", "storeCode", "tagType", "gwMac", status)
         SELECT 'T' || s || '-' || n, 'T' || s || '-' || n, 'S' || lpad(s::text, 3, '0'), 'TYPE' || (n % $2::int),
           'GW' || s || '-' || ((n / $2::int) % $3::int), 'OK'
         FROM generate_series(1, $1::int) s CROSS JOIN generate_series(1, $4::int) n`,
        [STORES, TYPES, GATEWAYS_PER_STORE, TAGS_PER_STORE],
      );
      await db.query('ANALYZE tags');
      const [{ groups }] = await db.query<{ groups: number }>(
        `SELECT count(*)::int AS groups FROM (SELECT 1 FROM tags GROUP BY "storeCode", "tagType", "gwMac") g`,
      );
      expect(groups).toBe(STORES * TYPES * GATEWAYS_PER_STORE);
      const plan = await explainNodes(
        db,
        `SELECT "storeCode", "tagType", "gwMac", count(*) FROM tags WHERE "storeCode" IS NOT NULL GROUP BY 1, 2, 3`,
      );
      // the estimated rows of the topmost aggregate
      const estimated = plan.find((n) => n['Node Type'] === 'Aggregate')?.['Plan Rows'];
      expect(estimated).toBeGreaterThan(groups / 2);
      expect(estimated).toBeLessThan(groups * 2);
    } finally {
      await drop();
    }
  });
});
