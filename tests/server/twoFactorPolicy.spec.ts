// Issue 36, two-factor sign-in: role 0's policy (an account that must enrol gets a session good for the enrolment
// only, until it has), role 0's reset of another account (403 for others), and the 401/403 rules of the calls.
import { describe, expect, it } from 'vitest';
import { backends, login, postJson, signedInApp, type Headers } from './helpers.ts';
import {
  clock,
  codeAt,
  enrol,
  newAccount,
  nextStep,
  passwordStep,
  sessionHeaders,
} from './twoFactorHelpers.ts';

type Policy = { mode: 'none' | 'all' | 'roles'; roles: number[] };

describe.each(backends)('two-factor policy and reset on $name', (backend) => {
  const s = signedInApp(backend, { clock: () => clock.now });
  const app = () => s.t.app;
  const putPolicy = (headers: Headers, policy: Policy) =>
    app().inject({ method: 'PUT', url: '/api/auth/twofactor/policy', headers, payload: policy });

  /** a role of its own (store read, or member write), so the policy reaches the test's accounts alone */
  async function newRole(area: 'store' | 'member' = 'store'): Promise<number> {
    const role = await postJson<{ role_id: number }>(app(), s.admin, '/auth/role', {
      name: `Two-factor ${area} ${Date.now()}`,
      privilege: [{ key: area, depth: 0, read: true, write: area === 'member' }],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    return role.body.role_id;
  }

  it('the policy leads an account of a chosen role through the enrolment before its session is of use', async () => {
    const roleId = await newRole();
    const who = await newAccount(app(), s.admin, roleId);
    const set = await putPolicy(s.admin, { mode: 'roles', roles: [roleId] });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const read = await app().inject({ method: 'GET', url: '/api/auth/twofactor/policy', headers: s.admin });
      expect(read.json()).toEqual({ mode: 'roles', roles: [roleId] });
      // other roles are not concerned
      expect(
        (await passwordStep(app(), { email: 'viewer@example.com', password: 'Viewer#2026' })).body,
      ).toMatchObject({
        twoFactorEnrol: false,
      });
      const first = await passwordStep(app(), who);
      expect(first.status).toBe(200);
      expect(first.body.twoFactorEnrol).toBe(true);
      const headers = sessionHeaders(who.email, first.body.accessToken!);
      const ownAccount = () =>
        app().inject({ method: 'GET', url: `/api/auth/account/${encodeURIComponent(who.email)}`, headers });
      const blocked = await ownAccount();
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ messageKey: 'app.serverMessages.twoFactorEnrolRequired' });
      const status = await app().inject({ method: 'GET', url: '/api/auth/twofactor', headers });
      expect(status.json()).toMatchObject({ enabled: false, required: true });
      const { secret } = await enrol(app(), headers);
      // the same session is of use once enrolled
      expect((await ownAccount()).statusCode).toBe(200);
      expect((await app().inject({ method: 'GET', url: '/api/auth/login', headers })).json()).toMatchObject({
        twoFactorEnrol: false,
      });
      // required: it cannot be turned off
      nextStep();
      const off = await postJson<{ messageKey: string }>(app(), headers, '/auth/twofactor/disable', {
        password: who.password,
        code: codeAt(secret, clock.now),
      });
      expect(off.status).toBe(409);
      expect(off.body.messageKey).toBe('app.serverMessages.twoFactorRequired');
      // the next login asks for the code
      expect((await passwordStep(app(), who)).body.twoFactor).toBe(true);
    } finally {
      expect((await putPolicy(s.admin, { mode: 'none', roles: [] })).statusCode).toBe(200);
    }
  });

  it('role 0 resets another account: it signs in with its password alone; others get 403, no session 401', async () => {
    const who = await newAccount(app(), s.admin);
    await enrol(app(), await login(app(), who));
    const reset = (headers: Headers | undefined) =>
      postJson<{ messageKey?: string }>(app(), headers, '/auth/twofactor/reset', { email: who.email });
    expect((await reset(undefined)).status).toBe(401);
    // an account that writes members, yet only role 0 resets a second factor
    const memberWriter = await login(app(), await newAccount(app(), s.admin, await newRole('member')));
    const byMemberWriter = await reset(memberWriter);
    expect(byMemberWriter.status).toBe(403);
    expect(byMemberWriter.body.messageKey).toBe('app.serverMessages.twoFactorRoleZeroOnly');
    expect((await reset(s.manager)).status).toBe(403);
    expect((await reset(s.viewer)).status).toBe(403);
    expect((await passwordStep(app(), who)).body.twoFactor).toBe(true);
    expect((await reset(s.admin)).status).toBe(200);
    const plain = await passwordStep(app(), who);
    expect(plain.body.accessToken).toEqual(expect.any(String));
    expect(
      (await postJson(app(), s.admin, '/auth/twofactor/reset', { email: 'nobody@example.com' })).status,
    ).toBe(404);
  });

  it('401 without a session on every own call, 403 for the policy without role 0 or member rights', async () => {
    const own: Array<[string, string, object?]> = [
      ['GET', '/auth/twofactor'],
      ['POST', '/auth/twofactor/enrol'],
      ['POST', '/auth/twofactor/enrol/confirm', { code: '123456' }],
      ['POST', '/auth/twofactor/disable', { password: 'x', code: '123456' }],
      ['POST', '/auth/twofactor/recovery', { code: '123456' }],
      ['GET', '/auth/twofactor/policy'],
      ['PUT', '/auth/twofactor/policy', { mode: 'all', roles: [] }],
    ];
    for (const [method, url, payload] of own) {
      const answer = await app().inject({
        method: method as 'GET',
        url: `/api${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await putPolicy(s.manager, { mode: 'all', roles: [] })).statusCode).toBe(403);
    expect((await putPolicy(s.viewer, { mode: 'all', roles: [] })).statusCode).toBe(403);
    expect(
      (await app().inject({ method: 'GET', url: '/api/auth/twofactor/policy', headers: s.viewer }))
        .statusCode,
    ).toBe(403);
    const bad = await putPolicy(s.admin, { mode: 'some' as 'all', roles: [] });
    expect(bad.statusCode).toBe(400);
    // a code step with a made-up challenge, or without any code
    const made = await postJson<{ messageKey: string }>(app(), undefined, '/auth/login/otp', {
      challenge: 'made-up',
      code: '123456',
    });
    expect(made.status).toBe(401);
    expect(made.body.messageKey).toBe('app.serverMessages.twoFactorChallengeExpired');
    expect((await postJson(app(), undefined, '/auth/login/otp', { challenge: 'made-up' })).status).toBe(400);
  });
});
