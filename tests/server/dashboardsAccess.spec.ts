// Custom dashboards, who owns and who sees (issue 33 §4, issue 38 defects 1-3 and §6): dashboards owned by accounts
// (a deleted account's pass to the administrator and never to a new account of the same email; migration 890 maps
// the old email owners), a shared dashboard's figures over the viewer's part of its stores, the roles to share with
// without role read, one API PERMISSION DENIED per account and route a window, and starters copied as editable
// dashboards whose every panel answers for a store manager.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { MANAGER_ROLE_ID, VIEWER_ROLE_ID } from '../../server/seed/roles.ts';
import { backends, login, type Headers, type Page } from './helpers.ts';
import { signedInApp } from './helpers.ts';

interface Dashboard {
  id: number;
  name: string;
  owner: string | null;
  ownerName: string | null;
  editable: boolean;
  panels: Array<{ id: string; kind: string; title: string; query?: Record<string, unknown> }>;
}

interface Figures {
  rows: Array<{ key: unknown[]; value: number | null }>;
  stores: string[] | null;
}

const tagCount = (stores?: string[]) => ({
  entity: 'tag',
  measure: { fn: 'count' },
  ...(stores && { stores }),
});

const aDashboard = (name: string, stores: string[] = []) => ({
  name,
  variables: { stores, range: { last: '7d' } },
  layouts: { lg: [{ i: 'tags', x: 0, y: 0, w: 3, h: 2 }], sm: [{ i: 'tags', x: 0, y: 0, w: 6, h: 2 }] },
  panels: [{ id: 'tags', kind: 'number', title: 'Tags', query: tagCount(), options: { refreshSeconds: 60 } }],
});

