// The paged store lists (doc 1 §7 Status and lists) on both backends: paging, filters, store scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';

interface StoreRow {
  storeCode: string;
  storeName: string;
  status: string;
  gwCount: number;
  normal: number;
  offline: number;
  alarm: number;
  position: { latitude: number; longitude: number } | null;
}
interface Page {
  recordsTotal: number;
  recordsFiltered: number;
  data: StoreRow[];
}

describe.each(backends)('store lists on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
    manager = await login(t.app, MANAGER);
  });
  afterAll(async () => t?.close());

  const page = async (headers: Headers, payload: object, url = '/api/status/store/pagination/0') => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('pages the stores 10 by default, sorted by store code, with counters and position', async () => {
    const all = await page(admin, { length: -1 });
    expect(all.recordsTotal).toBeGreaterThanOrEqual(5);
    const codes = all.data.map((s) => s.storeCode);
    expect(codes).toEqual([...codes].sort());
    for (const store of all.data) {
      expect(store.gwCount).toBe(store.normal + store.offline + store.alarm);
      expect(store.position?.latitude).toEqual(expect.any(Number));
    }
    const second = await page(admin, { start: 2, length: 2 });
    expect(second.data.map((s) => s.storeCode)).toEqual(codes.slice(2, 4));
    expect((await page(admin, {})).data.length).toBe(Math.min(10, all.recordsTotal));
  });

  it('filters on name (contains), code and status', async () => {
    const byName = await page(admin, { filter_storeName: 'tokyo' });
    expect(byName.data.map((s) => s.storeCode)).toEqual(['JP001']);
    expect(byName.recordsFiltered).toBe(1);
    const byCode = await page(admin, { filter_storeCode: 'KR' });
    expect(byCode.data.map((s) => s.storeCode)).toEqual(['KR001', 'KR002']);
    await t.db.query(`UPDATE gateways SET status = 'OFFLINE' WHERE "storeCode" = 'EU002'`);
    await t.app.repos.stores.refreshCounters();
    const offline = await page(admin, { filter_status: 'OFFLINE', condition_status: '==' });
    expect(offline.data.map((s) => s.storeCode)).toEqual(['EU002']);
    expect(offline.data[0].offline).toBe(offline.data[0].gwCount);
    const config = await page(admin, { filter_status: 'OFFLINE' }, '/api/config/store/pagination');
    expect(config.data.map((s) => s.storeCode)).toEqual(['EU002']);
  });

  it('shows the manager only its two stores', async () => {
    const mine = await page(manager, { length: -1 });
    expect(mine.data.map((s) => s.storeCode).sort()).toEqual(['JP001', 'KR001']);
    expect(mine.recordsTotal).toBe(2);
    const other = await page(manager, { filter_storeCode: 'EU001' });
    expect(other.data).toEqual([]);
  });

  it('answers 404 for an unknown list kind', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/pagination/7',
      headers: admin,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
