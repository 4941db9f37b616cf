// Custom dashboards (issue 26): the built-in dashboard, sharing rules (private to the owner, shared roles view,
// owner and role 0 edit, built-in never), duplicate, import of the dashboard file, validation, 401/403.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANAGER_ROLE_ID, NO_PRIVILEGES_ROLE, VIEWER_ROLE_ID } from '../../server/seed/roles.ts';
import { DASHBOARD_MESSAGES } from '../../server/routes/dashboards/write.ts';
import { messageBody } from '../../server/http/messages.ts';
import { backends, login, postJson, signedInApp, type Headers, type Page } from './helpers.ts';

interface Dashboard {
  id: number;
  name: string;
  owner: string | null;
  builtIn: boolean;
  editable: boolean;
  sharedRoles: number[];
  sharedRoleNames?: string[];
  layouts: { lg: Array<{ i: string }>; sm: Array<{ i: string }> };
  panels: Array<{ id: string; kind: string; spec?: string; query?: unknown }>;
  message?: string;
}

const SPEC_PANELS = [
  'updateRates',
  'serverStatus',
  'gatewayStatus',
  'tagStatus',
  'tagTypes',
  'firmwareVersions',
  'storeBars',
  'dailyUpdated',
  'alarmTable',
  'storeSummary',
];

const numberPanel = (id: string) => ({
  id,
  kind: 'number',
  title: 'Low battery tags',
  query: { entity: 'tag', measure: { fn: 'count' }, filters: { battStatus: 'LOW' } },
  options: { refreshSeconds: 30, thresholds: [{ value: 10, color: '#d32f2f' }] },
});

const aDashboard = (name: string) => ({
  name,
  variables: { stores: [], range: { last: '7d' } },
  layouts: { lg: [{ i: 'low', x: 0, y: 0, w: 3, h: 2 }], sm: [{ i: 'low', x: 0, y: 0, w: 6, h: 2 }] },
  panels: [numberPanel('low')],
});

