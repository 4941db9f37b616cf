// The five tag histories: table conventions (10 per page, paging, date filters in epoch seconds), prInfo_{index}
// columns, the alarms naming the tag, store scope (403), unknown tag (404); the alias configuration calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';

const STORE = 'KR001';
const OTHER = 'EU002';

interface Table {
  recordsTotal: number;
  recordsFiltered: number;
  data: Array<Record<string, unknown>>;
}

describe.each(backends)('tag histories on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let tag: { tagId: string; tagMac: string };
  const post = async (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const table = async (url: string, payload: object = {}) => {
    const response = await post(url, admin, payload);
    expect(response.statusCode).toBe(200);
    return response.json<Table>();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
    manager = await login(t.app, MANAGER);
    [tag] = await t.db.query<{ tagId: string; tagMac: string }>(
      `SELECT "tagId", "tagMac" FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL ORDER BY "tagId" LIMIT 1`,
      [STORE],
    );
  });
  afterAll(() => t?.close());

  it('answers the update history with prInfo_{index} columns, pending rows first with status null', async () => {
    const seeded = await table(`/history/update/store/${STORE}/tag/${tag.tagId}/search`);
    expect(seeded.recordsTotal).toBe(3);
    const row = seeded.data[0];
    expect(['OK', 'NG']).toContain(row.status);
    expect(typeof row.prInfo_0).toBe('string');
    expect(row).not.toHaveProperty('prInfo');
    const [product] = await t.db.query<{ prInfo: string[] }>(
      `SELECT p."prInfo" FROM products p JOIN tags t USING ("storeCode", "prCode") WHERE t."tagId" = $1`,
      [tag.tagId],
    );
    expect(row.prInfo_1).toBe(product.prInfo[1]);
    const { taskId } = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'PRODUCT',
      tags: [{ tagId: tag.tagId }],
      createdBy: 'test',
    });
    const now = await table(`/history/update/store/${STORE}/tag/${tag.tagId}/search`);
    expect(now.recordsTotal).toBe(4);
    expect(now.data[0]).toMatchObject({ taskId, status: null, updatedAt: null, taskType: 'PRODUCT' });
    const since = Math.floor(Date.now() / 1000) - 3600;
    const recent = await table(`/history/update/store/${STORE}/tag/${tag.tagId}/search`, {
      filter_startDate: since,
    });
    expect(recent.recordsFiltered).toBe(1);
    expect(recent.recordsTotal).toBe(4);
  });

  it('pages the battery, temperature and reset histories 10 at a time, newest first, with date filters', async () => {
    const base = `/store/${STORE}/tag/${tag.tagId}/search`;
    const battery = await table(`/history/battery${base}`);
    // the seeded battery line: daily readings, every 4 hours for the last 3 days (server/seed/batteryHistory.ts)
    const [{ readings }] = await t.db.query<{ readings: number }>(
      `SELECT count(*)::int AS readings FROM tag_battery_history WHERE "tagId" = $1`,
      [tag.tagId],
    );
    expect(readings).toBeGreaterThan(20);
    expect(battery.recordsTotal).toBe(readings);
    expect(battery.data).toHaveLength(10);
    expect(Object.keys(battery.data[0]).sort()).toEqual(['battery', 'updatedAt']);
    const times = battery.data.map((r) => Date.parse(String(r.updatedAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await table(`/history/battery${base}`, { start: 10 });
    expect(second.data).toHaveLength(10);
    expect(Date.parse(String(second.data[0].updatedAt))).toBeLessThan(times[9]);
    const end = Math.floor(Date.now() / 1000) - 86400;
    const older = await table(`/history/temperature${base}`, { filter_endDate: end, length: -1 });
    expect(older.recordsFiltered).toBeGreaterThan(0);
    expect(older.recordsFiltered).toBeLessThan(18);
    expect(older.data.every((r) => Date.parse(String(r.updatedAt)) <= end * 1000)).toBe(true);
    expect(typeof older.data[0].temperature).toBe('number');
    await t.db.query(
      `INSERT INTO tag_reset_history ("tagId", "storeCode", cnt, last_time, "updatedAt") VALUES ($1, $2, 7, now(), now())`,
      [tag.tagId, STORE],
    );
    const resets = await table(`/history/reset${base}`);
    expect(resets.data[0]).toMatchObject({ cnt: 7 });
    expect(Object.keys(resets.data[0]).sort()).toEqual(['cnt', 'last_time', 'updatedAt']);
  });

  it('answers the alarms of the store that name the tag', async () => {
    await t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "sourceType", data) VALUES
       ($1, 'UPDATE FAILURE', 2, 'WARNING', 'tag', $2), ($1, 'UPDATE FAILURE', 2, 'WARNING', 'tag', $3),
       ($4, 'UPDATE FAILURE', 2, 'WARNING', 'tag', $2)`,
      [
        STORE,
        JSON.stringify({ tagMacs: [tag.tagMac, 'FFFFFFFFFFFF'] }),
        JSON.stringify({ tagMacs: ['FFFFFFFFFFFF'] }),
        OTHER,
      ],
    );
    const alarms = await table(`/history/alarm/store/${STORE}/tag/${tag.tagMac}/search`);
    const seededFailures = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alarm_history WHERE location = $1 AND data->'tagMacs' @> jsonb_build_array($2::text)`,
      [STORE, tag.tagMac],
    );
    expect(alarms.recordsTotal).toBe(seededFailures[0].n);
    expect(alarms.data[0]).toMatchObject({ location: STORE, type: 'UPDATE FAILURE', class: 2 });
    const filtered = await table(`/history/alarm/store/${STORE}/tag/${tag.tagMac}/search`, {
      filter_startDate: Math.floor(Date.now() / 1000) + 60,
    });
    expect(filtered.recordsFiltered).toBe(0);
  });

  it('refuses a store outside the account (403) and an unknown tag (404)', async () => {
    const [other] = await t.db.query<{ tagId: string; tagMac: string }>(
      `SELECT "tagId", "tagMac" FROM tags WHERE "storeCode" = $1 LIMIT 1`,
      [OTHER],
    );
    for (const kind of ['update', 'battery', 'reset', 'temperature']) {
      const url = `/history/${kind}/store/${OTHER}/tag/${other.tagId}/search`;
      expect((await post(url, manager)).statusCode).toBe(403);
      expect(
        (await post(`/history/${kind}/store/${STORE}/tag/${other.tagId}/search`, admin)).statusCode,
      ).toBe(404);
    }
    expect((await post(`/history/alarm/store/${OTHER}/tag/${other.tagMac}/search`, manager)).statusCode).toBe(
      403,
    );
    expect((await post(`/history/alarm/store/${STORE}/tag/${tag.tagMac}/search`, manager)).statusCode).toBe(
      200,
    );
  });

  it('reads and replaces the alias configuration', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/config/alias', headers: manager });
    expect(read.statusCode).toBe(200);
    const { data } = read.json<{
      data: Array<{ index: number; name: string; key: boolean; chart: boolean }>;
    }>();
    expect(data[1]).toEqual({ index: 1, name: 'Price', key: false, chart: true });
    const twoKeys = data.map((a) => ({ ...a, key: a.index < 2 }));
    expect((await post('/config/alias', admin, { data: twoKeys })).statusCode).toBe(400);
    const renamed = data.map((a) => (a.index === 4 ? { ...a, name: 'Country of origin' } : a));
    const saved = await post('/config/alias', admin, { data: renamed });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: Array<{ name: string }> }>().data[4].name).toBe('Country of origin');
  });
});
