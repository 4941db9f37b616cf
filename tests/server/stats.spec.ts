// Dashboard and exception statistics (doc 1 §2.4, §2.5, §6): numbers against a known fleet, the parts each
// privilege may see, store scoping, the four exception lists, the system alarm search, incremental upkeep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatsDeltasRepository, type TagChange } from '../../server/repositories/statsDeltas.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { TagRadio } from '../../server/sim/tagRadio.ts';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { StatsTask } from '../../server/stats/statsTask.ts';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';
import { expected, FIXTURE_GATEWAYS, insertFixture, STORE, type FixtureTag } from './stats.fixture.ts';

describe.each(backends)('statistics on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let tags: FixtureTag[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    tags = await insertFixture(t.db);
    await new StatsRefreshRepository(t.db).refresh();
    [admin, manager] = [await login(t.app, ADMIN), await login(t.app, MANAGER)];
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('counts the tags, products and gateways of a store exactly', async () => {
    const e = expected(tags);
    const body = (await get(`/api/stats/dashboard?t=1&stores=${STORE}`, admin)).json();
    expect(body.t).toBe('1');
    expect(body.tags).toMatchObject({
      total: e.total,
      success: e.success,
      inprogress: e.inprogress,
      error: e.error.length,
      todayUpdated: e.today,
    });
    expect(body.tags.updateRate).toBeCloseTo(Math.round((e.today / e.total) * 1000) / 10, 5);
    expect(body.products.total).toBe(e.products);
    expect(body.gateways.status).toEqual({ NORMAL: 1, ALARM: 1, OFFLINE: 1, total: FIXTURE_GATEWAYS.length });
    expect(body.gateways.gmpVersions).toEqual([
      { version: '9.0.0', count: 2 },
      { version: '9.0.1', count: 1 },
    ]);
    const types = new Map<string, number>();
    for (const tag of tags) types.set(tag.tagType, (types.get(tag.tagType) ?? 0) + 1);
    expect(
      Object.fromEntries(
        body.tags.types.map((r: { tagType: string; total: number }) => [r.tagType, r.total]),
      ),
    ).toEqual(Object.fromEntries(types));
    // one store selected: per-gateway bars
    const gw0 = tags.filter((tag) => tag.gwMac === 'GW:T9:00');
    expect(body.tags.byGateway.find((g: { gwMac: string }) => g.gwMac === 'GW:T9:00')).toMatchObject({
      total: gw0.length,
      success: gw0.filter((tag) => tag.status === 'OK').length,
    });
    expect(body.daily).toHaveLength(14);
    expect(body.daily.at(-1).tags).toBe(
      tags.filter((tag) => tag.status === 'OK' && tag.updatedAt.getTime() > Date.now() - 3_600_000).length,
    );
  });

  it('answers the exception stats and the four lists of a store', async () => {
    const e = expected(tags);
    const stats = (await get(`/api/stats/exceptions/store/${STORE}`, admin)).json();
    expect(stats).toMatchObject({
      totalTags: e.total,
      errorTags: e.error.length,
      noProductTags: e.noProduct.length,
      duplicateTags: e.duplicate.length,
      batteryNgTags: e.lowBattery.length,
      totalGWs: 3,
      ngGWs: 2,
    });
    expect(stats.ngGWDetail.map((g: { gwMac: string; status: string }) => [g.gwMac, g.status])).toEqual([
      ['GW:T9:01', 'ALARM'],
      ['GW:T9:02', 'OFFLINE'],
    ]);
    const lists = {
      error: e.error,
      noproduct: e.noProduct,
      lowbattery: e.lowBattery,
      duplicate: e.duplicate,
    };
    for (const [kind, rows] of Object.entries(lists)) {
      const all = (await get(`/api/store/${STORE}/list/tag/${kind}?length=-1`, admin)).json();
      expect(all.recordsTotal, kind).toBe(rows.length);
      expect(all.data.map((r: { tagId: string }) => r.tagId).sort(), kind).toEqual(
        rows.map((r) => r.tagId).sort(),
      );
      const page = (await get(`/api/store/${STORE}/list/tag/${kind}?start=1&length=2`, admin)).json();
      expect(page.data.length, kind).toBe(Math.min(2, Math.max(rows.length - 1, 0)));
      // the /search form (the console's schema list): the same rows in the table conventions
      const search = `/api/store/${STORE}/list/tag/${kind}/search`;
      expect((await get(`${search}?start=0&length=-1&order=tagId:asc`, admin)).json(), kind).toEqual(all);
      const desc = (
        await get(`/api/store/${STORE}/list/tag/${kind}?start=1&length=2&dir=desc`, admin)
      ).json();
      expect((await get(`${search}?start=1&length=2&order=tagId:desc`, admin)).json(), kind).toEqual(desc);
    }
  });

  it('refuses orders other than tag ID on the /search form of the lists, and keeps it to tag readers of the store', async () => {
    const e = expected(tags);
    const url = `/api/store/${STORE}/list/tag/error/search`;
    const errors = [...e.error.map((tag) => tag.tagId)].sort();
    const first = (await get(`${url}?length=1`, admin)).json();
    expect(first.data.map((r: { tagId: string }) => r.tagId)).toEqual(errors.slice(0, 1));
    for (const order of ['updatedAt:asc', 'tagId:sideways', 'status']) {
      const refused = await get(`${url}?order=${encodeURIComponent(order)}`, admin);
      expect(refused.statusCode, order).toBe(400);
      expect(refused.json().message ?? refused.body).toContain('order must be tagId:asc or tagId:desc');
    }
    expect((await get(`${url}?order=tagId:asc&order=tagId:desc`, admin)).statusCode).toBe(400);
    expect((await get(`${url}?start=-3`, admin)).statusCode).toBe(400);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, manager)).statusCode).toBe(403);
    expect((await get('/api/store/KR001/list/tag/error/search', manager)).statusCode).toBe(200);
    expect((await get(`/api/store/${STORE}/list/tag/nonsense/search`, admin)).statusCode).toBe(404);
  });

  it('shows each part only with its privileges', async () => {
    const role = await post('/api/auth/role', admin, {
      name: 'Dashboard only',
      privilege: [
        { key: 'dashboard', depth: 0, read: true, write: false },
        { key: 'store', depth: 0, read: true, write: false },
      ],
    });
    expect(role.statusCode).toBe(200);
    const account = { email: 'dash@example.com', password: 'Dash#2026x' };
    const created = await post('/api/auth/account', admin, {
      ...account,
      name: 'Dash',
      mobile: '010',
      role_id: role.json().role_id,
      store: [STORE],
    });
    expect(created.statusCode).toBe(200);
    const dash = await login(t.app, account);
    const body = (await get('/api/stats/dashboard', dash)).json();
    expect(body.gateways.status.total).toBe(3);
    expect(body.servers).toBeUndefined();
    expect(body.tags).toBeUndefined();
    expect(body.products).toBeUndefined();
    expect(body.daily).toBeUndefined();
    expect((await get(`/api/stats/exceptions/store/${STORE}`, dash)).statusCode).toBe(403);
    expect((await get(`/api/store/${STORE}/list/tag/error`, dash)).statusCode).toBe(403);
    expect((await get(`/api/store/${STORE}/list/tag/error/search`, dash)).statusCode).toBe(403);
    const full = (await get('/api/stats/dashboard', admin)).json();
    expect(full.servers.total).toBeGreaterThan(0);
    expect(full.daily).toHaveLength(14);
  });

  it('scopes the manager to its two stores', async () => {
    const body = (await get('/api/stats/dashboard', manager)).json();
    expect(body).not.toHaveProperty('stores');
    expect(body.tags.byStore.map((s: { storeCode: string }) => s.storeCode).sort()).toEqual([
      'JP001',
      'KR001',
    ]);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tags WHERE "storeCode" IN ('JP001', 'KR001')`,
    );
    expect(body.tags.total).toBe(n);
    expect((await get(`/api/stats/dashboard?stores=${STORE}`, manager)).statusCode).toBe(403);
    expect((await get(`/api/stats/exceptions/store/${STORE}`, manager)).statusCode).toBe(403);
    expect((await get(`/api/store/${STORE}/list/tag/error`, manager)).statusCode).toBe(403);
    expect((await get('/api/stats/exceptions/store/KR001', manager)).statusCode).toBe(200);
  });

  it('searches the system alarm history by store list', async () => {
    await t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType") VALUES ($1, 'GW STATUS ABNORMAL', 3, 'CRITICAL'),
         ('KR001', 'GW STATUS ABNORMAL', 2, 'WARNING'), ('SYSTEM', 'STATS TASK FAILURE', 3, 'CRITICAL')`,
      [STORE],
    );
    const mine = (
      await post('/api/history/alarm/system/search', admin, { storeList: [STORE], start: 0, length: 10 })
    ).json();
    // (the manager's refusals of the test above raised API PERMISSION DENIED, SYSTEM rows too)
    const raised = mine.data.filter((r: { type: string }) => r.type !== 'API PERMISSION DENIED');
    expect(raised.map((r: { location: string }) => r.location).sort()).toEqual(['SYSTEM', STORE].sort());
    expect(Object.keys(mine.data[0]).sort()).toEqual([
      'alarmTime',
      'alarmType',
      'class',
      'data',
      'id',
      'location',
      'sourceId',
      'sourceType',
      'type',
      'updatedAt',
    ]);
    const filtered = (
      await post('/api/history/alarm/system/search', admin, {
        storeList: JSON.stringify([STORE]),
        filter_type: 'stats',
      })
    ).json();
    expect(filtered.recordsFiltered).toBe(1);
    expect((await post('/api/history/alarm/system/search', manager, { storeList: [STORE] })).statusCode).toBe(
      403,
    );
    const managers = (await post('/api/history/alarm/system/search', manager, { length: -1 })).json();
    expect(
      managers.data.every((r: { location: string }) => ['KR001', 'JP001', 'SYSTEM'].includes(r.location)),
    ).toBe(true);
  });

  it('filters the system alarm history by class, location and dates, newest first, 25 per page by default', async () => {
    const at = (iso: string) => new Date(iso).toISOString();
    await t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt") VALUES
         ('KR002', 'GW TIME SYNC ABNORMAL', 1, 'SYSTEM', $1, $1),
         ('KR002', 'GW TIME SYNC ABNORMAL', 2, 'WARNING', $2, $2),
         ('KR002', 'UPDATE FAILURE', 3, 'CRITICAL', $3, $3)`,
      [at('2020-01-01T10:00:00Z'), at('2020-01-02T10:00:00Z'), at('2020-01-03T10:00:00Z')],
    );
    const search = async (body: object) =>
      (await post('/api/history/alarm/system/search', admin, { storeList: ['KR002'], ...body })).json<{
        recordsFiltered: number;
        data: Array<{ type: string; class: number; location: string; updatedAt: string }>;
      }>();
    const epoch = (iso: string) => Date.parse(iso) / 1000;
    const old = await search({
      filter_startDate: epoch('2020-01-01T00:00:00Z'),
      filter_endDate: epoch('2020-01-04T00:00:00Z'),
    });
    expect(old.data.map((r) => r.class)).toEqual([3, 2, 1]); // newest first
    const critical = await search({ filter_class: 3, filter_startDate: epoch('2020-01-01T00:00:00Z') });
    expect(critical.data.every((r) => r.class === 3)).toBe(true);
    expect(critical.data.some((r) => r.type === 'UPDATE FAILURE')).toBe(true);
    const day = await search({
      filter_startDate: epoch('2020-01-02T00:00:00Z'),
      filter_endDate: epoch('2020-01-02T23:59:59Z'),
    });
    expect(day.data.map((r) => [r.class, r.location])).toEqual([[2, 'KR002']]);
    const located = await search({
      filter_location: 'kr00',
      filter_startDate: epoch('2020-01-01T00:00:00Z'),
      filter_endDate: epoch('2020-01-04T00:00:00Z'),
    });
    expect(located.recordsFiltered).toBe(3);
    // no length: the spec's default page of 25
    await t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType")
       SELECT 'KR002', 'STATS TASK FAILURE', 1, 'SYSTEM' FROM generate_series(1, 30)`,
    );
    expect((await search({})).data).toHaveLength(25);
  });

  it('keeps the maintained statistics equal to a full recount while the simulator updates tags', async () => {
    const radio = new TagRadio(t.db, new AlarmsRepository(t.db), createPrng(3), { productEvery: 1 });
    for (let i = 0; i < 4; i++) await radio.tick(new Date(Date.now() + i * 20_000));
    const read = () =>
      t.db.query(
        `SELECT "storeCode", total, success, inprogress, error, "lowBattery", "todayUpdated", "productTodayUpdated",
           "typeMaps" FROM store_tag_stats ORDER BY "storeCode"`,
      );
    const gw = () => t.db.query(`SELECT * FROM gateway_tag_stats ORDER BY "storeCode", "gwMac"`);
    const [incremental, incrementalGw] = [await read(), await gw()];
    await new StatsRefreshRepository(t.db).refresh();
    expect(incremental).toEqual(await read());
    expect(incrementalGw).toEqual(await gw());
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tags WHERE "updatedAt" >= current_date`,
    );
    expect(n).toBeGreaterThan(0);
  });

  it("keeps a store's type maps equal to its type stats when writers move its tags at the same time", async () => {
    const types = await t.db.query<{ tagType: string }>(
      `SELECT "tagType" FROM store_tag_type_stats WHERE "storeCode" = $1 ORDER BY 1`,
      [STORE],
    );
    expect(types.length).toBeGreaterThan(1);
    const change = (tagType: string, oldStatus: string, newStatus: string): TagChange => ({
      storeCode: STORE,
      gwMac: null,
      tagType,
      oldStatus,
      newStatus,
      wasToday: true,
      updated: false,
    });
    // each writer moves a tag of one type into an error group and back out, some in transactions, some not
    const writers = (from: string, to: string) =>
      types.flatMap(({ tagType }, n) =>
        Array.from({ length: 4 }, (_, k) =>
          (n + k) % 2 === 0
            ? t.db.transaction((tx) => new StatsDeltasRepository(tx).apply([change(tagType, from, to)]))
            : new StatsDeltasRepository(t.db).apply([change(tagType, from, to)]),
        ),
      );
    const agree = async () => {
      const [row] = await t.db.query<{ kept: unknown; counted: unknown }>(
        `SELECT "typeMaps" AS kept, store_tag_type_maps("storeCode") AS counted FROM store_tag_stats
         WHERE "storeCode" = $1`,
        [STORE],
      );
      return row;
    };
    const before = await agree();
    await Promise.all(writers('OK', 'NG'));
    const moved = await agree();
    expect(moved.kept).toEqual(moved.counted);
    expect(moved.kept).not.toEqual(before.kept);
    await Promise.all(writers('NG', 'OK'));
    const back = await agree();
    expect(back.kept).toEqual(back.counted);
    expect(back.kept).toEqual(before.kept);
  });

  it("records a 'STATS TASK FAILURE' alarm when a refresh fails (last: it breaks the statistics tables)", async () => {
    await t.db.query('ALTER TABLE gateway_tag_stats RENAME TO gateway_tag_stats_away');
    await new StatsTask(t.db).run();
    const rows = await t.db.query<{ location: string; class: number }>(
      `SELECT location, class FROM alarm_history WHERE type = 'STATS TASK FAILURE'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)).toEqual({ location: 'SYSTEM', class: 3 });
    await t.db.query('ALTER TABLE gateway_tag_stats_away RENAME TO gateway_tag_stats');
  });
});
