// The store detail's gateway table (POST /status/store/{storeCode}/gw/search, doc 1 §2.7) on both backends:
// 401 / 403 / out-of-store / unknown store, paging (50 by default), sorts, filters, and the status rule of
// domain/gatewayStatus.ts (NORMAL without time sync shows ALARM): answered, filtered, sorted and counted in SQL
// exactly as the console's function reads it, on the expression index of migration 300.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayStatus, SQL_GATEWAY_STATUS } from '../../domain/gatewayStatus.ts';
import { backends, postJson, signedInApp, type Headers, type Page } from './helpers.ts';

const STORE = 'GW900';
const COUNT = 60;

interface Gw {
  gwMac: string;
  gwIndex: number;
  status: string;
  timeSync: boolean | null;
  ip: string;
  tagCount: number;
}

const mac = (i: number) => `9A:00:00:00:00:${i.toString(16).padStart(2, '0').toUpperCase()}`;
/** i % 4: 0 NORMAL synced, 1 NORMAL without sync (shows ALARM), 2 OFFLINE, 3 ALARM */
const reported = (i: number) => (['NORMAL', 'NORMAL', 'OFFLINE', 'ALARM'] as const)[i % 4];

describe.each(backends)('gateway search of a store on $name', (backend) => {
  const s = signedInApp(backend);
  const search = (headers: Headers | undefined, body: object = {}, store = STORE) =>
    postJson<Page<Gw>>(s.t.app, headers, `/status/store/${store}/gw/search`, body);

  beforeAll(async () => {
    await s.t.db.query(`INSERT INTO stores ("storeCode", "storeName") VALUES ($1, 'Gateway search')`, [
      STORE,
    ]);
    // gwIndex runs backwards against the MAC, so that the default order (gwIndex) is not the key's
    await s.t.db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", status, "timeSync", ip, "tagCount")
       SELECT m, $1, $2::int - i, (ARRAY['NORMAL','NORMAL','OFFLINE','ALARM'])[1 + i % 4], i % 4 <> 1,
         '10.9.' || (i / 10) || '.' || i || ':8080', (i * 7) % 13
       FROM unnest($3::text[]) WITH ORDINALITY AS u(m, n), LATERAL (SELECT (n - 1)::int AS i) x`,
      [STORE, COUNT, Array.from({ length: COUNT }, (_, i) => mac(i))],
    );
  });

  it('refuses a call without a session (401), without store privilege (403) and outside the stores (403)', async () => {
    expect((await search(undefined)).status).toBe(401);
    const signup = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'No Store', email: 'nostore@example.com', mobile: '010', password: 'NoStore#2026' },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nostore@example.com', password: 'NoStore#2026' },
    });
    const none = {
      'access-token': login.json<{ accessToken: string }>().accessToken,
      'access-email': 'nostore@example.com',
    };
    expect((await search(none, {}, 'KR001')).status).toBe(403);
    // the manager sees KR001 and JP001 only
    expect((await search(s.manager, {}, 'EU001')).status).toBe(403);
    expect((await search(s.manager, {}, STORE)).status).toBe(403);
    const own = await search(s.manager, {}, 'KR001');
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((g) => typeof g.gwMac === 'string')).toBe(true);
    expect((await search(s.admin, {}, 'NOPE01')).status).toBe(404);
    expect((await search(s.viewer, {}, STORE)).status).toBe(200);
  });

  it('pages 50 by default in gwIndex order, with start, length and length -1', async () => {
    const first = await search(s.admin);
    expect(first.status).toBe(200);
    expect(first.body.recordsTotal).toBe(COUNT);
    expect(first.body.recordsFiltered).toBe(COUNT);
    expect(first.body.data).toHaveLength(50);
    const indexes = first.body.data.map((g) => g.gwIndex);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(first.body.data[0].gwMac).toBe(mac(COUNT - 1));
    const second = await search(s.admin, { start: 50, length: 50 });
    expect(second.body.data).toHaveLength(COUNT - 50);
    const all = await search(s.admin, { length: -1 });
    expect(all.body.data.map((g) => g.gwMac)).toEqual(
      [...first.body.data, ...second.body.data].map((g) => g.gwMac),
    );
    const some = await search(s.admin, { start: 3, length: 4 });
    expect(some.body.data.map((g) => g.gwMac)).toEqual(all.body.data.slice(3, 7).map((g) => g.gwMac));
  });

  it('sorts by status (the shown one), MAC, IP and tag count both ways; an unknown column keeps gwIndex', async () => {
    const all = (await search(s.admin, { length: -1 })).body.data;
    const sorted = async (column: string, dir: 'asc' | 'desc') =>
      (await search(s.admin, { length: -1, order: [{ column, dir }] })).body.data;
    const byStatus = await sorted('status', 'desc');
    const statuses = byStatus.map((g) => g.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    expect(new Set(statuses)).toEqual(new Set(['NORMAL', 'OFFLINE', 'ALARM']));
    const byMac = await sorted('gwMac', 'asc');
    expect(byMac.map((g) => g.gwMac)).toEqual(all.map((g) => g.gwMac).sort());
    const byCount = await sorted('tagCount', 'desc');
    const counts = byCount.map((g) => g.tagCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // ties broken by the MAC: the page order is stable
    const firstTie = byCount.filter((g) => g.tagCount === counts[0]).map((g) => g.gwMac);
    expect(firstTie).toEqual([...firstTie].sort());
    const byIp = await sorted('ip', 'asc');
    expect(byIp.map((g) => g.ip)).toEqual(byIp.map((g) => g.ip).sort());
    expect((await sorted('password', 'desc')).map((g) => g.gwMac)).toEqual(all.map((g) => g.gwMac));
  });

  it('filters on the shown status (a value, a comma list, an array), MAC, and MAC or IP', async () => {
    const count = async (body: object) => {
      const answer = await search(s.admin, { length: -1, ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.recordsTotal).toBe(COUNT);
      expect(answer.body.recordsFiltered).toBe(answer.body.data.length);
      return answer.body.data;
    };
    const alarm = await count({ filter_status: 'ALARM', condition_status: '==' });
    // 15 reported ALARM and 15 reported NORMAL without time sync
    expect(alarm).toHaveLength(30);
    expect(alarm.every((g) => g.status === 'ALARM')).toBe(true);
    expect(alarm.filter((g) => g.timeSync === false)).toHaveLength(15);
    const normal = await count({ filter_status: 'NORMAL' });
    expect(normal).toHaveLength(15);
    expect(normal.every((g) => g.timeSync !== false)).toBe(true);
    expect(await count({ filter_status: 'NORMAL,OFFLINE' })).toHaveLength(30);
    expect(await count({ filter_status: ['OFFLINE', 'ALARM'] })).toHaveLength(45);
    expect(await count({ filter_status: 'BROKEN' })).toHaveLength(0);
    expect((await count({ filter_gwMac: '9a:00:00:00:00:0' })).length).toBe(16);
    expect((await count({ filter_gwMac: mac(5), condition_gwMac: '==' })).map((g) => g.gwMac)).toEqual([
      mac(5),
    ]);
    // the IP column of the table shows no :8080, the search box finds a gateway by either
    expect((await count({ filter_macOrIp: '10.9.4.42' })).map((g) => g.gwMac)).toEqual([mac(42)]);
    expect((await count({ filter_macOrIp: ':2A' })).map((g) => g.gwMac)).toEqual([mac(42)]);
    expect(await count({ filter_macOrIp: '%' })).toHaveLength(0);
    const both = await count({ filter_status: 'ALARM', filter_macOrIp: '10.9.1.' });
    // 10.9.1.* are gateways 10 to 19; ALARM shown: reported ALARM, or NORMAL without sync
    const tens = Array.from({ length: 10 }, (_, k) => 10 + k);
    expect(both.map((g) => g.gwMac).sort()).toEqual(
      tens
        .filter((i) => reported(i) === 'ALARM' || i % 4 === 1)
        .map(mac)
        .sort(),
    );
  });

  it('reads every status and time sync as the console does (one rule), and the store counters agree', async () => {
    const cases = ['NORMAL', 'OFFLINE', 'ALARM', null].flatMap((status) =>
      [true, false, null].map((timeSync) => ({ status, timeSync })),
    );
    const rows = await s.t.db.query<{ shown: string | null }>(
      `SELECT ${SQL_GATEWAY_STATUS} AS shown FROM jsonb_to_recordset($1::jsonb) AS g(status text, "timeSync" boolean)`,
      [JSON.stringify(cases)],
    );
    expect(rows.map((r) => r.shown ?? undefined)).toEqual(cases.map((c) => gatewayStatus(c)));
    const [summary] = await s.t.app.repos.stores.summaries(undefined, STORE);
    const shown = async (status: string) =>
      (await search(s.admin, { filter_status: status, length: 1 })).body.recordsFiltered;
    expect(summary).toMatchObject({
      gwCount: COUNT,
      normal: await shown('NORMAL'),
      offline: await shown('OFFLINE'),
      alarm: await shown('ALARM'),
      status: 'OFFLINE',
    });
  });

  it('filters and sorts the shown status on the expression index of migration 300', async () => {
    const migration = readFileSync(
      new URL('../../server/db/migrations/300_gateway_search_indexes.sql', import.meta.url),
      'utf8',
    );
    expect(migration).toContain(SQL_GATEWAY_STATUS.slice(1, -1));
    const plan = await s.t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) SELECT "gwMac" FROM gateways WHERE "storeCode" = $1 AND ${SQL_GATEWAY_STATUS} = ANY($2)
         ORDER BY ${SQL_GATEWAY_STATUS} DESC, "gwMac" LIMIT 50`,
        [STORE, ['ALARM']],
      );
      return JSON.stringify(rows[0]['QUERY PLAN']);
    });
    expect(plan).toContain('gateways_store_shown_status_idx');
  });
});
