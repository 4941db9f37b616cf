// Issue 35, API tokens: create (secret once, only its hash stored), list, revoke; the grant rule of accounts for
// tokens (6 callers x token holdings); a token calls what its role and stores allow and nothing else; unknown,
// revoked and expired tokens are 401; people-only calls are 403 for a token; its writes are attributed to it.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, login, signedInApp, type Headers } from './helpers.ts';
import { bearer, createToken, createTokenCall, type TokenGrant } from './apiTokenHelpers.ts';

interface Info {
  role_id: number;
  store: string[];
  privilege: Record<string, { read: boolean; write: boolean }>;
}
interface Role {
  role_id: number;
  privilege: Array<{ key: string; read: boolean; write: boolean }>;
}

const PASSWORD = 'Token#2026x';

describe.each(backends)('API tokens on $name', (backend) => {
  const s = signedInApp(backend);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    s.t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  it('create answers the secret once (esl_ + base62, no-store); the list and the table never hold it', async () => {
    const r = await createTokenCall(s.t.app, s.admin, { name: 'ERP', role_id: 2, store: ['KR001'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const created = r.json<{
      id: number;
      secret: string;
      prefix: string;
      expiresAt: string;
      createdBy: string;
    }>();
    expect(created.secret).toMatch(/^esl_[0-9A-Za-z]{43}$/);
    expect(created.prefix).toBe(created.secret.slice(0, 8));
    expect(created.createdBy).toBe('admin@example.com');
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    const list = await call('POST', '/auth/token/search', s.admin, { filter_name: 'ERP' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.body).not.toContain('secretHash');
    expect(list.json<{ data: Array<{ id: number }> }>().data.map((t) => t.id)).toContain(created.id);
    const stored = await s.t.db.query<Record<string, unknown>>('SELECT * FROM api_token WHERE id = $1', [
      created.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it('expiry: 730 days at most, never only for role 0', async () => {
    expect((await createTokenCall(s.t.app, s.admin, { role_id: 2, expiresInDays: 731 })).statusCode).toBe(
      400,
    );
    const never = await createTokenCall(s.t.app, s.admin, { role_id: 2, expiresInDays: null });
    expect(never.statusCode).toBe(400);
    expect(never.json()).toMatchObject({ messageKey: 'app.serverMessages.tokenNeverExpiresRoleZero' });
    const zero = await createToken(s.t.app, s.admin, { role_id: 0, expiresInDays: null });
    expect(zero.expiresAt).toBeNull();
  });

  it('a token calls what its role and stores allow: 200, else 403', async () => {
    const viewer = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    const headers = bearer(viewer.secret);
    expect((await call('POST', '/status/store/KR001/gw/search', headers, {})).statusCode).toBe(200);
    expect((await call('POST', '/status/store/JP001/gw/search', headers, {})).statusCode).toBe(403);
    expect((await call('POST', '/auth/account/search', headers, {})).statusCode).toBe(403);
    // the refusal's API PERMISSION DENIED alarm names the token, not an account
    const denied = await s.t.db.query<{ sourceType: string; sourceId: string }>(
      `SELECT "sourceType", "sourceId" FROM alarm_history WHERE type = 'API PERMISSION DENIED' AND "sourceId" = $1`,
      [`token:${viewer.id}:${viewer.name}`],
    );
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.every((a) => a.sourceType === 'token')).toBe(true);
    const list = await call('POST', '/auth/token/search', s.admin, {});
    const row = list.json<{ data: Array<{ id: number; lastUsedAt: string; lastUsedIp: string }> }>().data;
    expect(row.find((t) => t.id === viewer.id)).toMatchObject({ lastUsedIp: expect.any(String) });
    expect(row.find((t) => t.id === viewer.id)?.lastUsedAt).not.toBeNull();
  });

  it('unknown, revoked and expired tokens are 401', async () => {
    const url = '/status/store/KR001/gw/search';
    expect((await call('POST', url, bearer(`esl_${'x'.repeat(43)}`), {})).statusCode).toBe(401);
    const token = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    expect((await call('POST', url, bearer(token.secret), {})).statusCode).toBe(200);
    const revoked = await call('POST', `/auth/token/${token.id}/revoke`, s.admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'admin@example.com', revokedAt: expect.any(String) });
    expect((await call('POST', url, bearer(token.secret), {})).statusCode).toBe(401);
    const expiring = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    await s.t.db.query(`UPDATE api_token SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [
      expiring.id,
    ]);
    expect((await call('POST', url, bearer(expiring.secret), {})).statusCode).toBe(401);
    expect((await call('POST', '/auth/token/999999/revoke', s.admin)).statusCode).toBe(404);
  });

  it('a token cannot sign in, nor make people-only calls, whatever its role', async () => {
    const token = await createToken(s.t.app, s.admin, { role_id: 0, expiresInDays: null });
    const headers = bearer(token.secret);
    expect((await call('GET', '/auth/login', headers)).statusCode).toBe(401);
    const refusals: Array<[string, () => ReturnType<typeof call>]> = [
      [
        'account update',
        () => call('PUT', '/auth/account', headers, { email: 'viewer@example.com', name: 'x' }),
      ],
      [
        'role update',
        () => call('POST', '/auth/role', headers, { role_id: 2, name: 'Viewer', privilege: [] }),
      ],
      ['logout', () => call('POST', '/auth/logout', headers)],
      ['system script save', () => call('POST', '/auth/3rd/party', headers, { script: '' })],
      ['token create', () => call('POST', '/auth/token', headers, { name: 'x', role_id: 0 })],
      ['token revoke', () => call('POST', `/auth/token/${token.id}/revoke`, headers)],
      // a dashboard is owned by an account: a token makes none (it would own nothing)
      ['dashboard create', () => call('POST', '/dashboards', headers, { name: 'x' })],
    ];
    for (const [what, request] of refusals) {
      const r = await request();
      expect(r.statusCode, what).toBe(403);
      expect(r.json(), what).toMatchObject({ messageKey: 'app.serverMessages.tokenNotAllowed' });
    }
    expect((await call('POST', '/auth/account/search', headers, {})).statusCode).toBe(200);
  });

  it('a tag LED made with a token is attributed to token:<id>:<name>', async () => {
    const token = await createToken(s.t.app, s.admin, { name: 'POS', role_id: 1, store: ['KR001'] });
    const [shown] = await s.t.db.query<{ prCode: string }>(
      `SELECT p."prCode" FROM products p JOIN tags t ON t."storeCode" = p."storeCode" AND t."prCode" = p."prCode"
       WHERE p."storeCode" = 'KR001' LIMIT 1`,
    );
    const r = await call('POST', '/tag/led', bearer(token.secret), { storeCode: 'KR001', product: [shown] });
    expect(r.statusCode, r.body).toBe(200);
    const { taskId } = r.json<{ taskId: number }>();
    const [task] = await s.t.db.query<{ createdBy: string }>(
      'SELECT "createdBy" FROM update_tasks WHERE "taskId" = $1',
      [taskId],
    );
    expect(task.createdBy).toBe(`token:${token.id}:POS`);
  });

  describe('the grant rule: a token never holds more than its creator', () => {
    const callers: Array<{ name: string; headers: Headers; info: Info }> = [];
    const roles = new Map<number, Role>();
    let membersRole = 0;
    let allStores: string[] = [];

    beforeAll(async () => {
      const rw = { read: true, write: true };
      const role = await call('POST', '/auth/role', s.admin, {
        name: 'Token members',
        privilege: [{ key: 'member', depth: 0, ...rw }],
      });
      membersRole = role.json<Role>().role_id;
      for (const r of (await call('GET', '/auth/role', s.admin)).json<{ data: Role[] }>().data)
        roles.set(r.role_id, r);
      const accounts: Array<[string, object]> = [
        ['tm-members', { role_id: membersRole, store: ['KR001'], enableWholeStore: false }],
        ['tm-manager', { role_id: 1, store: ['KR001', 'JP001'], enableWholeStore: false }],
        ['tm-wide', { role_id: membersRole, store: [], enableWholeStore: true }],
      ];
      for (const [name, holding] of accounts) {
        const email = `${name}@example.com`;
        const r = await call('POST', '/auth/account', s.admin, {
          email,
          name,
          mobile: '1',
          password: PASSWORD,
          ...holding,
        });
        expect(r.statusCode, r.body).toBe(200);
      }
      const named: Array<[string, Headers]> = [
        ['admin', s.admin],
        ['manager', s.manager],
        ['viewer', s.viewer],
        ...(await Promise.all(
          accounts.map(async ([name]): Promise<[string, Headers]> => [
            name,
            await login(s.t.app, { email: `${name}@example.com`, password: PASSWORD }),
          ]),
        )),
      ];
      for (const [name, headers] of named)
        callers.push({ name, headers, info: (await call('GET', '/auth/login', headers)).json<Info>() });
      allStores = callers[0]!.info.store;
    });

    const grants = (): TokenGrant[] => [
      { role_id: 0 },
      { role_id: 2, store: ['KR001'] },
      { role_id: membersRole, store: ['KR001'] },
      { role_id: membersRole, store: ['KR002'] },
      { role_id: membersRole, enableWholeStore: true },
      { role_id: 1, store: ['KR001', 'JP001'] },
      { role_id: 3 },
    ];

    /** what the grant holds beyond the caller, independent of the server's rule */
    function excess(grant: TokenGrant, caller: Info): string[] {
      if (caller.role_id === 0) return [];
      if (grant.role_id === 0) return ['role 0'];
      const more: string[] = [];
      for (const p of roles.get(grant.role_id)!.privilege) {
        const mine = caller.privilege[p.key];
        if (p.read && !mine?.read) more.push(`${p.key}.read`);
        if (p.write && !mine?.write) more.push(`${p.key}.write`);
      }
      const stores = grant.enableWholeStore ? allStores : (grant.store ?? []);
      for (const code of stores) if (!caller.store.includes(code)) more.push(`store ${code}`);
      return more;
    }

    it('each caller creates exactly the tokens that hold no more than it (else 403), with member write', async () => {
      for (const caller of callers) {
        const mayWrite = caller.info.role_id === 0 || caller.info.privilege.member?.write === true;
        for (const grant of grants()) {
          const what = `${caller.name} creates ${JSON.stringify(grant)}`;
          const r = await createTokenCall(s.t.app, caller.headers, { ...grant, expiresInDays: 30 });
          const beyond = excess(grant, caller.info);
          if (!mayWrite || beyond.length > 0) {
            expect(r.statusCode, `${what}: ${r.body}`).toBe(403);
            continue;
          }
          expect(r.statusCode, `${what}: ${r.body}`).toBe(200);
          const token = r.json<{ secret: string }>();
          const held = await call('POST', '/auth/token/search', s.admin, {});
          expect(held.statusCode).toBe(200);
          // what the token holds, read back through a call it makes, stays within the caller's stores
          if (grant.role_id !== 3 && !grant.enableWholeStore)
            for (const code of allStores.filter((c) => !caller.info.store.includes(c)))
              expect(
                (await call('POST', `/status/store/${code}/gw/search`, bearer(token.secret), {})).statusCode,
                `${what}: store ${code}`,
              ).toBe(403);
        }
      }
    });
  });
});
