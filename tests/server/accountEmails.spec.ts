// Other accounts' emails are for member read (issue 21): the alarm configuration's admins and the system alarm
// history's sources are masked for a viewer without it, as the server log download masks them; the own email
// and readers with member read see them whole.
import { describe, expect, it } from 'vitest';
import { ADMIN, backends, MANAGER, signedInApp, VIEWER, type Headers } from './helpers.ts';

interface AlarmRow {
  type: string;
  sourceType: string | null;
  sourceId: string | null;
  data: { url?: string } | null;
}

describe.each(backends)('account emails on $name', (backend) => {
  const s = signedInApp(backend);
  const get = (url: string, headers: Headers) =>
    s.t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const accountAlarms = async (headers: Headers) => {
    const r = await s.t.app.inject({
      method: 'POST',
      url: '/api/history/alarm/system/search',
      headers,
      payload: { length: -1, filter_type: 'API PERMISSION DENIED' },
    });
    expect(r.statusCode).toBe(200);
    return r.json<{ data: AlarmRow[] }>().data.filter((a) => a.sourceType === 'account');
  };

  it('GET /alarm/config: role 0 emails masked without member read', async () => {
    const forViewer = (await get('/alarm/config', s.viewer)).json<{ admin: string[] }>();
    expect(forViewer.admin).toEqual(['a***@example.com']);
    const forAdmin = (await get('/alarm/config', s.admin)).json<{ admin: string[] }>();
    expect(forAdmin.admin).toEqual([ADMIN.email]);
  });

  it('system alarm history: account sources masked without member read, the own one kept', async () => {
    // two refusals: API PERMISSION DENIED with each caller as source and its email in the path
    expect((await get(`/auth/account/${ADMIN.email}`, s.manager)).statusCode).toBe(403);
    expect((await get(`/auth/account/${ADMIN.email}`, s.viewer)).statusCode).toBe(403);
    const seen = await accountAlarms(s.viewer);
    const sources = seen.map((a) => a.sourceId);
    expect(sources).toContain('m***@example.com');
    expect(sources).toContain(VIEWER.email);
    expect(sources).not.toContain(MANAGER.email);
    expect(JSON.stringify(seen)).not.toContain(ADMIN.email);
    expect(JSON.stringify(seen)).toContain('a***@example.com');
    const whole = (await accountAlarms(s.admin)).map((a) => a.sourceId);
    expect(whole).toEqual(expect.arrayContaining([MANAGER.email, VIEWER.email]));
  });
});
