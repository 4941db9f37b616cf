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
    expect(bad.json()).toEqual({ message: 'validation error' });
    expect((await put('')).json()).toMatchObject({ site: '' });
  });
});
