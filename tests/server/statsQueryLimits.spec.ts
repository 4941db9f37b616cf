// What one stats query may ask and how long it may hold the database (issue 33 §3): the viewer's 758 KB query of
// the issue (countDistinct rssi by gateway and type, three contains filters of 1,000 values of 256 characters) is
// refused with a 400 naming the filter, on POST /stats/query and in a saved panel; a chain's list of 2,000 stores
// still counts; on PGlite, queries that would run past STATS_QUERY_TIMEOUT_MS answer PostgreSQL's 503 within the
// limit while GET /api/version keeps being answered.
import { describe, expect, it } from 'vitest';
import { statsEntities } from '../../server/generated/statsEntities.ts';
import { DB_MESSAGES } from '../../server/http/errors.ts';
import { compileStatsQuery } from '../../server/repositories/statsQuery/compile.ts';
import { runStatsQuery } from '../../server/repositories/statsQuery/run.ts';
import { CostMeter, MS_PER_COST_UNIT } from '../../server/repositories/statsQuery/costBudget.ts';
import { MAX_CONTAINS_VALUES, MAX_LIST_VALUES, parseStatsQuery } from '../../server/stats/query/parse.ts';
import { backends, createTestApp, login, postJson, signedInApp, VIEWER, type TestApp } from './helpers.ts';

interface Answer {
  rows: Array<{ key: Array<string | number | boolean | null>; value: number | null }>;
  message?: string;
  messageKey?: string;
}

const padded = (prefix: string, n: number, length: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`.padEnd(length, prefix));

/** the issue's query: 758 KB */
const ISSUE_QUERY = {
  entity: 'tag',
  measure: { fn: 'countDistinct', field: 'rssi' },
  groupBy: ['gwMac', 'tagType'],
  filters: { tagId: padded('a', 1000, 256), tagMac: padded('b', 1000, 256), prCode: padded('c', 1000, 256) },
};

describe.each(backends)('stats query bounds on $name', (backend) => {
  const s = signedInApp(backend);
  const query = (body: unknown, headers = s.viewer) =>
    postJson<Answer>(s.t.app, headers, '/stats/query', body);

  it("refuses the issue's 758 KB query with a keyed 400 naming the filter", async () => {
    expect(JSON.stringify(ISSUE_QUERY).length).toBeGreaterThan(750_000);
    const answer = await query(ISSUE_QUERY);
    expect(answer.status).toBe(400);
    expect(answer.body.messageKey).toBe('app.serverMessages.statsFilterList');
    expect(answer.body.message).toBe(`filters.tagId must list at most ${MAX_CONTAINS_VALUES} values.`);
    // a value longer than 256 characters, and an equality list over the limit
    const long = await query({
      entity: 'tag',
      measure: { fn: 'count' },
      filters: { tagMac: 'x'.repeat(257) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('filters.tagMac must be at most 256 characters.');
    const tooMany = await query({
      entity: 'tag',
      measure: { fn: 'count' },
      filters: { gwMac: padded('G', MAX_LIST_VALUES + 1, 12) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`filters.gwMac must list at most ${MAX_LIST_VALUES} values.`);
    // a body over 1 MiB: 413 with a message
    const huge = await query({ ...ISSUE_QUERY, filters: { gwMac: padded('G', 5000, 250) } });
    expect(huge.status).toBe(413);
    expect(huge.body.messageKey).toBeTruthy();
  });

  it('refuses the same query in a saved panel, naming the panel', async () => {
    const response = await postJson<Answer>(s.t.app, s.admin, '/dashboards', {
      name: 'issue 33',
      variables: { stores: [], range: { last: '7d' } },
      layouts: { lg: [{ i: 'p', x: 0, y: 0, w: 3, h: 2 }], sm: [{ i: 'p', x: 0, y: 0, w: 6, h: 2 }] },
      panels: [
        {
          id: 'p',
          kind: 'bar',
          title: 'rssi',
          query: { ...ISSUE_QUERY, filters: { tagId: padded('a', 101, 20) } },
          options: { refreshSeconds: 10 },
        },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      `panels[0].query: filters.tagId must list at most ${MAX_CONTAINS_VALUES} values.`,
    );
  });

  it("refuses it on a dashboard's figures (the saved panels' path) too", async () => {
    const { body: page } = await postJson<{ data: Array<{ id: number; builtIn: boolean }> }>(
      s.t.app,
      s.viewer,
      '/dashboards/search',
      { length: -1 },
    );
    const builtIn = page.data.find((d) => d.builtIn)!;
    const answer = await postJson<Answer>(
      s.t.app,
      s.viewer,
      `/dashboards/${builtIn.id}/figures`,
      ISSUE_QUERY,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`filters.tagId must list at most ${MAX_CONTAINS_VALUES} values.`);
  });

  it('counts over a chain-sized store list: 2,000 store codes as stores and as an equality filter', async () => {
    const [{ n: total }] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tags');
    const stores = (await s.t.db.query<{ storeCode: string }>('SELECT "storeCode" FROM stores')).map(
      (r) => r.storeCode,
    );
    const chain = [...stores, ...padded('S', 2000 - stores.length, 8)];
    const byStores = await query({ entity: 'tag', measure: { fn: 'count' }, stores: chain }, s.admin);
    expect(byStores.status).toBe(200);
    expect(byStores.body.rows[0].value).toBe(total);
    const byFilter = await query({ entity: 'tag', measure: { fn: 'count' }, filters: { storeCode: chain } });
    expect(byFilter.status).toBe(200);
    expect(byFilter.body.rows[0].value).toBe(total);
  });

  it('matches contains filters as ILIKE does: any case, non-ASCII, % and _ literal', async () => {
    const [store] = (await s.t.db.query<{ storeCode: string }>('SELECT "storeCode" FROM stores LIMIT 1')).map(
      (r) => r.storeCode,
    );
    await s.t.db.query(
      `INSERT INTO tags ("tagId", "tagMac", "storeCode", "prCode", "tagType", "status")
       VALUES ('H3-1', 'H3-1', $1, 'Ünïcode_Å%x', 'T', 'OK'), ('H3-2', 'H3-2', $1, 'ünÏcodeZÅ%x', 'T', 'OK'),
              ('H3-3', 'H3-3', $1, 'plain', 'T', 'OK')`,
      [store],
    );
    for (const values of [['ÜNÏCODE_'], ['icode_å%', 'PLAIN'], ['nïcodez'], ['_å']]) {
      const answer = await query({ entity: 'tag', measure: { fn: 'count' }, filters: { prCode: values } });
      const [{ n }] = await s.t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM tags WHERE "prCode" ILIKE ANY($1::text[])`,
        [values.map((v) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
      );
      expect(answer.status).toBe(200);
      expect(answer.body.rows[0].value, values.join()).toBe(n);
    }
    await s.t.db.query(`DELETE FROM tags WHERE "tagId" LIKE 'H3-%'`);
  });
});

