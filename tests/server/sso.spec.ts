// Issue 36, single sign-on by OpenID Connect against a real provider on loopback (tests/support/oidcProvider.ts):
// role 0 sets providers (secret write-only, sealed); the full code flow with PKCE gives an ordinary session whose
// role and stores come from the claims, refreshed at each sign-in; unknown people are created or refused; a
// tampered state, another browser, a wrong audience, an expired ID token and a provider that is down are refused
// with the login page's message keys; an ssoOnly account's password is refused, role 0's never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderHandle } from '../support/oidcProvider.ts';
import { ADMIN, backends, login, postJson, signedInApp, type Headers } from './helpers.ts';
import { exchange, ssoBrowser } from './ssoHelpers.ts';

const SECRET_KEY = 'sso-tests-secret-key-of-at-least-32-chars';
const PUBLIC_URL = 'http://console.test:8800';
const REDIRECT = `${PUBLIC_URL}/api/auth/sso/callback`;
const CLIENT_SECRET = 'the-client-secret-of-esl-console';

const USERS = {
  alice: { email: 'alice@corp.example', name: 'Alice Example', groups: ['staff', 'esl-managers'] },
  bob: { email: 'bob@corp.example', groups: ['staff'] },
  carol: { email: 'carol@corp.example', groups: ['esl-viewers'] },
};
const RULES = [
  { claim: 'groups', value: 'esl-managers', role_id: 1, store: ['KR001', 'KR002'] },
  { claim: 'groups', value: 'esl-viewers', role_id: 2, enableWholeStore: true },
];

interface ProviderRow {
  id: number;
  name: string;
  hasClientSecret: boolean;
  redirectUri: string;
  clientSecret?: unknown;
}

