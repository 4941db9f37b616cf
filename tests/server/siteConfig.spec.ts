// The site variant through GET/PUT /config/system (doc 1 §1): setting.write to change it; every session reads it.
import { describe, expect, it } from 'vitest';
import { backends, signedInApp } from './helpers.ts';

describe.each(backends)('site configuration on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const put = (site: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/config/system', headers, payload: { site } });

  it('every signed-in account reads the system configuration', async () => {
    for (const headers of [admin, manager, viewer]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/config/system', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ site: '', enableTagStatusCheck: false });
    }
  });

  it('setting the site needs setting.write', async () => {
    expect((await put('croma', manager)).statusCode).toBe(403);
    expect((await put('croma', viewer)).statusCode).toBe(403);
    const response = await put('edion');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ site: 'edion' });
  });

  it('the session user info carries the site; unknown values are refused; empty restores the default', async () => {
    await put('croma');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/login', headers: manager });
    expect(session.json().systemConfig.site).toBe('croma');
    const bad = await put('acme');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'validation error' });
    expect((await put('')).json()).toMatchObject({ site: '' });
  });

  it('every answer to a session carries the config version; a change shows in the next answer and the session info', async () => {
    const version = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/status/store', headers: viewer })).headers[
        'x-system-config-version'
      ];
    const before = await version();
    expect(before).toMatch(/^\d{4}-/);
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/login', headers: viewer });
    expect(info.json().systemConfigVersion).toBe(before);
    expect(info.headers['x-system-config-version']).toBe(before);
    expect(await version()).toBe(before);
    await put('coop');
    const after = await version();
    expect(after).not.toBe(before);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/auth/login', headers: viewer });
    expect(fresh.json()).toMatchObject({ systemConfigVersion: after, systemConfig: { site: 'coop' } });
    await put('');
  });

  it('answers without a session carry no version', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/status/store' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-system-config-version']).toBeUndefined();
  });
});
