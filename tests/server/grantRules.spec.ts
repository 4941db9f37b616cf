// Issue 21: an account never grants more than it holds. The reproductions of the issue, then every
// account-writing route (create, update, own update, reset, unlock, delete, role create and update) walked with
// accounts of several roles: whatever an answer lets through is checked against the caller's own session.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, login, MANAGER, signedInApp, VIEWER, type Headers } from './helpers.ts';

interface Flags {
  read: boolean;
  write: boolean;
}

/** the session user info of a login (docs/api.md): what an account holds */
interface Info {
  email: string;
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
  privilege: Record<string, Flags>;
}

interface Role {
  role_id: number;
  name: string;
  privilege: Array<Flags & { key: string }>;
}

interface Holding {
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
}

const PASSWORD = 'Grant#2026x';
const REFUSALS = new Set([
  'Permission denied.',
  'Only role 0 can give role 0.',
  'You can not give a role with privileges you do not have.',
  'You can not give a store you do not have.',
  'You can not give access to every store without having it.',
  'You can not change your own role, stores or access to every store.',
  'Only role 0 can change a role 0 account.',
  'You can not change an account that holds more than you do.',
  'You can not give a role privileges you do not have.',
  'You can not change a role with privileges you do not have.',
  'You can not change the role of accounts with stores you do not have.',
]);

/** what `held` has beyond `caller` (privileges, role 0, stores), or nothing */
function excess(held: Pick<Info, 'role_id' | 'store' | 'privilege'>, caller: Info): string[] {
  if (caller.role_id === 0) return [];
  const more: string[] = held.role_id === 0 ? ['role 0'] : [];
  for (const [key, flags] of Object.entries(held.privilege)) {
    const mine = caller.privilege[key];
    if (flags.read && !mine?.read) more.push(`${key}.read`);
    if (flags.write && !mine?.write) more.push(`${key}.write`);
  }
  for (const code of held.store) if (!caller.store.includes(code)) more.push(`store ${code}`);
  return more;
}

