// Alerts from custom dashboard panels (issue 38 "Beyond"): a number panel's rule ("low-battery tags above 5 for 15
// minutes") is evaluated by the panel-alerts job with its owner's scope, raises PANEL THRESHOLD through the one
// alarm raise once it has crossed for its minutes (not before), PANEL THRESHOLD CLEARED when the value falls back,
// reports each rule's state (GET /dashboards/{id}/alerts), and runs once across two instances.
import { describe, expect, it } from 'vitest';
import { evaluatePanelAlerts, PANEL_ALERTS_EVERY_MS, panelLink } from '../../server/dashboards/alertJob.ts';
import { JobScheduler } from '../../server/jobs/scheduler.ts';
import { backends, type Headers } from './helpers.ts';
import { signedInApp } from './helpers.ts';

interface AlertState {
  panelId: string;
  state: string;
  since: string | null;
  lastValue: number | null;
}

const MINUTE = 60_000;

/** a dashboard of one number panel: low-battery tags, with an alert rule above `threshold` for `forMinutes` */
const lowBatteryDashboard = (name: string, threshold: number, forMinutes: number) => ({
  name,
  variables: { stores: [], range: { last: '24h' } },
  layouts: { lg: [{ i: 'low', x: 0, y: 0, w: 3, h: 2 }], sm: [{ i: 'low', x: 0, y: 0, w: 6, h: 2 }] },
  panels: [
    {
      id: 'low',
      kind: 'number',
      title: 'Low-battery tags',
      query: { entity: 'tag', measure: { fn: 'count' }, filters: { battStatus: 'LOW' } },
      options: { refreshSeconds: 60 },
      alert: { enabled: true, comparison: 'above', threshold, forMinutes },
    },
  ],
});

