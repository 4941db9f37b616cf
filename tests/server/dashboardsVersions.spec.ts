// The version history of a custom dashboard (issue 38 §5): every save is a version (who saved it, when), listed
// newest first and paged, each readable in full; a restore saves the chosen version as the next one (owner or role
// 0 only); the last 50 are kept.
import { describe, expect, it } from 'vitest';
import { KEEP_VERSIONS } from '../../server/repositories/dashboardVersions.ts';
import { VIEWER_ROLE_ID } from '../../server/seed/roles.ts';
import { backends, type Headers, type Page } from './helpers.ts';
import { signedInApp } from './helpers.ts';

interface Version {
  version: number;
  savedBy: string | null;
  savedByName: string | null;
  savedAt: string;
  name: string;
  definition?: { name: string; panels: unknown[] };
}

const aDashboard = (name: string) => ({
  name,
  variables: { stores: [], range: { last: '24h' } },
  layouts: { lg: [{ i: 'n', x: 0, y: 0, w: 3, h: 2 }], sm: [{ i: 'n', x: 0, y: 0, w: 6, h: 2 }] },
  panels: [
    {
      id: 'n',
      kind: 'number',
      title: `Tags of ${name}`,
      query: { entity: 'tag', measure: { fn: 'count' } },
      options: { refreshSeconds: 60 },
    },
  ],
});

describe.each(backends)('custom dashboard versions on $name', (backend) => {
  const s = signedInApp(backend);
  const call = async <T = { id: number; name: string; editable: boolean }>(
    method: string,
    url: string,
    headers: Headers,
    payload?: object,
  ) => {
    const response = await s.t.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const versions = async (id: number, headers: Headers, query = '') =>
    call<Page<Version>>('GET', `/dashboards/${id}/versions${query}`, headers);

  it('keeps every save as a version, newest first, and restores one as a new version', async () => {
    const created = await call('POST', '/dashboards', s.manager, {
      ...aDashboard('First'),
      sharedRoles: [VIEWER_ROLE_ID],
    });
    const id = created.body.id;
    await call('PUT', `/dashboards/${id}`, s.manager, {
      ...aDashboard('Second'),
      sharedRoles: [VIEWER_ROLE_ID],
    });
    await call('PUT', `/dashboards/${id}`, s.admin, {
      ...aDashboard('Third'),
      sharedRoles: [VIEWER_ROLE_ID],
    });

    const list = await versions(id, s.manager);
    expect(list.status).toBe(200);
    expect(list.body.recordsTotal).toBe(3);
    // another account's email masked without member read (the manager's own kept)
    expect(list.body.data.map((v) => [v.version, v.name, v.savedBy])).toEqual([
      [3, 'Third', 'a***@example.com'],
      [2, 'Second', 'manager@example.com'],
      [1, 'First', 'manager@example.com'],
    ]);
    expect(list.body.data[2]!.savedByName).toBe('Store Manager');
    expect((await versions(id, s.admin)).body.data[0]!.savedBy).toBe('admin@example.com');
    const times = list.body.data.map((v) => Date.parse(v.savedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await versions(id, s.manager, '?start=1&length=1')).body.data.map((v) => v.version)).toEqual([2]);

    const first = await call<Version>('GET', `/dashboards/${id}/versions/1`, s.manager);
    expect(first.body.definition).toMatchObject({ name: 'First', panels: [{ title: 'Tags of First' }] });

    // the viewer (shared, read only) reads the history but restores nothing
    expect((await versions(id, s.viewer)).body.recordsTotal).toBe(3);
    expect((await call('POST', `/dashboards/${id}/versions/1/restore`, s.viewer)).status).toBe(403);

    const restored = await call('POST', `/dashboards/${id}/versions/1/restore`, s.manager);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, name: 'First', editable: true });
    expect((await call('GET', `/dashboards/${id}`, s.manager)).body.name).toBe('First');
    const after = await versions(id, s.manager);
    expect(after.body.data.map((v) => [v.version, v.name])).toEqual([
      [4, 'First'],
      [3, 'Third'],
      [2, 'Second'],
      [1, 'First'],
    ]);
  });

  it('answers 404 for a dashboard or version the session does not see, 400 for bad numbers', async () => {
    const mine = await call('POST', '/dashboards', s.manager, aDashboard('Private'));
    const id = mine.body.id;
    expect((await versions(id, s.viewer)).status).toBe(404);
    expect((await call('POST', `/dashboards/${id}/versions/1/restore`, s.viewer)).status).toBe(403);
    expect((await call('GET', `/dashboards/${id}/versions/99`, s.manager)).status).toBe(404);
    expect((await call('POST', `/dashboards/${id}/versions/99/restore`, s.manager)).status).toBe(404);
    expect((await call('GET', `/dashboards/${id}/versions/abc`, s.manager)).status).toBe(400);
    expect((await versions(id, s.manager, '?start=-1')).status).toBe(400);
    const builtIn = (
      await call<Page<{ id: number; builtIn: boolean }>>('POST', '/dashboards/search', s.admin, {
        length: -1,
      })
    ).body.data.find((d) => d.builtIn)!;
    expect((await call('POST', `/dashboards/${builtIn.id}/versions/1/restore`, s.admin)).status).toBe(403);
  });

  it(`keeps the last ${KEEP_VERSIONS} versions`, async () => {
    const created = await call('POST', '/dashboards', s.manager, aDashboard('v1'));
    const id = created.body.id;
    for (let n = 2; n <= KEEP_VERSIONS + 5; n += 1)
      expect((await call('PUT', `/dashboards/${id}`, s.manager, aDashboard(`v${n}`))).status).toBe(200);
    const all = await versions(id, s.manager, '?length=100');
    expect(all.body.recordsTotal).toBe(KEEP_VERSIONS);
    expect(all.body.data[0]).toMatchObject({ version: KEEP_VERSIONS + 5, name: `v${KEEP_VERSIONS + 5}` });
    expect(all.body.data.at(-1)).toMatchObject({ version: 6, name: 'v6' });
    expect((await call('GET', `/dashboards/${id}/versions/5`, s.manager)).status).toBe(404);
  });
});
