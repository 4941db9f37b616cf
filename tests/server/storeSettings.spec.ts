// Store settings (doc 3 §5, §7, §9): the store list and page, create with the new-store defaults, the messages,
// the 10-300 s duration rule, delete with every row of the store; the amac calls; privileges and store scope.
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../../server/generated/jsonSchemas.ts';
import { MANAGER_STORES } from '../../server/seed/demoData.ts';
import { STORE_EXISTS } from '../../server/routes/config/store.ts';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { settingsOperator } from './settingsHelpers.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

describe.each(backends)('store settings on $name', (backend) => {
  const s = signedInApp(backend);
  const operator: Headers = {};
  const call = (method: Method, url: string, headers?: Headers, payload?: object) =>
    s.t.app.inject({ method, url: `/api${url}`, headers, payload });

  it('answers 401 without a session and 403 without store config write or outside the stores', async () => {
    Object.assign(operator, await settingsOperator(s.t.app, s.admin));
    expect((await call('GET', '/config/store')).statusCode).toBe(401);
    expect((await call('POST', '/config/store', undefined, { storeCode: 'N1' })).statusCode).toBe(401);
    expect((await call('DELETE', '/config/store/KR001')).statusCode).toBe(401);
    expect(
      (await call('POST', '/config/store', s.viewer, { storeCode: 'N1', storeName: 'N' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/config/store/KR001', s.manager)).statusCode).toBe(403);
    const outside = await call('POST', '/config/store', operator, { storeCode: 'ELSEWHERE', storeName: 'N' });
    expect(outside.statusCode).toBe(403);
    expect((await call('DELETE', '/config/store/KR002', operator)).statusCode).toBe(403);
  });

  it("lists only the account's stores", async () => {
    const list = (await call('GET', '/config/store', operator)).json();
    expect(list.data.map((r: { storeCode: string }) => r.storeCode).sort()).toEqual(
      [...MANAGER_STORES].sort(),
    );
    const page = (await call('POST', '/config/store/search', operator, { start: 0, length: 1 })).json();
    expect(page.recordsFiltered).toBe(MANAGER_STORES.length);
    expect(page.data).toHaveLength(1);
    const all = (await call('POST', '/config/store/search', s.admin, { start: 0, length: 500 })).json();
    expect(all.recordsTotal).toBeGreaterThan(MANAGER_STORES.length);
  });

  it.each([
    [{ storeCode: ' ', storeName: 'N' }, 'Fill in Store Code!'],
    [{ storeCode: 'N1', storeName: '' }, 'Fill in Store Name!'],
    [{ storeCode: 'N1', storeName: 'N', eventDuration: '' }, 'Fill in Event Duration!'],
    [{ storeCode: 'N1', storeName: 'N', totalDuration: null }, 'Fill in Total Duration!'],
    [{ storeCode: 'N1', storeName: 'N', cpDuration: ' ' }, 'Fill in Contention Duration!'],
    [{ storeCode: 'N1', storeName: 'N', baseTimeout: '' }, 'Fill in Base timeout!'],
    [{ storeCode: 'N1', storeName: 'N', timeoutTag: '' }, 'Fill in Timeout per tag!'],
    [
      { storeCode: 'N1', storeName: 'N', totalDuration: 9 },
      'This value must be greater than 10 and less than 300.',
    ],
    [
      { storeCode: 'N1', storeName: 'N', totalDuration: 301 },
      'This value must be greater than 10 and less than 300.',
    ],
    // doc 3 §9: the days SUN to SAT, plus manual on update only
    [{ storeCode: 'N1', storeName: 'N', tagStatusCheckDay: 'MANUAL' }, 'validation error'],
  ])('refuses %j with "%s"', async (body, message) => {
    const defaults = {
      totalDuration: 120,
      eventDuration: 1,
      cpDuration: 39,
      baseTimeout: 60,
      timeoutTag: 0.1,
    };
    const answer = await call('POST', '/config/store', s.admin, { ...defaults, ...body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('creates a store with the doc 3 §9 defaults, the server PAN ID, and refuses the same code again', async () => {
    const body = {
      storeCode: 'NEW01',
      storeName: 'New store',
      totalDuration: 120,
      eventDuration: 1,
      cpDuration: 39,
      baseTimeout: 60,
      timeoutTag: 0.1,
      position: { latitude: 37.5, longitude: 127 },
    };
    const created = await call('POST', '/config/store', s.admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const store = (await call('GET', '/config/store/NEW01', s.admin)).json();
    expect(store).toMatchObject({
      ...body,
      nfRandomPercent: 5,
      nfRetryCnt: 8,
      nfBasicSleep: 18,
      nfDeepSleepDuration: 30,
      tagStatusCheckDay: 'SUN',
      timeServerPort: 123,
      panId: '0001',
    });
    const again = await call('POST', '/config/store', s.admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STORE_EXISTS.text);
    const updated = await call('PUT', '/config/store', s.admin, { ...store, totalDuration: 400 });
    expect(updated.json().message).toBe('This value must be greater than 10 and less than 300.');
  });

  it('creates a store from its code and name alone: every field left out takes its schema default', async () => {
    const created = await call('POST', '/config/store', s.admin, { storeCode: 'RELX09', storeName: 'x' });
    expect(created.statusCode, created.body).toBe(201);
    const store = (await call('GET', '/config/store/RELX09', s.admin)).json<Record<string, unknown>>();
    const properties = (
      jsonSchemas.Store as { properties: Record<string, { default?: unknown; readOnly?: boolean }> }
    ).properties;
    const defaults = Object.entries(properties).filter(([, p]) => p.default !== undefined && !p.readOnly);
    expect(defaults.map(([name]) => name)).toContain('totalDuration');
    for (const [name, property] of defaults) expect(store[name], name).toEqual(property.default);
  });

  it('deletes a store with every row of it', async () => {
    await call('POST', '/config/store', s.admin, {
      storeCode: 'GONE1',
      storeName: 'Gone',
      totalDuration: 120,
      eventDuration: 1,
      cpDuration: 39,
      baseTimeout: 60,
      timeoutTag: 0.1,
    });
    await s.t.db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", status) VALUES ('GONE-GW-1', 'GONE1', 'NORMAL')`,
    );
    await s.t.db.query(
      `INSERT INTO products ("storeCode", "prCode", "prName") VALUES ('GONE1', 'P1', 'One')`,
    );
    const removed = await call('DELETE', '/config/store/GONE1', s.admin);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/config/store/GONE1', s.admin)).statusCode).toBe(404);
    expect(await s.t.db.query(`SELECT 1 FROM gateways WHERE "storeCode" = 'GONE1'`)).toHaveLength(0);
    expect(await s.t.db.query(`SELECT 1 FROM products WHERE "storeCode" = 'GONE1'`)).toHaveLength(0);
    expect((await call('DELETE', '/config/store/GONE1', s.admin)).statusCode).toBe(404);
  });

  describe('amac', () => {
    it('answers 401 and 403', async () => {
      expect((await call('GET', '/config/amac')).statusCode).toBe(401);
      expect((await call('GET', '/config/amac', s.manager)).statusCode).toBe(403);
      expect(
        (await call('POST', '/config/amac', s.viewer, { abstractCode: 'A', abstractData: 'B' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', '/config/amac/A', s.viewer)).statusCode).toBe(403);
    });

    it.each([
      [{ abstractCode: 'A1', abstractData: ' ' }, 'Fill in Abstract Data!'],
      [{ abstractCode: '', abstractData: 'data' }, 'Fill in Abstract Code!'],
      [{}, 'Fill in Abstract Data!'],
    ])('refuses %j with "%s"', async (body, message) => {
      const answer = await call('POST', '/config/amac', s.admin, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    });

    it('adds, lists, saves and deletes a mapping (the operator, whose stores are limited, too)', async () => {
      const added = await call('POST', '/config/amac', operator, {
        abstractCode: 'A/1',
        abstractData: 'apple',
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(
        (await call('POST', '/config/amac', s.admin, { abstractCode: 'A/1', abstractData: 'x' })).statusCode,
      ).toBe(409);
      const saved = await call('PUT', '/config/amac', operator, {
        abstractCode: 'A/1',
        abstractData: 'pear',
      });
      expect(saved.json()).toMatchObject({ abstractCode: 'A/1', abstractData: 'pear' });
      expect(
        (await call('PUT', '/config/amac', s.admin, { abstractCode: 'NONE', abstractData: 'x' })).statusCode,
      ).toBe(404);
      const list = (await call('GET', '/config/amac', operator)).json();
      expect(list.data).toEqual([expect.objectContaining({ abstractCode: 'A/1', abstractData: 'pear' })]);
      const page = (
        await call('POST', '/config/amac/search', s.admin, {
          start: 0,
          length: 10,
          filter_abstractCode: 'a/',
          condition_abstractCode: '~',
        })
      ).json();
      expect(page.recordsFiltered).toBe(1);
      expect((await call('DELETE', `/config/amac/${encodeURIComponent('A/1')}`, operator)).statusCode).toBe(
        200,
      );
      expect((await call('GET', '/config/amac', s.admin)).json().data).toEqual([]);
      expect((await call('DELETE', '/config/amac/A%2F1', s.admin)).statusCode).toBe(404);
    });
  });
});
