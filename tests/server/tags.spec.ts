// Tag search (POST /status/store/{code}/tag/search, /tag/list/search, /status/store/tag/list/search), store tag
// stats and tag type info, on both backends, against rows the test inserts (tags.fixture.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';
import { insertTagStore, TAG_ROWS, TAG_STORE, type TagFixture } from './tags.fixture.ts';

interface Page {
  recordsTotal: number;
  recordsFiltered: number;
  data: Array<Record<string, unknown> & { tagId: string }>;
}

const byUpdatedDesc = (rows: TagFixture[]) =>
  [...rows].sort((a, b) => b.updated - a.updated).map((r) => r.tagId);

describe.each(backends)('tag search on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertTagStore(t.db);
    admin = await login(t.app, ADMIN);
    manager = await login(t.app, MANAGER);
  });
  afterAll(async () => t?.close());

  async function search(body: Record<string, unknown>, headers = admin, store = TAG_STORE): Promise<Page> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/status/store/${store}/tag/search`,
      headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  }

  it('answers 25 rows by default, newest update first, with the totals', async () => {
    const page = await search({});
    expect(page.recordsTotal).toBe(TAG_ROWS.length);
    expect(page.recordsFiltered).toBe(TAG_ROWS.length);
    expect(page.data.map((r) => r.tagId)).toEqual(byUpdatedDesc(TAG_ROWS).slice(0, 25));
    const second = await search({ start: 25, length: 25 });
    expect(second.data.map((r) => r.tagId)).toEqual(byUpdatedDesc(TAG_ROWS).slice(25));
  });

  it('filters on status, type, battery status, gateway and product code, exactly', async () => {
    const cases: Array<[Record<string, unknown>, (r: TagFixture) => boolean]> = [
      [{ filter_status: 'WIP' }, (r) => r.status === 'WIP'],
      [{ filter_status: 'OK,DEASSIGN' }, (r) => ['OK', 'DEASSIGN'].includes(r.status)],
      [{ filter_tagType: '2213' }, (r) => r.tagType === '2213'],
      [{ filter_battStatus: 'LOW' }, (r) => r.battStatus === 'LOW'],
      [{ filter_gwMac: 'GW:Z1:01' }, (r) => r.gwMac === 'GW:Z1:01'],
      [{ filter_prCode: 'PR10' }, (r) => (r.prCode ?? '').includes('PR10')],
      [{ filter_prCode: 'PR105', condition_prCode: '==' }, (r) => r.prCode === 'PR105'],
      [
        { filter_status: ['OK'], filter_tagType: 'B290', filter_gwMac: 'GW:Z1:00' },
        (r) => r.status === 'OK' && r.tagType === 'B290' && r.gwMac === 'GW:Z1:00',
      ],
    ];
    for (const [filter, match] of cases) {
      const page = await search({ ...filter, length: -1 });
      const expected = byUpdatedDesc(TAG_ROWS.filter(match));
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(page.recordsFiltered, JSON.stringify(filter)).toBe(expected.length);
      expect(page.recordsTotal).toBe(TAG_ROWS.length);
      expect(
        page.data.map((r) => r.tagId),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
  });

  it('filters on an updatedAt range in epoch seconds and sorts on any sortable column', async () => {
    const from = TAG_ROWS[20].updated;
    const to = TAG_ROWS[5].updated;
    const range = await search({ filter_startDate: from, filter_endDate: to, length: -1 });
    expect(range.data.map((r) => r.tagId)).toEqual(
      byUpdatedDesc(TAG_ROWS.filter((r) => r.updated >= from && r.updated <= to)),
    );
    const byBattery = await search({ order: [{ column: 'battery', dir: 'asc' }], length: 10, start: 5 });
    const expected = [...TAG_ROWS]
      .sort((a, b) => a.battery - b.battery || a.tagId.localeCompare(b.tagId))
      .map((r) => r.tagId)
      .slice(5, 15);
    expect(byBattery.data.map((r) => r.tagId)).toEqual(expected);
    const byId = await search({ order: [{ column: 'tagId', dir: 'desc' }], filter_status: 'OK', length: 3 });
    expect(byId.data.map((r) => r.tagId)).toEqual(
      TAG_ROWS.filter((r) => r.status === 'OK')
        .map((r) => r.tagId)
        .sort()
        .reverse()
        .slice(0, 3),
    );
  });

  it('NG filter: NG only by default, NG plus REQ_ONLY, REQ_ONLY2 and MISSING on croma', async () => {
    const ng = await search({ filter_status: 'NG', length: -1 });
    expect(ng.data.map((r) => r.tagId)).toEqual(byUpdatedDesc(TAG_ROWS.filter((r) => r.status === 'NG')));
    await t.app.repos.systemConfig.set('site', 'croma');
    try {
      const croma = await search({ filter_status: 'NG', length: -1 });
      const group = ['NG', 'REQ_ONLY', 'REQ_ONLY2', 'MISSING'];
      expect(croma.data.map((r) => r.tagId)).toEqual(
        byUpdatedDesc(TAG_ROWS.filter((r) => group.includes(r.status))),
      );
      expect(croma.data.some((r) => r.status === 'NG1')).toBe(false);
    } finally {
      await t.app.repos.systemConfig.set('site', '');
    }
  });

  it('refuses another store of the manager (403) and an unknown store (404)', async () => {
    const own = await search({}, manager, 'KR001');
    expect(own.recordsTotal).toBe(10);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/KR002/tag/search',
      headers: manager,
      payload: {},
    });
    expect(other.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/NOPE/tag/search',
      headers: admin,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("a product's tag list includes the family tickets listing it", async () => {
    const ticket = TAG_ROWS.find((r) => r.prCode !== 'PR105')!;
    await t.db.query(
      `INSERT INTO family_products ("storeCode", "fmPrCode", "prCodeList", "layoutId")
       VALUES ($1, 'FMTEST', '["PR999", "PR105"]'::jsonb, 'L01')`,
      [TAG_STORE],
    );
    await t.db.query(`UPDATE tags SET "prCode" = 'FMTEST' WHERE "tagId" = $1`, [ticket.tagId]);
    try {
      const list = await t.app.inject({
        method: 'POST',
        url: `/api/status/store/${TAG_STORE}/tag/list/search?prCode=PR105`,
        headers: admin,
        payload: { length: -1 },
      });
      expect(
        list
          .json<Page>()
          .data.map((r) => r.tagId)
          .sort(),
      ).toEqual([...TAG_ROWS.filter((r) => r.prCode === 'PR105').map((r) => r.tagId), ticket.tagId].sort());
    } finally {
      await t.db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [ticket.tagId, ticket.prCode]);
      await t.db.query(`DELETE FROM family_products WHERE "fmPrCode" = 'FMTEST'`);
    }
  });

  it('looks tags up by product code and by tag lists, per store and across the session stores', async () => {
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/status/store/${TAG_STORE}/tag/list/search?prCode=PR105`,
      headers: admin,
      payload: {},
    });
    expect(
      one
        .json<Page>()
        .data.map((r) => r.tagId)
        .sort(),
    ).toEqual(TAG_ROWS.filter((r) => r.prCode === 'PR105').map((r) => r.tagId));
    const macs = TAG_ROWS.slice(0, 3).map((r) => r.tagMac);
    const byMac = await t.app.inject({
      method: 'POST',
      url: `/api/status/store/${TAG_STORE}/tag/list/search`,
      headers: admin,
      payload: { tagMacList: macs },
    });
    expect(byMac.json<Page>().recordsFiltered).toBe(3);
    const [kr001] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM tags WHERE "storeCode" = 'KR001' AND "prCode" IS NOT NULL ORDER BY "tagId" LIMIT 1`,
    );
    const across = await t.app.inject({
      method: 'POST',
      url: `/api/status/store/tag/list/search?prCode=${kr001.prCode}`,
      headers: manager,
      payload: {},
    });
    expect(across.statusCode).toBe(200);
    expect(across.json<Page>().data.every((r) => r.storeCode === 'KR001')).toBe(true);
    expect(across.json<Page>().recordsFiltered).toBeGreaterThan(0);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/status/store/tag/list/search?prCode=PR105`,
      headers: manager,
      payload: { storeList: [TAG_STORE] },
    });
    expect(foreign.statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/status/store/tag/list/search?prCode=PR105`,
      headers: manager,
      payload: {},
    });
    expect(none.json<Page>().recordsFiltered).toBe(0);
  });

  it('answers store tag stats per store from the maintained statistics, scoped to the session', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/status/store/tag', headers: admin });
    const row = all
      .json<{ data: Array<Record<string, unknown>> }>()
      .data.find((r) => r.storeCode === TAG_STORE)!;
    const ng = ['NG', 'NG1', 'NG2', 'NG3', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'];
    expect(row).toMatchObject({
      total: TAG_ROWS.length,
      success: TAG_ROWS.filter((r) => r.status === 'OK').length,
      inprogress: TAG_ROWS.filter((r) => r.status === 'WIP').length,
      error: TAG_ROWS.filter((r) => ng.includes(r.status)).length,
      lowBattery: TAG_ROWS.filter((r) => r.battStatus === 'LOW').length,
      countByType: { '2213': 13, '4154': 13, B290: 14 },
    });
    const ngByType = (type: string) =>
      TAG_ROWS.filter((r) => r.tagType === type && ng.includes(r.status)).length;
    expect(row.countNgByType).toEqual({
      '2213': ngByType('2213'),
      '4154': ngByType('4154'),
      B290: ngByType('B290'),
    });
    const paged = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/pagination/1',
      headers: manager,
      payload: { start: 0, length: 10 },
    });
    expect(paged.json<Page>().data.map((r) => r.storeCode)).toEqual(['JP001', 'KR001']);
    expect(paged.json<Page>().recordsTotal).toBe(2);
    // the list of every store (written as text, its type maps as kept) answers what the table (written from the
    // schema) answers, field for field, in the answer's content type
    const everyRow = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/pagination/1',
      headers: admin,
      payload: { start: 0, length: 100 },
    });
    const listed = all.json<{ data: Array<Record<string, unknown>> }>().data;
    expect(listed.length).toBeGreaterThan(2);
    expect(listed).toEqual(everyRow.json<Page>().data);
    expect(all.headers['content-type']).toBe('application/json; charset=utf-8');
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/pagination/1',
      headers: admin,
      payload: { filter_storeCode: 'z1', order: [{ column: 'total', dir: 'desc' }] },
    });
    expect(filtered.json<Page>().data.map((r) => r.storeCode)).toEqual([TAG_STORE]);
    const gateways = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/pagination/0',
      headers: admin,
      payload: { start: 0, length: 10 },
    });
    expect(gateways.statusCode).toBe(200);
  });

  it('answers tag type info from the type code table and the types in use', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/tag/type/info', headers: manager });
    const data = info.json<{ data: Array<Record<string, unknown>> }>().data;
    expect(data).toHaveLength(88);
    expect(data.find((d) => d.tagType === 'B290')).toMatchObject({
      size: '2.90',
      peripheral: ['LED', 'NFC'],
      resolution: { width: 296, height: 128 },
      colors: ['black', 'white', 'red'],
    });
    const inUse = await t.app.inject({ method: 'GET', url: '/api/tag/type', headers: admin });
    const types = inUse.json<{ data: Array<{ tagType: string }> }>().data.map((d) => d.tagType);
    expect(types).toEqual(expect.arrayContaining(['B290', '2213', '4154']));
  });
});