describe.each(backends)('custom dashboards on $name', (backend) => {
  const s = signedInApp(backend);
  const call = async (method: string, url: string, headers: Headers | undefined, payload?: object) => {
    const response = await s.t.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload });
    return { status: response.statusCode, body: response.json<Dashboard>() };
  };
  const search = async (headers: Headers, body: object = {}) =>
    (await postJson<Page<Dashboard>>(s.t.app, headers, '/dashboards/search', { length: -1, ...body })).body;
  const builtIn = async (headers: Headers) => (await search(headers)).data.find((d) => d.builtIn)!;

  /** a second account of the manager's role (a writer who owns nothing) and one without any privilege */
  const others = { manager2: {} as Headers, nobody: {} as Headers };
  const account = async (email: string, roleId: number): Promise<Headers> => {
    const password = 'Other#2026x';
    const created = await call('POST', '/auth/account', s.admin, {
      email,
      name: email,
      mobile: '010',
      password,
      role_id: roleId,
      store: ['KR001'],
      enableWholeStore: false,
      forceChange: false,
    });
    expect(created.status).toBe(200);
    return login(s.t.app, { email, password });
  };

  it('has the built-in spec dashboard, seen by everyone with the privilege and editable by no one', async () => {
    for (const headers of [s.admin, s.manager, s.viewer]) {
      const dashboard = await builtIn(headers);
      expect(dashboard).toMatchObject({ name: 'Dashboard', owner: null, builtIn: true, editable: false });
      expect(dashboard.panels.map((p) => [p.kind, p.spec])).toEqual(SPEC_PANELS.map((p) => ['spec', p]));
      for (const size of ['lg', 'sm'] as const)
        expect(dashboard.layouts[size].map((i) => i.i).sort()).toEqual([...SPEC_PANELS].sort());
    }
    const id = (await builtIn(s.admin)).id;
    const change = await call('PUT', `/dashboards/${id}`, s.admin, { name: 'Mine now' });
    expect(change).toMatchObject({ status: 403, body: messageBody(DASHBOARD_MESSAGES.builtInChange) });
    const remove = await call('DELETE', `/dashboards/${id}`, s.admin);
    expect(remove).toMatchObject({ status: 403, body: messageBody(DASHBOARD_MESSAGES.builtInDelete) });
    expect((await call('GET', `/dashboards/${id}`, s.viewer)).body.name).toBe('Dashboard');
  });

  it('duplicates the built-in dashboard as a dashboard of the caller, which it may change', async () => {
    const original = await builtIn(s.manager);
    const copy = await call('POST', `/dashboards/${original.id}/duplicate`, s.manager, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Dashboard (copy)',
      owner: 'manager@example.com',
      builtIn: false,
      editable: true,
      sharedRoles: [],
    });
    expect(copy.body.panels).toEqual(original.panels);
    expect(copy.body.layouts).toEqual(original.layouts);
    const renamed = await call('PUT', `/dashboards/${copy.body.id}`, s.manager, {
      ...copy.body,
      name: 'My stores',
      panels: [...copy.body.panels, numberPanel('low')],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('My stores');
    expect(renamed.body.panels.map((p) => p.id)).toContain('low');
    expect((await call('DELETE', `/dashboards/${copy.body.id}`, s.manager)).status).toBe(200);
    expect((await call('GET', `/dashboards/${copy.body.id}`, s.manager)).status).toBe(404);
  });

  it('keeps a dashboard private to its owner until shared; shared roles view it and edit none', async () => {
    others.manager2 = await account('manager2@example.com', MANAGER_ROLE_ID);
    const created = await call('POST', '/dashboards', s.manager, aDashboard('Freezers'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ owner: 'manager@example.com', builtIn: false, editable: true });
    const id = created.body.id;

    // private: the viewer and another manager neither list nor open it; role 0 does
    for (const headers of [s.viewer, others.manager2]) {
      expect((await search(headers)).data.map((d) => d.id)).not.toContain(id);
      expect((await call('GET', `/dashboards/${id}`, headers)).status).toBe(404);
      expect(
        (await call('PUT', `/dashboards/${id}`, headers, aDashboard('x'))).status,
      ).toBeGreaterThanOrEqual(403);
    }
    expect((await call('GET', `/dashboards/${id}`, s.admin)).body).toMatchObject({
      name: 'Freezers',
      editable: true,
    });

    // shared with the viewer's role and the manager role: both view it, neither edits nor deletes it
    const shared = await call('PUT', `/dashboards/${id}`, s.manager, {
      ...aDashboard('Freezers'),
      sharedRoles: [VIEWER_ROLE_ID, MANAGER_ROLE_ID],
    });
    expect(shared.body.sharedRoles).toEqual([VIEWER_ROLE_ID, MANAGER_ROLE_ID]);
    // the answers name the shared roles (the list shows them), by name
    const names = await s.t.db.query<{ name: string }>(
      'SELECT name FROM roles WHERE role_id = ANY($1::int[]) ORDER BY name',
      [[VIEWER_ROLE_ID, MANAGER_ROLE_ID]],
    );
    expect(names).toHaveLength(2);
    expect(shared.body.sharedRoleNames).toEqual(names.map((row) => row.name));
    expect((await search(s.viewer)).data.find((d) => d.id === id)?.sharedRoleNames).toEqual(
      names.map((row) => row.name),
    );
    for (const headers of [s.viewer, others.manager2]) {
      expect((await search(headers)).data.find((d) => d.id === id)).toMatchObject({ editable: false });
      expect((await call('GET', `/dashboards/${id}`, headers)).body).toMatchObject({
        name: 'Freezers',
        editable: false,
      });
    }
    // the viewer has no write privilege at all; the other manager has, but is not the owner
    expect((await call('PUT', `/dashboards/${id}`, s.viewer, aDashboard('x'))).status).toBe(403);
    expect((await call('DELETE', `/dashboards/${id}`, s.viewer)).status).toBe(403);
    expect(await call('PUT', `/dashboards/${id}`, others.manager2, aDashboard('x'))).toMatchObject({
      status: 403,
      body: messageBody(DASHBOARD_MESSAGES.notOwner),
    });
    expect((await call('DELETE', `/dashboards/${id}`, others.manager2)).status).toBe(403);
    // ... but may duplicate it as its own
    const copy = await call('POST', `/dashboards/${id}/duplicate`, others.manager2, {
      name: 'Freezers of mine',
    });
    expect(copy.body).toMatchObject({
      name: 'Freezers of mine',
      owner: 'manager2@example.com',
      editable: true,
    });
    // role 0 edits it; the name filter finds it
    expect((await call('PUT', `/dashboards/${id}`, s.admin, aDashboard('Freezers (HQ)'))).status).toBe(200);
    const found = await search(s.viewer, { filter_name: 'freezers (h' });
    expect(found.data.map((d) => d.name)).toEqual(['Freezers (HQ)']);
    expect(found.recordsTotal).toBeGreaterThan(found.recordsFiltered);
    expect((await call('DELETE', `/dashboards/${id}`, s.admin)).status).toBe(200);
    expect((await call('GET', `/dashboards/${id}`, s.viewer)).status).toBe(404);
  });

  it('checks a dashboard: name, panel kinds, unique panel ids, layout items and panel queries', async () => {
    const cases: Array<[object, string | RegExp]> = [
      [{ ...aDashboard(''), name: '' }, 'Fill in Name!'],
      [
        { ...aDashboard('x'), panels: [{ ...numberPanel('low'), kind: 'pie' }] },
        'panels[0].kind: validation error',
      ],
      [
        { ...aDashboard('x'), panels: [{ ...numberPanel('low'), options: { refreshSeconds: 5 } }] },
        'panels[0].options.refreshSeconds: validation error',
      ],
      [
        { ...aDashboard('x'), panels: [numberPanel('low'), numberPanel('low')] },
        /^panels\[1\]\.id: "low" is used/,
      ],
      [
        { ...aDashboard('x'), layouts: { lg: [{ i: 'gone', x: 0, y: 0, w: 1, h: 1 }], sm: [] } },
        /^layouts\.lg\[0\]\.i: "gone" is no panel/,
      ],
      [
        {
          ...aDashboard('x'),
          panels: [
            {
              ...numberPanel('low'),
              query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['battery'] },
            },
          ],
        },
        /^panels\[0\]\.query: groupBy\[0\]: "battery" is not a groupable field of tag\.$/,
      ],
      [
        { ...aDashboard('x'), panels: [{ ...numberPanel('low'), query: undefined }] },
        /^panels\[0\]\.query: a number panel needs/,
      ],
      [{ ...aDashboard('x'), panels: [{ ...numberPanel('low'), kind: 'spec' }] }, /^panels\[0\]\.spec:/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/dashboards', s.manager, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (typeof message === 'string') expect(answer.body.message).toBe(message);
      else expect(answer.body.message).toMatch(message);
    }
    expect((await call('GET', '/dashboards/abc', s.manager)).status).toBe(400);
  });

  it('imports a dashboard file as a new dashboard of the caller, refusing a file that fails its schema', async () => {
    const exported = (await call('POST', '/dashboards', s.manager, aDashboard('Exported'))).body;
    const { id: _id, owner: _owner, builtIn: _builtIn, editable: _editable, ...file } = exported;
    const imported = await call('POST', '/dashboards/import', s.manager, {
      ...file,
      owner: 'someone@else.com',
      builtIn: true,
      id: 1,
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ name: 'Exported', owner: 'manager@example.com', builtIn: false });
    expect(imported.body.id).not.toBe(exported.id);
    expect(imported.body.panels).toEqual(exported.panels);
    const bad = await call('POST', '/dashboards/import', s.manager, { ...file, panels: 'all of them' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'panels: validation error' } });
    const badLayout = await call('POST', '/dashboards/import', s.manager, {
      ...file,
      layouts: { lg: [{ i: 'low', x: -1, y: 0, w: 1, h: 1 }], sm: [] },
    });
    expect(badLayout.body.message).toBe('layouts.lg[0].x: validation error');
    expect((await call('POST', '/dashboards/import', s.viewer, file)).status).toBe(403);
  });

  it('gives existing roles custom_dashboard as they have dashboard (migration 831), once', async () => {
    const migration = readFileSync('server/db/migrations/831_custom_dashboard_privilege.sql', 'utf8');
    const old = [
      { key: 'dashboard', depth: 0, read: true, write: false },
      { key: 'tag', depth: 0, read: true, write: true },
    ];
    await s.t.db.query(
      'INSERT INTO roles (role_id, name, privilege) VALUES (90, $1, $2::jsonb), (91, $3, $4::jsonb)',
      [
        'Old viewer',
        JSON.stringify(old),
        'Old no dashboard',
        JSON.stringify([{ key: 'tag', depth: 0, read: true, write: false }]),
      ],
    );
    try {
      await s.t.db.exec(migration);
      await s.t.db.exec(migration);
      const rows = await s.t.db.query<{
        role_id: number;
        privilege: Array<{ key: string; read: boolean; write: boolean }>;
      }>('SELECT role_id, privilege FROM roles WHERE role_id IN (90, 91) ORDER BY role_id');
      expect(rows[0].privilege.map((p) => p.key)).toEqual(['dashboard', 'custom_dashboard', 'tag']);
      expect(rows[0].privilege[1]).toMatchObject({ read: true, write: false });
      expect(rows[1].privilege.map((p) => p.key)).toEqual(['tag']);
    } finally {
      await s.t.db.query('DELETE FROM roles WHERE role_id IN (90, 91)');
    }
  });

  it('answers 401 without a session and 403 without the privilege on every route', async () => {
    others.nobody = await account('nobody@example.com', NO_PRIVILEGES_ROLE.role_id);
    const id = (await builtIn(s.admin)).id;
    const routes: Array<[string, string, object?]> = [
      ['POST', '/dashboards/search', {}],
      ['GET', `/dashboards/${id}`],
      ['POST', '/dashboards', aDashboard('x')],
      ['PUT', `/dashboards/${id}`, aDashboard('x')],
      ['DELETE', `/dashboards/${id}`],
      ['POST', `/dashboards/${id}/duplicate`, {}],
      ['POST', '/dashboards/import', aDashboard('x')],
      ['POST', '/stats/query', { entity: 'tag', measure: { fn: 'count' } }],
      ['GET', '/stats/query/catalogue'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, others.nobody, body)).status, `${method} ${url}`).toBe(403);
    }
  });
});
