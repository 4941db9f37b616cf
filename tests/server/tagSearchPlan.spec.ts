// The tag search of one store filtered by status and tag type, sorted by tag ID (the slowest case of the tag
// search bench before migration 141): the page is one range of tags_store_status_type_tagid_idx read in order
// (no sort, no bitmap of the status over every store) and the filtered count an index-only scan of that range.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInApp } from './helpers.ts';
import { explainNodes, type PlanNode } from './queryPlans.ts';

const STORES = ['PL001', 'PL002', 'PL003'];
const TAGS_PER_STORE = 8000;
const INDEX = 'tags_store_status_type_tagid_idx';

describe.each(backends)('tag search plan on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  beforeAll(async () => {
    for (const store of STORES) {
      await t.db.query(`INSERT INTO stores ("storeCode", "storeName") VALUES ($1, $1)`, [store]);
      // 90 % OK, 5 % NG, 3 % WIP, 2 % MISSING over 32 types, tag IDs out of type and status order
      await t.db.query(
        `INSERT INTO tags ("tagId", "tagMac", "storeCode", "tagType", status, "battStatus", "updatedAt")
         SELECT $1 || lpad(i::text, 6, '0'), $1 || ':' || i, $1,
           (ARRAY['B154','B213','B266','B290','A154','A213','A266','A290','2154','2213','2266','2290','3154',
             '3213','3266','3290','D154','D213','D266','D290','C154','C213','C266','C290','5154','5213',
             '5266','5290','4154','4213','4266','4290'])[1 + (i * 7) % 32],
           CASE WHEN (i * 13) % 100 < 90 THEN 'OK' WHEN (i * 13) % 100 < 95 THEN 'NG'
             WHEN (i * 13) % 100 < 98 THEN 'WIP' ELSE 'MISSING' END,
           'GOOD', now() - (i || ' minutes')::interval
         FROM generate_series(1, $2::int) AS i`,
        [store, TAGS_PER_STORE],
      );
    }
    await t.db.query('ANALYZE tags');
  });

  const plan = (sql: string): Promise<PlanNode[]> => explainNodes(t.db, sql);

  it('reads the page of "WIP + type, by tag ID" from the store-status-type index, already in order', async () => {
    const page = await plan(
      `SELECT * FROM tags WHERE "storeCode" = 'PL002' AND status = 'WIP' AND "tagType" = 'B154'
       ORDER BY "tagId" ASC LIMIT 25`,
    );
    expect(page.map((n) => n['Index Name'])).toContain(INDEX);
    expect(page.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(page.map((n) => n['Node Type'])).not.toContain('BitmapAnd');
    const count = await plan(
      `SELECT count(*) FROM tags WHERE "storeCode" = 'PL002' AND status = 'WIP' AND "tagType" = 'B154'`,
    );
    expect(count.map((n) => n['Index Name'])).toContain(INDEX);
  });

  it('answers the same rows through the search route: that status and type only, by tag ID', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/PL002/tag/search',
      headers: admin,
      payload: {
        start: 0,
        length: 25,
        filter_status: 'WIP',
        filter_tagType: 'B154',
        order: [{ column: 'tagId', dir: 'asc' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      recordsTotal: number;
      recordsFiltered: number;
      data: Array<{ tagId: string; status: string; tagType: string; storeCode: string }>;
    }>();
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tags WHERE "storeCode" = 'PL002' AND status = 'WIP' AND "tagType" = 'B154'`,
    );
    expect(n).toBeGreaterThan(0);
    expect(body.recordsTotal).toBe(TAGS_PER_STORE);
    expect(body.recordsFiltered).toBe(n);
    expect(body.data).toHaveLength(Math.min(25, n));
    expect(
      body.data.every((r) => r.status === 'WIP' && r.tagType === 'B154' && r.storeCode === 'PL002'),
    ).toBe(true);
    const ids = body.data.map((r) => r.tagId);
    expect(ids).toEqual([...ids].sort());
  });
});
