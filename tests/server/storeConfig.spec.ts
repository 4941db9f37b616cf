// Store configuration (doc 3 §7 'Settings'): GET /config/store/{store} and PUT /config/store, validated by the
// store schema's generated validator, guarded by store config (doc 3 §6) and the account's stores.
import { describe, expect, it } from 'vitest';
import { DEMO_STORES, MANAGER_STORES } from '../../server/seed/demoData.ts';
import { backends, signedInApp } from './helpers.ts';

describe.each(backends)('store configuration on $name', (backend) => {
  const s = signedInApp(backend);
  const call = (method: 'GET' | 'PUT', url: string, headers?: Record<string, string>, payload?: object) =>
    s.t.app.inject({ method, url: `/api${url}`, headers, payload });

  it('answers 401 without a session and 403 without store config write', async () => {
    expect((await call('GET', '/config/store/KR001')).statusCode).toBe(401);
    expect((await call('PUT', '/config/store', undefined, { storeCode: 'KR001' })).statusCode).toBe(401);
    const viewer = await call('PUT', '/config/store', s.viewer, { storeCode: 'KR001', storeName: 'X' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe('Permission denied.');
  });

  it('refuses a store outside the account list', async () => {
    const outside = DEMO_STORES.map((d) => d.storeCode).find((code) => !MANAGER_STORES.includes(code));
    const answer = await call('GET', `/config/store/${outside}`, s.manager);
    expect(answer.statusCode).toBe(403);
    expect((await call('GET', `/config/store/${MANAGER_STORES[0]}`, s.manager)).statusCode).toBe(200);
  });

  it("answers the schema's message for a blank name and stores a good update", async () => {
    const blank = await call('PUT', '/config/store', s.admin, { storeCode: 'KR001', storeName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Fill in Store Name!');
    const before = (await call('GET', '/config/store/KR001', s.admin)).json();
    // PUT carries the whole store entity, as the edit modal sends it
    const saved = await call('PUT', '/config/store', s.admin, {
      ...before,
      storeName: `${before.storeName} (renamed)`,
      totalDuration: 200,
      // a manual status check is chosen on update (doc 3 §9), never on create
      tagStatusCheckDay: 'MANUAL',
      status: 'OFFLINE',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call('GET', '/config/store/KR001', s.admin)).json();
    expect(after.storeName).toBe(`${before.storeName} (renamed)`);
    expect(after.totalDuration).toBe(200);
    expect(after.tagStatusCheckDay).toBe('MANUAL');
    // a read-only counter is not writable through the API
    expect(after.status).toBe(before.status);
  });

  it('answers 404 for an unknown store', async () => {
    expect((await call('GET', '/config/store/NOPE', s.admin)).statusCode).toBe(404);
    const entity = (await call('GET', '/config/store/KR002', s.admin)).json();
    const unknown = await call('PUT', '/config/store', s.admin, { ...entity, storeCode: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
  });
});
