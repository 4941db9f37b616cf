import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  backends,
  createTestApp,
  login,
  MANAGER,
  VIEWER,
  type Headers,
  type TestApp,
} from './helpers.ts';

describe.each(backends)('members and roles on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Headers = admin,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  describe('roles', () => {
    it('lists the demo roles, role 0 first', async () => {
      const { data } = (await call('GET', '/api/auth/role')).json();
      expect(data.map((r: { role_id: number; name: string }) => [r.role_id, r.name])).toEqual([
        [0, 'Super Administrator'],
        [1, 'Store Manager'],
        [2, 'Viewer'],
        [3, 'No privileges'],
      ]);
    });

    it('creates with the next free id, normalises the privilege list, updates, and deletes an unused role', async () => {
      const created = await call('POST', '/api/auth/role', {
        name: 'Auditor',
        privilege: [
          { key: 'tag', depth: 0, read: false, write: true },
          { key: 'bogus', depth: 0, read: true, write: true },
          { key: 'alias', depth: 0, read: true, write: false },
        ],
      });
      expect(created.statusCode).toBe(200);
      const role = created.json();
      expect(role.role_id).toBe(4);
      expect(role.privilege.map((p: { key: string }) => p.key)).toEqual([
        'dashboard',
        'custom_dashboard',
        'server',
        'store',
        'tag',
        'sensor',
        'product',
        'paper',
        'task',
        'alarm',
        'member',
        'role',
        'layout_designer',
        'plus',
        'delivery',
        'battery',
        'audit',
        'setting',
        'server_config',
        'store_config',
        'alias',
      ]);
      expect(role.privilege.find((p: { key: string }) => p.key === 'tag')).toEqual({
        key: 'tag',
        depth: 0,
        read: true,
        write: true,
      });
      expect(role.privilege.find((p: { key: string }) => p.key === 'alias')).toEqual({
        key: 'alias',
        depth: 1,
        read: true,
        write: false,
      });

      const updated = await call('POST', '/api/auth/role', { role_id: 4, name: 'Auditors', privilege: [] });
      expect(updated.json()).toMatchObject({ role_id: 4, name: 'Auditors' });
      expect((await call('GET', '/api/auth/role/4')).json().name).toBe('Auditors');

      expect((await call('DELETE', '/api/auth/role/4')).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/role/4')).statusCode).toBe(404);
    });

    it('refuses to delete a role in use with the spec message', async () => {
      const r = await call('DELETE', '/api/auth/role/1');
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ message: 'The role in use can not be deleted.' });
    });

    it('keeps role 0 as it is', async () => {
      expect((await call('DELETE', '/api/auth/role/0')).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/auth/role', { role_id: 0, name: 'Hacked', privilege: [] })).statusCode,
      ).toBe(403);
    });

    it('refuses a blank role name with "Fill in Role Name!"', async () => {
      const r = await call('POST', '/api/auth/role', { name: '  ', privilege: [] });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: 'Fill in Role Name!' });
    });
  });

  describe('accounts', () => {
    it('searches sorted by email, never answering password hashes or counters', async () => {
      const r = await call('POST', '/api/auth/account/search', { start: 0, length: 25 });
      const body = r.json();
      expect(body.recordsTotal).toBeGreaterThanOrEqual(3);
      const emails = body.data.map((a: { email: string }) => a.email);
      expect(emails).toEqual([...emails].sort());
      for (const account of body.data) {
        expect(account).not.toHaveProperty('passwordHash');
        expect(account).not.toHaveProperty('failCount');
      }
    });

    it('filters, orders by a column index, pages, and ignores unknown fields', async () => {
      const filtered = (
        await call('POST', '/api/auth/account/search', {
          filter_email: 'MANAGER',
          filter_bogus: 'x',
          "filter_name'; DROP TABLE accounts; --": 1,
        })
      ).json();
      expect(filtered.recordsFiltered).toBe(1);
      expect(filtered.data[0].email).toBe(MANAGER.email);
      const byRole = (
        await call('POST', '/api/auth/account/search', { filter_role_id: '2', condition_role_id: '==' })
      ).json();
      expect(byRole.data.map((a: { email: string }) => a.email)).toContain(VIEWER.email);
      const desc = (
        await call('POST', '/api/auth/account/search', { order: [{ column: 0, dir: 'desc' }], length: 1 })
      ).json();
      expect(desc.data).toHaveLength(1);
      expect(desc.data[0].email).toBe('viewer@example.com');
      const all = (await call('POST', '/api/auth/account/search', { length: -1 })).json();
      expect(all.data).toHaveLength(all.recordsTotal);
      const badNumber = (
        await call('POST', '/api/auth/account/search', { filter_role_id: 'abc', condition_role_id: '==' })
      ).json();
      expect(badNumber.recordsFiltered).toBe(0);
    });

    it('creates, reads, updates and deletes an account', async () => {
      const email = 'crud@example.com';
      const created = await call('POST', '/api/auth/account', {
        email: 'CRUD@example.com',
        name: 'Crud',
        mobile: '010',
        password: 'Crud#2026x',
        role_id: 1,
        store: ['KR002'],
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        email,
        name: 'Crud',
        role_id: 1,
        store: ['KR002'],
        locked: false,
      });
      const duplicate = await call('POST', '/api/auth/account', {
        email,
        name: 'Crud',
        mobile: '010',
        password: 'x',
        role_id: 1,
      });
      expect(duplicate.statusCode).toBe(409);
      expect((await call('GET', `/api/auth/account/${email}`)).json().name).toBe('Crud');
      const updated = await call('PUT', '/api/auth/account', {
        email,
        name: 'Crud 2',
        role_id: 2,
        store: [],
        enableWholeStore: true,
      });
      expect(updated.json()).toMatchObject({ name: 'Crud 2', role_id: 2, enableWholeStore: true });
      expect((await call('DELETE', `/api/auth/account/${email}`)).statusCode).toBe(200);
      expect((await call('GET', `/api/auth/account/${email}`)).statusCode).toBe(404);
    });

    it('refuses invalid bodies with the spec messages in field order', async () => {
      const cases: Array<[object, string]> = [
        [{}, 'Fill in Account Email!'],
        [{ email: 'x@example.com' }, 'Fill in Account Name!'],
        [{ email: 'x@example.com', name: 'X' }, 'Fill in Password!'],
        [{ email: 'x@example.com', name: 'X', password: 'p' }, 'Select Account Role!'],
        [
          { email: 'x@example.com', name: 'X', password: 'p', role_id: 1 },
          'Fill in Account Mobile Phone Number!',
        ],
        [
          {
            email: 'x@example.com',
            name: 'X',
            password: 'p',
            role_id: 1,
            mobile: '1',
            enableWholeStore: 'yes',
          },
          'validation error',
        ],
        [
          { email: 'x@example.com', name: 'X', password: 'p', role_id: 99, mobile: '1' },
          'Select Account Role!',
        ],
      ];
      for (const [payload, message] of cases) {
        const r = await call('POST', '/api/auth/account', payload);
        expect(r.statusCode, JSON.stringify(payload)).toBe(400);
        expect(r.json()).toMatchObject({ message });
      }
      const blankName = await call('PUT', '/api/auth/account', { email: MANAGER.email, name: ' ' });
      expect(blankName.json()).toMatchObject({ message: 'Fill in Account Name!' });
      const blankPassword = await call('PUT', '/api/auth/account', { email: MANAGER.email, password: '  ' });
      expect(blankPassword.json()).toMatchObject({ message: 'Fill in Password!' });
    });

    it('resets to a temporary password with a forced change, and unlocks', async () => {
      const email = 'reset@example.com';
      await call('POST', '/api/auth/account', {
        email,
        name: 'R',
        mobile: '1',
        password: 'Reset#2026x',
        role_id: 2,
      });
      await t.db.query('UPDATE accounts SET locked = true, "failCount" = 5 WHERE email = $1', [email]);
      const r = await call('POST', '/api/auth/account/reset', { email });
      expect(r.statusCode).toBe(200);
      const { password } = r.json();
      expect(password).toMatch(/^.{12}$/);
      const info = (
        await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
      ).json();
      expect(info).toMatchObject({ email, forceChange: true });
      expect((await call('POST', '/api/auth/account/reset', { email: 'none@example.com' })).statusCode).toBe(
        404,
      );
    });

    it('an account updates its own name, mobile and password without member write, but not its role', async () => {
      const viewer = await login(t.app, VIEWER);
      const promoted = await call(
        'PUT',
        '/api/auth/account',
        { email: VIEWER.email, name: 'Viewer Renamed', role_id: 0, enableWholeStore: false },
        viewer,
      );
      expect(promoted.statusCode).toBe(403);
      expect(promoted.json()).toMatchObject({
        message: 'You can not change your own role, stores or access to every store.',
      });
      const own = await call(
        'PUT',
        '/api/auth/account',
        { email: VIEWER.email, name: 'Viewer Renamed', mobile: '999' },
        viewer,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        name: 'Viewer Renamed',
        mobile: '999',
        role_id: 2,
        enableWholeStore: true,
      });
      expect((await call('GET', `/api/auth/account/${VIEWER.email}`, undefined, viewer)).statusCode).toBe(
        200,
      );
      const other = await call('PUT', '/api/auth/account', { email: MANAGER.email, name: 'Nope' }, viewer);
      expect(other.statusCode).toBe(403);
      expect((await call('GET', `/api/auth/account/${MANAGER.email}`, undefined, viewer)).statusCode).toBe(
        403,
      );
      const pw = await call(
        'PUT',
        '/api/auth/account',
        { email: VIEWER.email, password: 'Viewer#2027' },
        viewer,
      );
      expect(pw.statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: VIEWER.email, password: 'Viewer#2027' },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('an account cannot delete itself', async () => {
      const r = await call('DELETE', `/api/auth/account/${ADMIN.email}`);
      expect(r.statusCode).toBe(400);
    });

    it('login history: 25 per page, newest first, own history without member read', async () => {
      for (let i = 0; i < 26; i++) await login(t.app, MANAGER);
      const page = (await call('POST', `/api/auth/account/history/${MANAGER.email}/search`, {})).json();
      expect(page.data).toHaveLength(25);
      expect(page.recordsTotal).toBeGreaterThanOrEqual(26);
      const times = page.data.map((r: { updatedAt: string }) => Date.parse(r.updatedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Object.keys(page.data[0])).toEqual(
        expect.arrayContaining(['ip', 'type', 'email', 'success', 'locked', 'updatedAt']),
      );
      const manager = await login(t.app, MANAGER);
      expect(
        (await call('POST', `/api/auth/account/history/${MANAGER.email}/search`, {}, manager)).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', `/api/auth/account/history/${ADMIN.email}/search`, {}, manager)).statusCode,
      ).toBe(403);
    });
  });
});