describe.each(backends)('custom dashboards: owners, scope, sharing and starters on $name', (backend) => {
  const s = signedInApp(backend);
  const call = async <T = Dashboard>(method: string, url: string, headers: Headers, payload?: object) => {
    const response = await s.t.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const newAccount = async (email: string, roleId: number, store = ['KR001']): Promise<Headers> => {
    const password = 'Other#2026x';
    const created = await call('POST', '/auth/account', s.admin, {
      ...{ email, name: `Name of ${email}`, mobile: '010', password, role_id: roleId, store },
      ...{ enableWholeStore: false, forceChange: false },
    });
    expect(created.status).toBe(200);
    return login(s.t.app, { email, password });
  };
  const listed = async (headers: Headers) =>
    (await call<Page<Dashboard>>('POST', '/dashboards/search', headers, { length: -1 })).body.data;

  it("hands a deleted account's dashboards to the administrator; a new account of its email gets none", async () => {
    const leaver = await newAccount('leaver@example.com', MANAGER_ROLE_ID);
    const created = await call('POST', '/dashboards', leaver, aDashboard('Private work'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      owner: 'leaver@example.com',
      ownerName: 'Name of leaver@example.com',
    });

    expect((await call('DELETE', '/auth/account/leaver@example.com', s.admin)).status).toBe(200);
    const [owner] = await s.t.db.query<{ email: string }>(
      'SELECT a.email FROM dashboards d JOIN accounts a ON a.id = d."ownerId" WHERE d.id = $1',
      [created.body.id],
    );
    expect(owner).toEqual({ email: 'admin@example.com' });
    expect((await call('GET', `/dashboards/${created.body.id}`, s.admin)).body).toMatchObject({
      owner: 'admin@example.com',
      editable: true,
    });

    const comeback = await newAccount('leaver@example.com', MANAGER_ROLE_ID);
    expect((await listed(comeback)).map((d) => d.id)).not.toContain(created.body.id);
    expect((await call('GET', `/dashboards/${created.body.id}`, comeback)).status).toBe(404);
    expect((await call('PUT', `/dashboards/${created.body.id}`, comeback, aDashboard('Mine?'))).status).toBe(
      404,
    );
    expect((await listed(comeback)).filter((d) => d.editable)).toEqual([]);
  });

  it('migration 890 gives email-owned dashboards to their accounts, and orphans to the administrator', async () => {
    const db = s.t.db;
    await db.exec(`ALTER TABLE dashboards DROP CONSTRAINT dashboards_owner_account;
      ALTER TABLE dashboards ADD COLUMN owner text;
      DELETE FROM schema_migrations WHERE name = '890_dashboard_owner_accounts'`);
    const [mine, orphan] = await db.query<{ id: number }>(
      `INSERT INTO dashboards (name, owner, "builtIn") VALUES ('Old of manager', 'Manager@Example.com', false),
        ('Old of a gone account', 'gone@example.com', false) RETURNING id::float8 AS id`,
    );
    expect(await migrate(db)).toEqual(['890_dashboard_owner_accounts']);
    const owners = await db.query<{ id: number; email: string }>(
      `SELECT d.id::float8 AS id, a.email FROM dashboards d JOIN accounts a ON a.id = d."ownerId"
        WHERE d.id = ANY($1::bigint[]) ORDER BY d.id`,
      [[mine!.id, orphan!.id]],
    );
    expect(owners).toEqual([
      { id: mine!.id, email: 'manager@example.com' },
      { id: orphan!.id, email: 'admin@example.com' },
    ]);
    const columns = await db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'dashboards' AND column_name = 'owner'`,
    );
    expect(columns).toEqual([]);
    // the foreign key is back: an account's delete cannot leave a dashboard pointing nowhere
    expect((await call('GET', `/dashboards/${mine!.id}`, s.manager)).body.editable).toBe(true);
  });

  it("a shared dashboard's figures cover the viewer's part of its stores, never 403; a direct query still is", async () => {
    const saved = await call('POST', '/dashboards', s.admin, {
      ...aDashboard('EU and KR', ['EU001', 'KR001']),
      sharedRoles: [MANAGER_ROLE_ID],
    });
    const id = saved.body.id;
    const direct = await call('POST', '/stats/query', s.manager, tagCount(['EU001', 'KR001']));
    expect(direct.status).toBe(403);

    const kr = await call<Figures>('POST', '/stats/query', s.manager, tagCount(['KR001']));
    const part = await call<Figures>(
      'POST',
      `/dashboards/${id}/figures`,
      s.manager,
      tagCount(['EU001', 'KR001']),
    );
    expect(part.status).toBe(200);
    expect(part.body.stores).toEqual(['KR001']);
    expect(part.body.rows).toEqual(kr.body.rows);
    expect(kr.body.rows[0]!.value).toBeGreaterThan(0);

    // none of the asked stores is the manager's (a pinned panel of EU001): every store the manager sees
    const mineAll = await call<Figures>('POST', '/stats/query', s.manager, tagCount());
    const pinned = await call<Figures>('POST', `/dashboards/${id}/figures`, s.manager, tagCount(['EU001']));
    expect(pinned.status).toBe(200);
    expect(pinned.body.stores?.sort()).toEqual(['JP001', 'KR001']);
    expect(pinned.body.rows).toEqual(mineAll.body.rows);

    // the admin (every store) gets what it asked for
    const admin = await call<Figures>(
      'POST',
      `/dashboards/${id}/figures`,
      s.admin,
      tagCount(['EU001', 'KR001']),
    );
    expect(admin.body.stores).toEqual(['EU001', 'KR001']);
    expect(admin.body.rows[0]!.value).toBeGreaterThan(kr.body.rows[0]!.value!);

    // a dashboard the session does not see: 404; an entity it may not read: 403
    const privateOne = await call('POST', '/dashboards', s.admin, aDashboard('Admin only'));
    expect(
      (await call('POST', `/dashboards/${privateOne.body.id}/figures`, s.manager, tagCount())).status,
    ).toBe(404);
    const alarms = { entity: 'alarm', measure: { fn: 'count' } };
    expect((await call('POST', `/dashboards/${id}/figures`, s.manager, alarms)).status).toBe(403);
  });

  it('offers the roles to share with to a dashboard writer without role read', async () => {
    expect((await call('GET', '/auth/role', s.manager)).status).toBe(403);
    const roles = await call<Array<{ id: number; name: string }>>(
      'GET',
      '/dashboards/share-roles',
      s.manager,
    );
    expect(roles.status).toBe(200);
    const ids = roles.body.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([MANAGER_ROLE_ID, VIEWER_ROLE_ID]));
    expect(ids).not.toContain(0);
    for (const role of roles.body) expect(Object.keys(role).sort()).toEqual(['id', 'name']);
    // the viewer reads dashboards but writes none: it shares nothing
    expect((await call('GET', '/dashboards/share-roles', s.viewer)).status).toBe(403);
  });

  it('raises API PERMISSION DENIED once per account and route in its window, however many panels are refused', async () => {
    const db = s.t.db;
    await db.exec(
      `DELETE FROM alarm_history WHERE type = 'API PERMISSION DENIED'; DELETE FROM alarm_throttle`,
    );
    const refused = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/stats/query', s.manager, tagCount(['EU001']))),
    );
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const count = async () =>
      (
        await db.query<{ route: string; n: number }>(
          `SELECT data->>'route' AS route, count(*)::int AS n FROM alarm_history
            WHERE type = 'API PERMISSION DENIED' AND "sourceId" = 'manager@example.com' GROUP BY 1 ORDER BY 1`,
        )
      ).map((r) => [r.route, r.n]);
    expect(await count()).toEqual([['/api/stats/query', 1]]);

    // another route is another alarm; the window's end lets the next one through
    expect((await call('GET', '/auth/role', s.manager)).status).toBe(403);
    expect(await count()).toEqual([
      ['/api/auth/role', 1],
      ['/api/stats/query', 1],
    ]);
    await db.exec(`UPDATE alarm_throttle SET "windowUntil" = now() - interval '1 second'`);
    await call('POST', '/stats/query', s.manager, tagCount(['EU001']));
    expect(await count()).toEqual([
      ['/api/auth/role', 1],
      ['/api/stats/query', 2],
    ]);
  });

  it('copies each starter as an editable dashboard whose every panel answers a store manager', async () => {
    const starters = await call<Array<{ key: string; name: string; definition: Dashboard }>>(
      'GET',
      '/dashboards/starters',
      s.manager,
    );
    expect(starters.status).toBe(200);
    expect(starters.body.map((st) => st.key)).toEqual(['storeOperations', 'batteryDelivery', 'fleetHealth']);
    for (const starter of starters.body) {
      const copy = await call('POST', `/dashboards/starters/${starter.key}/copy`, s.manager, {});
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ name: starter.name, owner: 'manager@example.com', editable: true });
      expect(copy.body.panels.length).toBeGreaterThanOrEqual(4);
      for (const panel of copy.body.panels) {
        expect(panel.kind).not.toBe('spec');
        const direct = await call('POST', '/stats/query', s.manager, panel.query!);
        expect([panel.id, direct.status]).toEqual([panel.id, 200]);
        const onPage = await call('POST', `/dashboards/${copy.body.id}/figures`, s.manager, panel.query!);
        expect([panel.id, onPage.status]).toEqual([panel.id, 200]);
      }
      const edited = copy.body.panels.map((p, i) => (i === 0 ? { ...p, title: 'Renamed' } : p));
      const saved = await call('PUT', `/dashboards/${copy.body.id}`, s.manager, {
        ...copy.body,
        panels: edited,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.panels[0]!.title).toBe('Renamed');
    }
    expect((await call('POST', '/dashboards/starters/nothing/copy', s.manager, {})).status).toBe(404);
  });
});
