// The software upgrade (doc 3 §2 Software, §7; docs/api.md 'Software upgrade'): packages refused with a clear
// message and nothing changed (format, checksum, older version, a rollout in progress, size), an accepted
// package rolled out in stages (a canary of 5 % spread over stores, then waves) by the simulator's rollout
// step, the dashboard's firmware counts following it, the automatic pause on failures, pause / resume / roll
// back, privileges, and the state kept in the database (a new simulator instance carries on).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAUSE_MIN_REPORTS, RolloutSimulation } from '../../server/sim/rollout.ts';
import { buildPackage } from '../../server/software/upgradePackage.ts';
import { PRIVILEGE_KEYS } from '../../server/auth/privileges.ts';
import { backends, login, signedInApp, type Headers } from './helpers.ts';
import { storedNames } from './storageHelpers.ts';
import { upload, type RolloutSummary } from './softwareHelpers.ts';

const LIMIT = 256 * 1024;

describe.each(backends)('software upgrade on $name', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-software-'));
  const { t, admin, manager, viewer } = signedInApp(backend, {
    config: {
      dataDir,
      upgradeFileMaxBytes: LIMIT,
      rolloutCanaryPercent: 5,
      rolloutWaves: 3,
      rolloutFailureThreshold: 0.1,
    },
  });
  const get = async <T>(url: string, headers: Headers | undefined = admin) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const post = async <T>(url: string, headers: Headers | undefined = admin) => {
    const response = await t.app.inject({ method: 'POST', url: `/api${url}`, headers });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const version = async () =>
    (
      await get<{ grm: { version: string; updatedAt: string }; gmp: { version: string } }>(
        '/version',
        undefined,
      )
    ).body;
  const packageFile = (component: string, v: string, sha?: string) => ({
    name: `${component}-${v}.pkg`,
    content: buildPackage(component, v, Buffer.from(`image of ${component} ${v}`.repeat(50)), sha),
  });
  const packagesStored = () => storedNames(t.app, 'upgrade/');
  let clock = Date.now();
  /** steps of the rollout simulation, each one pace later, until the rollout is in `state` */
  const stepUntil = async (sim: RolloutSimulation, id: number, states: string[], max = 40) => {
    for (let i = 0; i < max; i += 1) {
      clock += 1000;
      await sim.tick(new Date(clock));
      const { body } = await get<RolloutSummary>(`/upgrade/rollout/${id}`);
      if (states.includes(body.state)) return body;
    }
    throw new Error(`rollout ${id} did not reach ${states.join('/')}`);
  };
  const gatewayVersions = () =>
    t.db.query<{ grmVersion: string; n: number }>(
      `SELECT "grmVersion", count(*)::int AS n FROM gateways GROUP BY 1 ORDER BY 1`,
    );

  it('refuses a file that is no package, a bad checksum (INVALID GRM) and an older version; nothing changes', async () => {
    const before = await version();
    const cases: Array<[{ name: string; content: string | Uint8Array }, string]> = [
      [
        { name: 'notes.txt', content: 'hello\nworld' },
        'Invalid upgrade package: the file does not start with an upgrade manifest line.',
      ],
      [
        { name: 'x.pkg', content: 'no line feed at all' },
        'Invalid upgrade package: the file does not start with an upgrade manifest line.',
      ],
      [
        {
          name: 'x.pkg',
          content: `${JSON.stringify({ format: 'esl-upgrade/1', component: 'abc', version: '1.0.0', sha256: 'a'.repeat(64) })}\nx`,
        },
        'Invalid upgrade package: component must be grm or gmp.',
      ],
      [
        {
          name: 'x.pkg',
          content: `${JSON.stringify({ format: 'esl-upgrade/1', component: 'grm', version: 'v2', sha256: 'a'.repeat(64) })}\nx`,
        },
        'Invalid upgrade package: version must look like 1.2.3.',
      ],
      [
        packageFile('grm', '9.0.0', 'b'.repeat(64)),
        "Invalid upgrade package: the payload's checksum does not match the manifest.",
      ],
      [
        packageFile('grm', '1.8.0'),
        "The package's GRM version 1.8.0 is not newer than the current version 1.9.0.",
      ],
      [
        packageFile('gmp', '2.5.0'),
        "The package's GMP version 2.5.0 is not newer than the current version 2.5.0.",
      ],
    ];
    for (const [file, message] of cases) {
      const response = await upload(t.app, admin, '/api/upgrade/file', file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const none = await upload(t.app, admin, '/api/upgrade/file');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'No file was sent.' });
    expect(await version()).toEqual(before);
    expect(await packagesStored()).toEqual([]);
    expect((await get<{ data: unknown[] }>('/upgrade/rollout')).body.data).toEqual([]);
    const alarms = await t.db.query<{ type: string; location: string; class: number }>(
      `SELECT type, location, class FROM alarm_history WHERE type = 'INVALID GRM'`,
    );
    expect(alarms).toEqual([{ type: 'INVALID GRM', location: 'SYSTEM', class: 2 }]);
  });

  it('refuses a package over the size limit with 413 and keeps no file', async () => {
    const big = packageFile('grm', '5.0.0');
    const response = await upload(t.app, admin, '/api/upgrade/file', {
      name: big.name,
      content: Buffer.concat([big.content, Buffer.alloc(LIMIT)]),
    });
    expect(response.statusCode).toBe(413);
    expect(await packagesStored()).toEqual([]);
    expect((await version()).grm.version).toBe('1.9.0');
  });

  it('needs a session (401), setting read or write (403) and a session seeing every store to upload', async () => {
    for (const [method, url] of [
      ['GET', '/upgrade/rollout'],
      ['GET', '/upgrade/rollout/1'],
      ['GET', '/upgrade/rollout/1/store'],
      ['POST', '/upgrade/rollout/1/pause'],
      ['POST', '/upgrade/rollout/1/resume'],
      ['POST', '/upgrade/rollout/1/rollback'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url: `/api${url}`, headers: viewer })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url: `/api${url}`, headers: manager })).statusCode, url).toBe(403);
    }
    expect(
      (await upload(t.app, undefined, '/api/upgrade/file', packageFile('grm', '3.0.0'))).statusCode,
    ).toBe(401);
    expect((await upload(t.app, viewer, '/api/upgrade/file', packageFile('grm', '3.0.0'))).statusCode).toBe(
      403,
    );
    expect((await version()).grm.version).toBe('1.9.0');
  });

  it("lets an account limited to some stores read its stores' progress, but not upload or act (a rollout reaches every store)", async () => {
    const privilege = PRIVILEGE_KEYS.map(({ key, depth }) => ({ key, depth, read: true, write: true }));
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/auth/role',
      headers: admin,
      payload: { name: 'sw-scoped', privilege },
    });
    expect(role.statusCode).toBe(200);
    const account = { email: 'sw-scoped@example.com', password: 'Scoped#2026x' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: admin,
      payload: { ...account, name: 'Scoped', mobile: '1', role_id: role.json().role_id, store: ['KR001'] },
    });
    expect(created.statusCode).toBe(200);
    const scoped = await login(t.app, account);
    expect((await upload(t.app, scoped, '/api/upgrade/file', packageFile('gmp', '7.0.0'))).statusCode).toBe(
      403,
    );
    expect((await version()).gmp.version).toBe('2.5.0');
    expect((await get('/upgrade/rollout', scoped)).status).toBe(200);
    // a rollout of the whole fleet: the scoped account sees its own store's row only
    await t.db.query(`UPDATE gateways SET status = 'NORMAL'`);
    const started = await upload(t.app, admin, '/api/upgrade/file', packageFile('gmp', '2.5.5'));
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json<RolloutSummary>();
    const rows = await get<{ data: Array<{ storeCode: string }> }>(`/upgrade/rollout/${id}/store`, scoped);
    expect(rows.body.data.map((r) => r.storeCode)).toEqual(['KR001']);
    expect((await post(`/upgrade/rollout/${id}/pause`, scoped)).status).toBe(403);
    expect((await post(`/upgrade/rollout/${id}/rollback`)).status).toBe(200);
    const sim = new RolloutSimulation(t.db, { seed: 1, paceMs: 1000, failureRate: 0 });
    await stepUntil(sim, id, ['ROLLED_BACK']);
  });

  it('rolls a GRM out in stages to every gateway, the dashboard follows, then rolls it back', async () => {
    const [{ n: gateways }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gateways');
    const [{ n: stores }] = await t.db.query<{ n: number }>(
      'SELECT count(DISTINCT "storeCode")::int AS n FROM gateways',
    );
    // every gateway answers: the outcome does not depend on the demo's outages
    await t.db.query(`UPDATE gateways SET status = 'NORMAL'`);
    const before = await gatewayVersions();
    const response = await upload(t.app, admin, '/api/upgrade/file', packageFile('grm', '1.9.1'));
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<RolloutSummary>();
    expect(started).toMatchObject({
      component: 'grm',
      version: '1.9.1',
      state: 'RUNNING',
      stage: 0,
      stageCount: 4,
    });
    expect(started.totals.total).toBe(gateways);
    // the canary: 5 % of the gateways (at least one), each in a store of its own while there are stores
    const canary = Math.max(1, Math.ceil(gateways * 0.05));
    expect(started.stages[0].total).toBe(canary);
    const [canaryStores] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT "storeCode")::int AS n FROM rollout_gateways WHERE "rolloutId" = $1 AND stage = 0`,
      [started.id],
    );
    expect(canaryStores!.n).toBe(Math.min(canary, stores));
    expect(started.stages.reduce((sum, s) => sum + s.total, 0)).toBe(gateways);
    expect((await version()).grm.version).toBe('1.9.1');
    expect(await packagesStored()).toContain(`${started.id}-grm-1.9.1.pkg`);
    // one rollout of a component at a time
    const again = await upload(t.app, admin, '/api/upgrade/file', packageFile('grm', '1.9.2'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'A GRM rollout is still in progress: let it finish or roll it back first.',
    });

    const sim = new RolloutSimulation(t.db, { seed: 1, paceMs: 1000, failureRate: 0 });
    // the canary finishes before any wave starts
    let seen = started;
    for (let i = 0; i < 40 && seen.stage === 0; i += 1) {
      clock += 1000;
      await sim.tick(new Date(clock));
      seen = (await get<RolloutSummary>(`/upgrade/rollout/${started.id}`)).body;
      if (seen.stage === 0) expect(seen.stages.slice(1).every((s) => s.pending === s.total)).toBe(true);
    }
    expect(seen.stages[0]).toMatchObject({ done: seen.stages[0].total, progress: 100 });
    // a new simulation (a restart) carries on from the database
    const restarted = new RolloutSimulation(t.db, { seed: 1, paceMs: 1000, failureRate: 0 });
    const done = await stepUntil(restarted, started.id, ['COMPLETED']);
    expect(done.totals).toMatchObject({ total: gateways, done: gateways, failed: 0, progress: 100 });
    expect(await gatewayVersions()).toEqual([{ grmVersion: '1.9.1', n: gateways }]);
    const dashboard = await get<{ gateways: { grmVersions: Array<{ version: string; count: number }> } }>(
      '/stats/dashboard',
    );
    expect(dashboard.body.gateways.grmVersions).toEqual([{ version: '1.9.1', count: gateways }]);
    const perStore = await get<{
      data: Array<{ storeCode: string; total: number; done: number; progress: number }>;
    }>(`/upgrade/rollout/${started.id}/store`);
    expect(perStore.body.data).toHaveLength(stores);
    expect(perStore.body.data.every((s) => s.done === s.total && s.progress === 100)).toBe(true);

    // roll back: GET /version and every gateway go back to what they had
    const back = await post<RolloutSummary>(`/upgrade/rollout/${started.id}/rollback`);
    expect(back.status).toBe(200);
    expect(back.body.state).toBe('ROLLING_BACK');
    expect((await version()).grm.version).toBe('1.9.0');
    await stepUntil(sim, started.id, ['ROLLED_BACK']);
    expect(await gatewayVersions()).toEqual(before);
    const twice = await post<{ message: string }>(`/upgrade/rollout/${started.id}/rollback`);
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'Only the latest rollout of its component can be rolled back, and only once.' },
    });
  });

  it('pauses by itself when failures pass the threshold (UPDATE FAILURE), and is paused, resumed and rolled back by hand', async () => {
    await t.db.query(`UPDATE gateways SET status = 'NORMAL'`);
    const response = await upload(t.app, admin, '/api/upgrade/file', packageFile('gmp', '2.6.0'));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<RolloutSummary>();
    const failing = new RolloutSimulation(t.db, { seed: 1, paceMs: 1000, failureRate: 1 });
    const paused = await stepUntil(failing, id, ['PAUSED', 'COMPLETED']);
    expect(paused).toMatchObject({ state: 'PAUSED', pausedReason: 'failures', stage: 0 });
    expect(paused.stages.slice(1).every((s) => s.done === 0 && s.failed === 0)).toBe(true);
    // not on the first report: the stage's failure share counts once it has PAUSE_MIN_REPORTS (or all of it)
    expect(paused.stages[0].failed + paused.stages[0].done).toBeGreaterThanOrEqual(
      Math.min(paused.stages[0].total, PAUSE_MIN_REPORTS),
    );
    const alarms = await t.db.query<{ location: string; class: number; n: number }>(
      `SELECT location, class, count(*)::int AS n FROM alarm_history WHERE type = 'UPDATE FAILURE' AND data->>'rolloutId' = $1
       GROUP BY 1, 2 ORDER BY 2 DESC, 1`,
      [String(id)],
    );
    expect(alarms[0]).toEqual({ location: 'SYSTEM', class: 3, n: 1 });
    expect(alarms.slice(1).every((a) => a.class === 2)).toBe(true);
    // a paused rollout stays where it is
    clock += 5000;
    await failing.tick(new Date(clock));
    expect((await get<RolloutSummary>(`/upgrade/rollout/${id}`)).body.stage).toBe(0);
    expect((await post(`/upgrade/rollout/${id}/pause`)).status).toBe(409);

    // the operator accepts the canary's failures: the waves run (and succeed)
    expect((await post<RolloutSummary>(`/upgrade/rollout/${id}/resume`)).body.state).toBe('RUNNING');
    expect((await post(`/upgrade/rollout/${id}/resume`)).body).toMatchObject({
      message: 'Only a paused rollout can be resumed.',
    });
    const healthy = new RolloutSimulation(t.db, { seed: 1, paceMs: 1000, failureRate: 0 });
    clock += 1000;
    await healthy.tick(new Date(clock));
    const byHand = await post<RolloutSummary>(`/upgrade/rollout/${id}/pause`);
    expect(byHand.body).toMatchObject({ state: 'PAUSED', pausedReason: 'operator' });
    expect((await post<RolloutSummary>(`/upgrade/rollout/${id}/resume`)).body.state).toBe('RUNNING');
    const completed = await stepUntil(healthy, id, ['COMPLETED']);
    // the canaries that failed stay failed (on their old version), every other gateway has the new one
    expect(completed.totals.failed).toBe(paused.stages[0].failed);
    expect(completed.totals.done).toBe(completed.totals.total - paused.stages[0].failed);
    expect((await post(`/upgrade/rollout/${id}/rollback`)).status).toBe(200);
    await stepUntil(healthy, id, ['ROLLED_BACK']);
    expect((await version()).gmp.version).toBe('2.5.0');
    expect((await post(`/upgrade/rollout/999999/pause`)).status).toBe(404);
  });
});