describe('the PGlite cost meter', () => {
  it('budgets the time limit at the slowest recent rate, never faster than measured', () => {
    const meter = new CostMeter();
    expect(meter.budget(5000)).toBe(5000 / MS_PER_COST_UNIT);
    meter.observe(1000, 50); // too short to say anything
    meter.observe(10_000, 150); // faster than assumed: the assumption stays
    expect(meter.budget(5000)).toBe(5000 / MS_PER_COST_UNIT);
    meter.observe(1000, 1000); // 1 ms a unit: a slow machine
    expect(meter.budget(5000)).toBe(5000);
    for (let i = 0; i < 20; i++) meter.observe(10_000, 150); // later runs are fast again
    expect(meter.budget(5000)).toBe(5000 / MS_PER_COST_UNIT);
  });
});

/** the limit of the time-limit tests; the issue's shape takes several times this without the budget */
const LIMIT_MS = 500;
const FLEET_TAGS = 90_000;

describe.each(backends.filter((b) => b.name === 'pglite'))('stats query time limit on $name', (backend) => {
  /** the last value of each contains filter matches every row of the fleet: every pattern is tried on each */
  const everyPattern = (prefix: string, matching: string) => [
    ...padded(prefix, MAX_CONTAINS_VALUES - 1, 256),
    matching,
  ];
  const heavy: Array<{ name: string; body: object; slow: boolean }> = [
    {
      name: "the issue's shape within the bounds",
      body: {
        ...ISSUE_QUERY,
        filters: {
          tagId: everyPattern('a', 'F'),
          tagMac: everyPattern('b', 'M'),
          prCode: everyPattern('c', 'P'),
        },
      },
      slow: true,
    },
    {
      name: 'a countDistinct over every tag by gateway and type',
      body: { entity: 'tag', measure: { fn: 'countDistinct', field: 'rssi' }, groupBy: ['gwMac', 'tagType'] },
      slow: false,
    },
    {
      name: 'a percentile over a big GROUP BY',
      body: {
        entity: 'tag',
        measure: { fn: 'percentile', field: 'battery', p: 0.9 },
        groupBy: ['gwMac', 'version'],
        limit: 1000,
      },
      slow: false,
    },
  ];

  it(`ends every query within STATS_QUERY_TIMEOUT_MS (${LIMIT_MS} ms), 503 when it would run past it, while GET /api/version is answered`, async () => {
    const t: TestApp = await createTestApp(backend, { config: { statsQueryTimeoutMs: LIMIT_MS } });
    try {
      // 90,000 tags of 256-character ids on 8,000 gateways; not analyzed (PGlite runs no autovacuum)
      await t.db.exec(`INSERT INTO tags ("tagId", "tagMac", "storeCode", "prCode", "tagType", "gwMac", status,
            rssi, battery, "battStatus", version)
          SELECT 'F' || g || repeat('x', 250), 'M' || g || repeat('x', 250), 'KR001', 'P' || (g % 5000) || repeat('y', 250),
            'T' || (g % 9), 'GW' || (g % 8000) || repeat('z', 60), 'OK', -(g % 90), g % 100, 'GOOD', 'v' || (g % 13)
          FROM generate_series(1, ${FLEET_TAGS}) g`);
      const viewer = await login(t.app, VIEWER);
      for (const { name, body, slow } of heavy) {
        const parsed = parseStatsQuery(body, statsEntities);
        const unboundedStart = performance.now();
        await runStatsQuery(t.db, parsed, compileStatsQuery(parsed, null), 0);
        const unbounded = performance.now() - unboundedStart;
        // the reproduction: without a time limit the issue's shape holds PGlite several times the limit
        if (slow) expect(unbounded, name).toBeGreaterThan(2 * LIMIT_MS);

        const started = performance.now();
        const answer = postJson<Answer>(t.app, viewer, '/stats/query', body);
        let done = false;
        void answer.finally(() => (done = true));
        const polls: number[] = [];
        do {
          const polled = performance.now();
          const version = await t.app.inject({ method: 'GET', url: '/api/version' });
          expect(version.statusCode).toBe(200);
          polls.push(performance.now() - polled);
        } while (!done);
        const { status, body: said } = await answer;
        const took = performance.now() - started;
        console.log(
          `${name}: ${status} in ${took.toFixed(0)} ms (${unbounded.toFixed(0)} ms without a limit); ` +
            `${polls.length} version polls, slowest ${Math.max(...polls).toFixed(0)} ms`,
        );
        // the shapes measured past the limit are refused whatever the machine's load; the others may run
        if (slow) expect(status, name).toBe(503);
        else expect([200, 503], name).toContain(status);
        if (status === 503) {
          expect(said.messageKey).toBe(DB_MESSAGES.cancelled.key);
          expect(said.message).toBe(DB_MESSAGES.cancelled.text);
        }
        if (slow) {
          // refused before it holds the database: compared with its own unbounded run on this machine, under the
          // same load (never with a fixed number of milliseconds)
          expect(took, name).toBeLessThan(unbounded / 2);
          expect(Math.max(...polls), name).toBeLessThan(unbounded / 2);
        }
      }
      // the saved panels' path: a dashboard's figures run the same query under the same limit
      const { body: page } = await postJson<{ data: Array<{ id: number; builtIn: boolean }> }>(
        t.app,
        viewer,
        '/dashboards/search',
        { length: -1 },
      );
      const dashboard = page.data.find((d) => d.builtIn)!;
      const figures = await postJson<Answer>(
        t.app,
        viewer,
        `/dashboards/${dashboard.id}/figures`,
        heavy[0].body,
      );
      expect(figures.status).toBe(503);
      expect(figures.body.messageKey).toBe(DB_MESSAGES.cancelled.key);
      // a query the budget allows still answers on the same fleet
      const counted = await postJson<Answer>(t.app, viewer, '/stats/query', {
        entity: 'tag',
        measure: { fn: 'count' },
        groupBy: ['status'],
      });
      expect(counted.status).toBe(200);
    } finally {
      await t.close();
    }
  }, 180_000);
});