describe.each(backends)('no account grants more than it holds on $name', (backend) => {
  const s = signedInApp(backend);
  const roles = new Map<number, Role>();
  const callers: Array<{ name: string; who: { email: string; password: string }; headers: Headers }> = [];
  let membersRole = 0;
  let staffRole = 0;
  let allStores: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    s.t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  async function info(who: { email: string; password: string }): Promise<Info | undefined> {
    const r = await s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
    return r.statusCode === 200 ? r.json<Info>() : undefined;
  }

  /** the session user info of a signed-in session: what it holds now */
  async function current(headers: Headers): Promise<Info> {
    return (await call('GET', '/auth/login', headers)).json<Info>();
  }

  async function createAs(headers: Headers, email: string, holding: Holding) {
    return call('POST', '/auth/account', headers, {
      email,
      name: email,
      mobile: '1',
      password: PASSWORD,
      ...holding,
    });
  }

  /** what a holding is worth as a session, independent of the server's rule */
  function worth(holding: Holding): Pick<Info, 'role_id' | 'store' | 'privilege'> {
    const role = roles.get(holding.role_id)!;
    return {
      role_id: holding.role_id,
      store: holding.enableWholeStore || holding.role_id === 0 ? allStores : holding.store,
      privilege: Object.fromEntries(role.privilege.map((p) => [p.key, { read: p.read, write: p.write }])),
    };
  }

  /** the answer is a refusal with one of the grant messages */
  function expectRefusal(r: { statusCode: number; json: () => { message: string } }, what: string) {
    expect(r.statusCode, what).toBe(403);
    expect(REFUSALS.has(r.json().message), `${what}: ${r.json().message}`).toBe(true);
  }

  beforeAll(async () => {
    const save = async (name: string, keys: Record<string, Flags>) => {
      const privilege = Object.entries(keys).map(([key, flags]) => ({ key, depth: 0, ...flags }));
      const r = await call('POST', '/auth/role', s.admin, { name, privilege });
      expect(r.statusCode).toBe(200);
      return r.json<Role>().role_id;
    };
    const rw = { read: true, write: true };
    membersRole = await save('Members', { member: rw });
    staffRole = await save('Staff', { member: rw, role: rw, store: { read: true, write: false } });
    for (const role of (await call('GET', '/auth/role', s.admin)).json<{ data: Role[] }>().data)
      roles.set(role.role_id, role);
    allStores = (await info(ADMIN))!.store;
    const accounts: Array<[string, Holding]> = [
      ['members', { role_id: membersRole, store: ['KR001'], enableWholeStore: false }],
      ['staff', { role_id: staffRole, store: ['KR001', 'JP001'], enableWholeStore: false }],
      ['wide', { role_id: membersRole, store: [], enableWholeStore: true }],
    ];
    for (const [name, holding] of accounts)
      expect((await createAs(s.admin, `${name}@example.com`, holding)).statusCode).toBe(200);
    const named: Array<[string, { email: string; password: string }]> = [
      ['admin', ADMIN],
      ['manager', MANAGER],
      ['viewer', VIEWER],
      ...accounts.map(([name]): [string, { email: string; password: string }] => [
        name,
        { email: `${name}@example.com`, password: PASSWORD },
      ]),
    ];
    for (const [name, who] of named) callers.push({ name, who, headers: await login(s.t.app, who) });
  });

  describe('the reproductions of the issue', () => {
    const members = { email: 'members@example.com', password: PASSWORD };

    it('an account with member read/write cannot make itself role 0 over every store', async () => {
      const headers = await login(s.t.app, members);
      const r = await call('PUT', '/auth/account', headers, {
        email: members.email,
        role_id: 0,
        enableWholeStore: true,
      });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({
        message: 'You can not change your own role, stores or access to every store.',
      });
      const session = (await call('GET', '/auth/login', headers)).json<Info>();
      expect(session).toMatchObject({ role_id: membersRole, store: ['KR001'], enableWholeStore: false });
    });

    it('it cannot create an account that signs in as role 0', async () => {
      const headers = await login(s.t.app, members);
      const r = await createAs(headers, 'mole@example.com', {
        role_id: 0,
        store: [],
        enableWholeStore: true,
      });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ message: 'Only role 0 can give role 0.' });
      expect(await info({ email: 'mole@example.com', password: PASSWORD })).toBeUndefined();
    });

    it("it cannot reset the super account's password", async () => {
      const headers = await login(s.t.app, members);
      const r = await call('POST', '/auth/account/reset', headers, { email: ADMIN.email });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ message: 'Only role 0 can change a role 0 account.' });
      expect(await info(ADMIN)).toMatchObject({ role_id: 0, forceChange: false });
    });
  });

  // the holdings offered: role 0, roles within and beyond the callers', own and other stores, every store
  const holdings = (): Holding[] => [
    { role_id: 0, store: [], enableWholeStore: false },
    { role_id: 3, store: [], enableWholeStore: false },
    { role_id: membersRole, store: ['KR001'], enableWholeStore: false },
    { role_id: membersRole, store: ['KR002'], enableWholeStore: false },
    { role_id: membersRole, store: [], enableWholeStore: true },
    { role_id: staffRole, store: ['KR001'], enableWholeStore: false },
    { role_id: staffRole, store: ['KR001', 'JP001'], enableWholeStore: false },
    { role_id: 2, store: ['KR001'], enableWholeStore: false },
    { role_id: 1, store: [], enableWholeStore: true },
  ];

  it('create: an account is created only when it holds no more than its creator', async () => {
    let n = 0;
    for (const caller of callers) {
      const mine = await current(caller.headers);
      for (const holding of holdings()) {
        const email = `new-${caller.name}-${n++}@example.com`;
        const what = `${caller.name} creates ${JSON.stringify(holding)}`;
        const r = await createAs(caller.headers, email, holding);
        const beyond = excess(worth(holding), mine);
        if (!mine.privilege.member?.write) expectRefusal(r, what);
        else if (beyond.length > 0) expectRefusal(r, `${what} (${beyond.join(', ')})`);
        else expect(r.statusCode, what).toBe(200);
        const created = await info({ email, password: PASSWORD });
        if (r.statusCode === 200) expect(excess(created!, mine), what).toEqual([]);
        else expect(created, what).toBeUndefined();
      }
    }
  });

  it('update: another account gets only what its editor holds', async () => {
    for (const caller of callers) {
      const mine = await current(caller.headers);
      const email = `edited-${caller.name}@example.com`;
      const target = { email, password: PASSWORD };
      expect((await createAs(s.admin, email, holdings()[1])).statusCode).toBe(200);
      const targetSession = await login(s.t.app, target);
      for (const holding of holdings()) {
        const what = `${caller.name} gives ${email} ${JSON.stringify(holding)}`;
        const before = await current(targetSession);
        const r = await call('PUT', '/auth/account', caller.headers, { email, name: 'Edited', ...holding });
        const beyond = excess(worth(holding), mine);
        if (!mine.privilege.member?.write || beyond.length > 0) expectRefusal(r, what);
        else expect(r.statusCode, what).toBe(200);
        const after = await current(targetSession);
        if (r.statusCode === 200) expect(excess(after, mine), what).toEqual([]);
        else expect(after, what).toEqual(before);
      }
    }
  });

  it('own update: nobody changes their own role, stores or whole-store flag', async () => {
    for (const caller of callers) {
      const mine = await current(caller.headers);
      const own = (await call('GET', `/auth/account/${caller.who.email}`, caller.headers)).json<Holding>();
      for (const holding of [...holdings(), { ...own, store: [...own.store].reverse() }]) {
        const what = `${caller.name} gives itself ${JSON.stringify(holding)}`;
        const r = await call('PUT', '/auth/account', caller.headers, { email: caller.who.email, ...holding });
        const same =
          holding.role_id === own.role_id &&
          holding.enableWholeStore === own.enableWholeStore &&
          [...holding.store].sort().join() === [...own.store].sort().join();
        if (same) expect(r.statusCode, what).toBe(200);
        else expectRefusal(r, what);
        const after = await current(caller.headers);
        const held = (i: Info) => ({
          role_id: i.role_id,
          store: [...i.store].sort(),
          privilege: i.privilege,
        });
        expect(held(after), what).toEqual(held(mine));
      }
    }
  });

  it('edit, unlock, reset and delete reach only accounts that hold no more than the caller', async () => {
    let n = 0;
    for (const caller of callers) {
      const mine = await current(caller.headers);
      for (const holding of holdings()) {
        const email = `held-${caller.name}-${n++}@example.com`;
        expect((await createAs(s.admin, email, holding)).statusCode).toBe(200);
        const what = `${caller.name} on ${JSON.stringify(holding)}`;
        const reachable = mine.privilege.member?.write && excess(worth(holding), mine).length === 0;
        const answers = {
          edit: await call('PUT', '/auth/account', caller.headers, { email, name: 'Renamed' }),
          unlock: await call('POST', '/auth/account/unlock', caller.headers, { email }),
          reset: await call('POST', '/auth/account/reset', caller.headers, { email }),
        };
        for (const [route, r] of Object.entries(answers)) {
          if (reachable) expect(r.statusCode, `${route}: ${what}`).toBe(200);
          else expectRefusal(r, `${route}: ${what}`);
        }
        if (answers.reset.statusCode === 200) {
          const { password } = answers.reset.json<{ password: string }>();
          expect(excess((await info({ email, password }))!, mine), what).toEqual([]);
        } else {
          const account = await call('GET', `/auth/account/${email}`, s.admin);
          expect(account.json(), what).toMatchObject({ forceChange: false });
        }
        const deleted = await call('DELETE', `/auth/account/${email}`, caller.headers);
        if (reachable) expect(deleted.statusCode, `delete: ${what}`).toBe(200);
        else expectRefusal(deleted, `delete: ${what}`);
        const exists = (await call('GET', `/auth/account/${email}`, s.admin)).statusCode === 200;
        expect(exists, `delete: ${what}`).toBe(!reachable);
      }
    }
  });

  it('role create and update: only privileges the editor holds', async () => {
    const lists: Array<Record<string, Flags>> = [
      { member: { read: true, write: true } },
      { role: { read: true, write: true }, store: { read: true, write: false } },
      { store: { read: true, write: true } },
      { setting: { read: true, write: false }, alias: { read: true, write: false } },
      { tag: { read: false, write: true } },
    ];
    const asList = (keys: Record<string, Flags>) =>
      Object.entries(keys).map(([key, flags]) => ({ key, depth: 0, ...flags }));
    for (const caller of callers) {
      const mine = await current(caller.headers);
      for (const keys of lists) {
        const what = `${caller.name} saves a role with ${JSON.stringify(keys)}`;
        const worthOf = (role: Role) => ({
          role_id: role.role_id,
          store: [],
          privilege: Object.fromEntries(role.privilege.map((p) => [p.key, p])),
        });
        const created = await call('POST', '/auth/role', caller.headers, {
          name: 'Made',
          privilege: asList(keys),
        });
        const beyond = Object.entries(keys).some(
          ([key, f]) => (f.write && !mine.privilege[key]?.write) || (f.read && !mine.privilege[key]?.read),
        );
        if (!mine.privilege.role?.write || beyond) expectRefusal(created, what);
        else expect(created.statusCode, what).toBe(200);
        if (created.statusCode === 200) expect(excess(worthOf(created.json<Role>()), mine)).toEqual([]);

        // an update: a role the admin made with nothing, then with these privileges
        const empty = (
          await call('POST', '/auth/role', s.admin, { name: 'Blank', privilege: [] })
        ).json<Role>();
        const updated = await call('POST', '/auth/role', caller.headers, {
          role_id: empty.role_id,
          name: 'Blank',
          privilege: asList(keys),
        });
        if (!mine.privilege.role?.write || beyond) expectRefusal(updated, `update: ${what}`);
        else expect(updated.statusCode, `update: ${what}`).toBe(200);
        const stored = (await call('GET', `/auth/role/${empty.role_id}`, s.admin)).json<Role>();
        expect(excess(worthOf(stored), mine), `update: ${what}`).toEqual([]);
      }
      // a role holding more than the caller is not the caller's to change, not even to take privileges away
      const manager = roles.get(1)!;
      const beyondManager = excess(worth({ role_id: 1, store: [], enableWholeStore: false }), mine);
      const r = await call('POST', '/auth/role', caller.headers, {
        role_id: 1,
        name: manager.name,
        privilege: [],
      });
      if (!mine.privilege.role?.write || beyondManager.length > 0)
        expectRefusal(r, `${caller.name} empties role 1`);
      else expect(r.statusCode).toBe(200);
      if (r.statusCode === 200)
        await call('POST', '/auth/role', s.admin, {
          role_id: 1,
          name: manager.name,
          privilege: manager.privilege,
        });
    }
  });

  it("a role's new privileges reach only accounts with the editor's stores", async () => {
    const staff = callers.find((c) => c.name === 'staff')!.headers;
    const shared = (await call('POST', '/auth/role', s.admin, { name: 'Shared', privilege: [] })).json<Role>()
      .role_id;
    const grant = { name: 'Shared', privilege: [{ key: 'member', depth: 0, read: true, write: true }] };
    const holder = { email: 'shared-holder@example.com', password: PASSWORD };
    const holding = { role_id: shared, store: ['KR001'], enableWholeStore: false };
    expect((await createAs(s.admin, holder.email, holding)).statusCode).toBe(200);
    // held in the editor's store only: the editor may give it member read/write
    expect((await call('POST', '/auth/role', staff, { role_id: shared, ...grant })).statusCode).toBe(200);
    expect(
      (await call('POST', '/auth/role', s.admin, { role_id: shared, name: 'Shared', privilege: [] }))
        .statusCode,
    ).toBe(200);
    // held over every store by another account: not the editor's to raise
    const wide = { email: 'shared-wide@example.com', password: PASSWORD };
    expect((await createAs(s.admin, wide.email, { ...holding, enableWholeStore: true })).statusCode).toBe(
      200,
    );
    const refused = await call('POST', '/auth/role', staff, { role_id: shared, ...grant });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'You can not change the role of accounts with stores you do not have.',
    });
    expect((await info(wide))!.privilege.member).toEqual({ read: false, write: false });
    expect((await call('POST', '/auth/role', s.admin, { role_id: shared, ...grant })).statusCode).toBe(200);
    expect((await info(wide))!.privilege.member).toEqual({ read: true, write: true });
  });
});
