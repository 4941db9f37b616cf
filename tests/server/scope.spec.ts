import { describe, expect, it } from 'vitest';
import { backends, type Headers, signedInApp } from './helpers.ts';

describe.each(backends)('store scoping and status on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const codes = (body: { data: Array<{ storeCode: string }> }) => body.data.map((s) => s.storeCode).sort();

  it('the manager sees only its two stores', async () => {
    expect(codes((await get('/api/status/store', manager)).json())).toEqual(['JP001', 'KR001']);
  });

  it('role 0 and enableWholeStore see every store', async () => {
    const all = codes((await get('/api/status/store', admin)).json());
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(codes((await get('/api/status/store', viewer)).json())).toEqual(all);
  });

  it('a store outside the list answers 403, one inside answers the store with its gateways', async () => {
    const other = await get('/api/status/store/KR002', manager);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'Permission denied.' });
    const own = await get('/api/status/store/KR001', manager);
    expect(own.statusCode).toBe(200);
    expect(own.json().objList.length).toBe(own.json().gwCount);
    const gw = own.json().objList[0].gwMac;
    expect((await get(`/api/status/store/KR001/gw/${gw}`, manager)).statusCode).toBe(200);
    expect((await get(`/api/status/store/KR002/gw/${gw}`, manager)).statusCode).toBe(403);
    expect((await get('/api/status/store/KR002', viewer)).statusCode).toBe(200);
  });

  it('store counters are computed from the gateways in SQL', async () => {
    await t.db.query(
      `UPDATE gateways SET status = 'OFFLINE' WHERE "gwMac" = (SELECT "gwMac" FROM gateways WHERE "storeCode" = 'JP001' ORDER BY "gwMac" LIMIT 1)`,
    );
    await t.db.query(
      `UPDATE gateways SET status = 'NORMAL', "timeSync" = false WHERE "gwMac" = (SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001' ORDER BY "gwMac" LIMIT 1)`,
    );
    const stores = (await get('/api/status/store', manager)).json().data;
    const jp = stores.find((s: { storeCode: string }) => s.storeCode === 'JP001');
    const kr = stores.find((s: { storeCode: string }) => s.storeCode === 'KR001');
    expect(jp).toMatchObject({ status: 'OFFLINE', gwCount: 2, normal: 1, offline: 1, alarm: 0 });
    expect(kr).toMatchObject({ status: 'ALARM', gwCount: 2, normal: 1, offline: 0, alarm: 1 });
    expect(jp.position).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it('server status lists proxy, database and esl servers for server read only', async () => {
    const body = (await get('/api/status/server', viewer)).json();
    expect(body.proxy.length).toBeGreaterThan(0);
    expect(body.database.length).toBeGreaterThan(0);
    expect(body.esl.length).toBeGreaterThan(0);
    expect((await get('/api/status/server', manager)).statusCode).toBe(403);
  });

  it('version and the collecting store list are public', async () => {
    const version = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(version.json()).toMatchObject({
      version: expect.any(String),
      grm: { version: expect.any(String) },
      gmp: { version: expect.any(String) },
    });
    const collecting = await t.app.inject({ method: 'GET', url: '/api/tag/status/collecting/store' });
    expect(collecting.json()).toEqual({ storeList: [] });
  });

  it('serves the OpenAPI document with the entity schemas, and config.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Account', 'Role', 'Store']));
    expect(doc.paths['/auth/login']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual({
      apiBase: '/api',
      wsPort: t.app.appConfig.wsPort,
    });
  });
});