describe.each(backends)('single sign-on on $name', (backend) => {
  const s = signedInApp(backend, { config: { secretKey: SECRET_KEY, publicUrl: PUBLIC_URL } });
  let idp: OidcProviderHandle;
  const ids = { main: 0, wrongAudience: 0, expired: 0, closed: 0 };

  const addProvider = async (body: object) => {
    const r = await postJson<ProviderRow>(s.t.app, s.admin, '/auth/sso/provider', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    idp = await startOidcProvider({
      users: USERS,
      clients: [
        { clientId: 'esl-console', clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT] },
        { clientId: 'esl-closed', redirectUris: [REDIRECT] },
        { clientId: 'esl-wrong-aud', redirectUris: [REDIRECT], misbehave: 'wrongAudience' },
        { clientId: 'esl-expired', redirectUris: [REDIRECT], misbehave: 'expired' },
      ],
    });
    const common = { issuer: idp.issuer, scopes: 'openid email profile groups', rules: RULES };
    ids.main = (
      await addProvider({
        ...common,
        name: 'Corp',
        clientId: 'esl-console',
        clientSecret: CLIENT_SECRET,
        createUnknown: true,
      })
    ).id;
    ids.closed = (await addProvider({ ...common, name: 'Closed', clientId: 'esl-closed' })).id;
    ids.wrongAudience = (
      await addProvider({ ...common, name: 'Aud', clientId: 'esl-wrong-aud', createUnknown: true })
    ).id;
    ids.expired = (
      await addProvider({ ...common, name: 'Exp', clientId: 'esl-expired', createUnknown: true })
    ).id;
  });
  afterAll(async () => idp?.stop());

  it('providers: role 0 only (401 without a session, 403 for a manager); the secret sealed, never answered', async () => {
    const search = (headers?: Headers) =>
      postJson<{ data: ProviderRow[] }>(s.t.app, headers, '/auth/sso/provider/search', {});
    expect((await search()).status).toBe(401);
    expect((await search(s.manager)).status).toBe(403);
    const list = await search(s.admin);
    expect(list.status).toBe(200);
    const main = list.body.data.find((p) => p.id === ids.main)!;
    expect(main).toMatchObject({ hasClientSecret: true, redirectUri: REDIRECT });
    expect(JSON.stringify(list.body)).not.toContain(CLIENT_SECRET);
    const [stored] = await s.t.db.query<{ clientSecretSealed: string }>(
      'SELECT "clientSecretSealed" FROM identity_provider WHERE id = $1',
      [ids.main],
    );
    expect(stored.clientSecretSealed).toMatch(/^v1:/);
    expect(stored.clientSecretSealed).not.toContain(CLIENT_SECRET);
  });

  it('an update with an empty secret keeps it; an http issuer off this machine is refused 400', async () => {
    const r = await s.t.app.inject({
      method: 'PUT',
      url: `/api/auth/sso/provider/${ids.main}`,
      headers: s.admin,
      payload: {
        name: 'Corp',
        issuer: idp.issuer,
        clientId: 'esl-console',
        clientSecret: '',
        scopes: 'openid email profile groups',
        rules: RULES,
        createUnknown: true,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<ProviderRow>().hasClientSecret).toBe(true);
    const insecure = await postJson<{ messageKey: string }>(s.t.app, s.admin, '/auth/sso/provider', {
      name: 'Plain',
      issuer: 'http://idp.example.com',
      clientId: 'x',
    });
    expect(insecure.status).toBe(400);
    expect(insecure.body.messageKey).toBe('app.serverMessages.ssoInsecureIssuer');
    const noRole = await postJson<{ message: string }>(s.t.app, s.admin, '/auth/sso/provider', {
      name: 'Roles',
      issuer: idp.issuer,
      clientId: 'x',
      rules: [...RULES, { claim: 'groups', value: 'x', role_id: 4242 }],
    });
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toBe('Claim rule 3: there is no role 4242.');
  });

  it('the login page lists the enabled providers without a session', async () => {
    const r = await s.t.app.inject({ method: 'GET', url: '/api/auth/sso/providers' });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ data: Array<{ id: number; name: string }> }>().data).toContainEqual({
      id: ids.main,
      name: 'Corp',
    });
  });

  it('the full flow: an unknown person is created with the mapped role and stores, an ordinary session', async () => {
    const run = await ssoBrowser(s.t.app).signIn(ids.main, 'alice');
    expect(run.error).toBeUndefined();
    expect(run.landing.href.startsWith(`${PUBLIC_URL}/#/sso?code=`)).toBe(true);
    const r = await exchange(s.t.app, run.code!);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: 'alice@corp.example', role_id: 1, store: ['KR001', 'KR002'] });
    const headers = { 'access-token': r.body.accessToken, 'access-email': r.body.email };
    const check = await s.t.app.inject({ method: 'GET', url: '/api/auth/login', headers });
    expect(check.statusCode).toBe(200);
    const [account] = await s.t.db.query<{ ssoOnly: boolean; name: string }>(
      'SELECT "ssoOnly", name FROM accounts WHERE email = $1',
      ['alice@corp.example'],
    );
    expect(account).toEqual({ ssoOnly: true, name: 'Alice Example' });
    // the code works once
    expect((await exchange(s.t.app, run.code!)).status).toBe(401);
  });

  it('role and stores are refreshed from the claims at each sign-in', async () => {
    await s.t.db.query(
      `UPDATE accounts SET role_id = 2, store = '["JP001"]' WHERE email = 'alice@corp.example'`,
    );
    const run = await ssoBrowser(s.t.app).signIn(ids.main, 'alice');
    const r = await exchange(s.t.app, run.code!);
    expect(r.body).toMatchObject({ role_id: 1, store: ['KR001', 'KR002'] });
  });

  it('a person no rule maps is refused; with "create unknown" off an unknown person is refused', async () => {
    expect((await ssoBrowser(s.t.app).signIn(ids.main, 'bob')).error).toBe('app.sso.errors.noMatchingRule');
    expect((await ssoBrowser(s.t.app).signIn(ids.closed, 'carol')).error).toBe('app.sso.errors.unknownUser');
    expect(
      (await s.t.db.query('SELECT 1 FROM accounts WHERE email = $1', ['carol@corp.example'])).length,
    ).toBe(0);
  });

  it('a tampered state, and a callback from another browser, are refused', async () => {
    const browser = ssoBrowser(s.t.app);
    const back = await browser.atProvider(await browser.start(ids.main), 'alice');
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect((await browser.callback(tampered)).error).toBe('app.sso.errors.stateInvalid');

    const other = ssoBrowser(s.t.app);
    const again = await other.atProvider(await other.start(ids.main), 'alice');
    expect((await other.callback(again, { withoutCookie: true })).error).toBe('app.sso.errors.stateInvalid');
  });

  it('an ID token for another audience, or expired, is refused (signed by the provider all the same)', async () => {
    expect((await ssoBrowser(s.t.app).signIn(ids.wrongAudience, 'carol')).error).toBe(
      'app.sso.errors.tokenInvalid',
    );
    expect((await ssoBrowser(s.t.app).signIn(ids.expired, 'carol')).error).toBe(
      'app.sso.errors.tokenInvalid',
    );
    expect(
      (await s.t.db.query('SELECT 1 FROM accounts WHERE email = $1', ['carol@corp.example'])).length,
    ).toBe(0);
  });

  it('an ssoOnly account: its password refused with its own message; role 0 always signs in with its password', async () => {
    await s.t.db.query(
      `UPDATE accounts SET "ssoOnly" = true WHERE email IN ('manager@example.com', 'admin@example.com')`,
    );
    try {
      const r = await postJson<{ messageKey: string }>(s.t.app, undefined, '/auth/login', {
        email: 'manager@example.com',
        password: 'Manager#2026',
      });
      expect(r.status).toBe(401);
      expect(r.body.messageKey).toBe('app.serverMessages.ssoOnlyAccount');
      expect((await login(s.t.app, ADMIN))['access-token']).toBeTruthy();
    } finally {
      await s.t.db.query(
        `UPDATE accounts SET "ssoOnly" = false WHERE email IN ('manager@example.com', 'admin@example.com')`,
      );
    }
  });

  it('a provider that is down: a clear error, and role 0 still signs in with its password', async () => {
    await idp.stop();
    const run = await ssoBrowser(s.t.app).signIn(ids.main, 'alice');
    expect(run.error).toBe('app.sso.errors.providerDown');
    expect((await login(s.t.app, ADMIN))['access-token']).toBeTruthy();
  });
});

