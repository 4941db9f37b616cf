// Server status, detail history and alarm history (doc 1 §2.6, §4, §7) on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmClass, AlarmInput } from '../../server/repositories/alarms.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { ServerBehaviour } from '../../server/sim/servers.ts';
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

interface Page {
  recordsTotal: number;
  recordsFiltered: number;
  data: Array<{ type: string; class: number; location: string; updatedAt: string }>;
}

describe.each(backends)('servers on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  const now = Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
    const repos = createRepositories(t.db);
    // alarms of every class for three servers, one a minute back from now; one for another source
    const at = (minutes: number) => new Date((now - minutes * 60) * 1000);
    const alarms: AlarmInput[] = [];
    for (const id of ['proxy-01', 'esl-01', 'db-01'])
      for (const cls of [1, 2, 3] as AlarmClass[])
        for (let i = 0; i < 12; i++)
          alarms.push({
            location: 'SYSTEM',
            type: i % 2 ? 'DISK USAGE ABNORMAL' : 'MEMORY USAGE ABNORMAL',
            class: cls,
            sourceType: 'server' as const,
            sourceId: id,
            at: at(i * 10 + cls),
          });
    alarms.push({
      location: 'KR001',
      type: 'GW STATUS ABNORMAL',
      class: 1,
      sourceType: 'gw',
      sourceId: 'proxy-01',
      at: at(1),
    });
    await repos.alarms.record(alarms);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const alarms = (id: string, body: Record<string, unknown> = {}, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/history/alarm/server/${id}/search`, headers, payload: body });

  it('lists proxy, database and esl servers with their system status after a heartbeat', async () => {
    await new ServerBehaviour(createRepositories(t.db), { seed: 1, tickMs: 5000 }).tick(new Date(), []);
    const lists = (await get('/status/server')).json<Record<string, Array<Record<string, unknown>>>>();
    expect(Object.keys(lists).sort()).toEqual(['database', 'esl', 'proxy']);
    expect(lists.database.map((s) => s.id)).toEqual(['db-01', 'db-02', 'db-03']);
    for (const server of [...lists.proxy, ...lists.database, ...lists.esl]) {
      expect(server).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        status: expect.any(String),
      });
      expect(server.ramUsage).toEqual({ used: expect.any(Number), total: 16 });
      expect(server.diskUsage).toEqual({ used: expect.any(Number), total: 500 });
      expect((server.serviceStatusList as unknown[]).length).toBeGreaterThanOrEqual(3);
      expect(server.networkInformation).toMatchObject({ ip: server.ip, interface: 'eth0' });
    }
    const one = (await get('/status/server/esl-01')).json<Record<string, unknown>>();
    expect(one).toMatchObject({ id: 'esl-01', type: 'esl', name: 'ESL Server 1' });
    expect((await get('/status/server/nope')).statusCode).toBe(404);
  });

  it('answers the 24 hour history of a server, averaged, inside the window', async () => {
    const day = (await get(`/system/status/server/db-01?start=${now - 86400}&end=${now}`)).json<{
      start: number;
      end: number;
      data: Array<{ time: string; ramUsage: { used: number; total: number }; diskUsage: { used: number } }>;
    }>();
    expect(day.end - day.start).toBe(86400);
    // the seed left a sample every 10 minutes of the last 24 hours
    expect(day.data.length).toBeGreaterThan(130);
    expect(day.data.length).toBeLessThanOrEqual(290);
    const times = day.data.map((p) => Date.parse(p.time) / 1000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(day.start - 300);
    expect(day.data[0].ramUsage.total).toBe(16);
    // the last hour of the seeded samples (seeded before this test started, maybe long before; the tick above
    // adds one later): one point a minute that holds samples (one-minute buckets for an hour's window)
    const [{ latest }] = await t.db.query<{ latest: string | Date }>(
      `SELECT max(time) AS latest FROM server_status_samples WHERE "serverId" = 'db-01' AND time <= to_timestamp($1)`,
      [now],
    );
    const end = Math.floor(new Date(latest).getTime() / 1000);
    const [{ stored }] = await t.db.query<{ stored: number }>(
      `SELECT count(DISTINCT floor(extract(epoch FROM time) / 60))::int AS stored FROM server_status_samples
       WHERE "serverId" = 'db-01' AND time >= to_timestamp($1) AND time <= to_timestamp($2)`,
      [end - 3600, end],
    );
    expect(stored).toBeGreaterThanOrEqual(6);
    const hour = (await get(`/system/status/server/db-01?start=${end - 3600}&end=${end}`)).json<{
      data: unknown[];
    }>();
    expect(hour.data.length).toBe(stored);
    const defaults = (await get('/system/status/server/db-01')).json<{ start: number; end: number }>();
    expect(defaults.end - defaults.start).toBe(86400);
    // longer than the window: the last 24 hours
    const long = (await get(`/system/status/server/db-01?start=${now - 5 * 86400}&end=${now}`)).json<{
      start: number;
    }>();
    expect(long.start).toBe(now - 86400);
  });

  it('refuses a bad window and an unknown server', async () => {
    const bad = await get('/system/status/server/db-01?start=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'start and end must be dates in epoch seconds (years 1 to 9999).',
    });
    expect((await get(`/system/status/server/db-01?start=${now}&end=${now - 60}`)).statusCode).toBe(400);
    expect((await get('/system/status/server/nope')).statusCode).toBe(404);
  });

  it.each([
    ['proxy-01', 1],
    ['esl-01', 2],
    ['db-01', 3],
  ])('the alarm history of %s keeps only class %i, 10 per page, newest first', async (id, cls) => {
    const first = (await alarms(id)).json<Page>();
    expect(first.recordsTotal).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(new Set(first.data.map((a) => a.class))).toEqual(new Set([cls]));
    expect(first.data.every((a) => a.location === 'SYSTEM')).toBe(true);
    const times = first.data.map((a) => Date.parse(a.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await alarms(id, { start: 10, length: 10 })).json<Page>();
    expect(second.data).toHaveLength(2);
    const recent = (await alarms(id, { filter_startDate: now - 35 * 60, filter_endDate: now })).json<Page>();
    expect(recent.recordsFiltered).toBe(4);
    const disk = (await alarms(id, { filter_type: 'DISK' })).json<Page>();
    expect(disk.recordsFiltered).toBe(6);
  });

  it('answers 404 for the alarms of an unknown server', async () => {
    expect((await alarms('nope')).statusCode).toBe(404);
  });

  it('deletes a server only with server write', async () => {
    const viewer = await login(t.app, VIEWER);
    expect((await get('/status/server', viewer)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/status/server/esl-02',
      headers: viewer,
    });
    expect(refused.statusCode).toBe(403);
    expect((await get('/status/server/esl-02')).statusCode).toBe(200);
    const manager = await login(t.app, MANAGER);
    expect((await get('/status/server', manager)).statusCode).toBe(403);
    expect((await alarms('esl-02', {}, manager)).statusCode).toBe(403);
    const done = await t.app.inject({ method: 'DELETE', url: '/api/status/server/esl-02', headers: admin });
    expect(done.statusCode).toBe(200);
    expect((await get('/status/server/esl-02')).statusCode).toBe(404);
    const lists = (await get('/status/server')).json<{ esl: Array<{ id: string }> }>();
    expect(lists.esl.map((s) => s.id)).toEqual(['esl-01']);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/status/server/esl-02', headers: admin });
    expect(again.statusCode).toBe(404);
  });
});