describe.each(backends)('panel alert rules on $name', (backend) => {
  const s = signedInApp(backend);
  const call = async <T = { id: number }>(
    method: string,
    url: string,
    headers: Headers,
    payload?: object,
  ) => {
    const response = await s.t.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload });
    return { status: response.statusCode, body: response.json<T>() };
  };
  /** KR001 (the manager's) and EU001 (not the manager's) with `low` low-battery tags each, every other tag good */
  const lowTags = async (low: number) =>
    s.t.db.query(
      `UPDATE tags SET "battStatus" = CASE WHEN "storeCode" IN ('KR001', 'EU001') AND "tagId" IN (
         SELECT "tagId" FROM tags t WHERE t."storeCode" = tags."storeCode" ORDER BY "tagId" LIMIT $1)
         THEN 'LOW' ELSE 'GOOD' END, "updatedAt" = now()`,
      [low],
    );
  const alarmsOf = async (dashboardId: number) =>
    s.t.db.query<{ type: string; sourceId: string; data: Record<string, unknown> }>(
      `SELECT type, "sourceId", data FROM alarm_history
        WHERE type LIKE 'PANEL THRESHOLD%' AND (data->>'dashboardId')::float8 = $1 ORDER BY id`,
      [dashboardId],
    );
  const stateOf = async (id: number, headers: Headers) =>
    (await call<AlertState[]>('GET', `/dashboards/${id}/alerts`, headers)).body;

  it('raises after the rule has crossed for its minutes, not before, and clears when the value falls back', async () => {
    await lowTags(8);
    const { body } = await call('POST', '/dashboards', s.manager, lowBatteryDashboard('Batteries', 5, 15));
    const id = body.id;
    expect(await stateOf(id, s.manager)).toEqual([
      { panelId: 'low', state: 'ok', since: null, lastValue: null, evaluatedAt: null, error: null },
    ]);
    const t0 = Date.now();
    await evaluatePanelAlerts(s.t.db, new Date(t0));
    expect(await stateOf(id, s.manager)).toMatchObject([{ state: 'pending', lastValue: 8 }]);
    await evaluatePanelAlerts(s.t.db, new Date(t0 + 14 * MINUTE));
    expect(await alarmsOf(id)).toEqual([]);
    expect((await stateOf(id, s.manager))[0]).toMatchObject({
      state: 'pending',
      since: new Date(t0).toISOString(),
    });

    await evaluatePanelAlerts(s.t.db, new Date(t0 + 15 * MINUTE));
    await evaluatePanelAlerts(s.t.db, new Date(t0 + 16 * MINUTE));
    const fired = await alarmsOf(id);
    expect(fired).toEqual([
      {
        type: 'PANEL THRESHOLD',
        sourceId: 'manager@example.com',
        data: expect.objectContaining({
          dashboardId: id,
          panelId: 'low',
          value: 8,
          threshold: 5,
          comparison: 'above',
          forMinutes: 15,
          link: panelLink(id, 'low'),
        }),
      },
    ]);
    expect(panelLink(id, 'low')).toBe(`#/dashboards/${id}?panel=low`);
    expect((await stateOf(id, s.manager))[0]).toMatchObject({ state: 'firing', lastValue: 8 });
    // in the alarm history a store manager's sessions cannot read, through the one raise: the system history
    const history = await call<{ data: Array<{ type: string }> }>(
      'POST',
      '/history/alarm/system/search',
      s.admin,
      {
        start: 0,
        length: 50,
      },
    );
    expect(history.body.data.map((r) => r.type)).toContain('PANEL THRESHOLD');

    await lowTags(2);
    await evaluatePanelAlerts(s.t.db, new Date(t0 + 17 * MINUTE));
    expect((await alarmsOf(id)).map((a) => a.type)).toEqual(['PANEL THRESHOLD', 'PANEL THRESHOLD CLEARED']);
    expect((await stateOf(id, s.manager))[0]).toMatchObject({ state: 'ok', lastValue: 2 });
    await call('DELETE', `/dashboards/${id}`, s.manager);
  });

  it("evaluates a rule with its owner's stores: the manager's never sees EU001's tags", async () => {
    await lowTags(8);
    // 8 in KR001 for the manager, 16 in KR001 and EU001 for the administrator: above 10 only for the latter
    const managers = (await call('POST', '/dashboards', s.manager, lowBatteryDashboard('Mine', 10, 0))).body
      .id;
    const admins = (await call('POST', '/dashboards', s.admin, lowBatteryDashboard('Everyone', 10, 0))).body
      .id;
    await evaluatePanelAlerts(s.t.db, new Date());
    expect((await stateOf(managers, s.manager))[0]).toMatchObject({ state: 'ok', lastValue: 8 });
    expect((await stateOf(admins, s.admin))[0]).toMatchObject({ state: 'firing', lastValue: 16 });
    expect(await alarmsOf(managers)).toEqual([]);
    expect((await alarmsOf(admins)).map((a) => a.type)).toEqual(['PANEL THRESHOLD']);
    await call('DELETE', `/dashboards/${managers}`, s.manager);
    await call('DELETE', `/dashboards/${admins}`, s.admin);
  });

  it('runs once across two instances', async () => {
    await lowTags(8);
    const id = (await call('POST', '/dashboards', s.manager, lowBatteryDashboard('Twice?', 5, 0))).body.id;
    const job = {
      name: 'panel-alerts',
      everyMs: PANEL_ALERTS_EVERY_MS,
      run: (now: Date, tx: Parameters<typeof evaluatePanelAlerts>[0]) => evaluatePanelAlerts(tx, now),
    };
    const first = new JobScheduler(s.t.db, 'first-instance', [job]);
    const second = new JobScheduler(s.t.db, 'second-instance', [job]);
    try {
      const attempts = await Promise.all([first.attempt(job.name), second.attempt(job.name)]);
      expect(attempts.filter((a) => a === 'ran')).toHaveLength(1);
      // this period is done, whichever instance asks
      expect(await first.attempt(job.name)).toBe('done');
      expect(await second.attempt(job.name)).toBe('done');
    } finally {
      await first.stop();
      await second.stop();
    }
    expect((await alarmsOf(id)).map((a) => a.type)).toEqual(['PANEL THRESHOLD']);
  });

  it('refuses a rule on a panel that draws no single figure', async () => {
    const dashboard = lowBatteryDashboard('Doughnut', 5, 0);
    const doughnut = { ...dashboard, panels: [{ ...dashboard.panels[0]!, kind: 'doughnut' }] };
    const refused = await call<{ message: string }>('POST', '/dashboards', s.manager, doughnut);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('panels[0].alert');
  });
});