describe.each(backends)('single sign-on without SECRET_KEY on $name', (backend) => {
  const s = signedInApp(backend, { config: { secretKey: undefined } });

  it('a client secret is refused with a clear 400; a public client is accepted', async () => {
    const body = { name: 'Corp', issuer: 'https://idp.example.com', clientId: 'esl' };
    const refused = await postJson<{ messageKey: string }>(s.t.app, s.admin, '/auth/sso/provider', {
      ...body,
      clientSecret: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.messageKey).toBe('app.serverMessages.ssoNoSecretKey');
    expect((await postJson(s.t.app, s.admin, '/auth/sso/provider', body)).status).toBe(200);
  });

  it('an unknown provider redirects to the login page with its message', async () => {
    const r = await s.t.app.inject({ method: 'GET', url: '/api/auth/sso/999999/start' });
    expect(r.statusCode).toBe(302);
    expect(String(r.headers.location)).toContain('/#/sso?error=app.sso.errors.providerUnknown');
  });
});

describe.each(backends)('the ssoOnly flag of accounts on $name', (backend) => {
  const s = signedInApp(backend);

  it('an account writer sets and clears it; while set the password sign-in is refused', async () => {
    const put = (ssoOnly: boolean) =>
      s.t.app.inject({
        method: 'PUT',
        url: '/api/auth/account',
        headers: s.admin,
        payload: { email: 'viewer@example.com', ssoOnly },
      });
    const loginViewer = () =>
      postJson<{ messageKey?: string }>(s.t.app, undefined, '/auth/login', {
        email: 'viewer@example.com',
        password: 'Viewer#2026',
      });
    expect((await put(true)).statusCode).toBe(200);
    const refused = await loginViewer();
    expect(refused.status).toBe(401);
    expect(refused.body.messageKey).toBe('app.serverMessages.ssoOnlyAccount');
    expect((await put(false)).statusCode).toBe(200);
    expect((await loginViewer()).status).toBe(200);
  });
});
