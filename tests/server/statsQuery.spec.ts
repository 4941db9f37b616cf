// POST /stats/query and its catalogue (custom dashboards, issue 26): figures against the seeded fleet counted
// independently in SQL, the allow-lists (unknown fields, injection attempts in names, values, bucket and sort),
// store scope (a manager never counts another store's rows), the group cap, privileges, the statement timeout.
import { describe, expect, it } from 'vitest';
import { MANAGER_STORES } from '../../server/seed/demoData.ts';
import { DB_MESSAGES } from '../../server/http/errors.ts';
import { statsEntities } from '../../server/generated/statsEntities.ts';
import { compileStatsQuery } from '../../server/repositories/statsQuery/compile.ts';
import { foldRollups } from '../../server/repositories/statsQuery/rollups.ts';
import { parseStatsQuery } from '../../server/stats/query/parse.ts';
import { backends, createTestApp, login, MANAGER, postJson, signedInApp, type Headers } from './helpers.ts';

interface Answer {
  rows: Array<{ key: Array<string | number | boolean | null>; value: number | null }>;
  truncated: boolean;
  groupBy: string[];
  message?: string;
}

describe.each(backends)('stats queries on $name', (backend) => {
  const s = signedInApp(backend);
  const query = (headers: Headers | undefined, body: unknown) =>
    postJson<Answer>(s.t.app, headers, '/stats/query', body);
  const count = async (sql: string, params: unknown[] = []) =>
    (await s.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

  it('counts tags by store and status as the table holds them', async () => {
    const answer = await query(s.admin, {
      entity: 'tag',
      measure: { fn: 'count' },
      groupBy: ['storeCode', 'status'],
      limit: 1000,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.groupBy).toEqual(['storeCode', 'status']);
    expect(answer.body.truncated).toBe(false);
    const expected = await s.t.db.query<{ storeCode: string; status: string; n: number }>(
      'SELECT "storeCode", status, count(*)::int AS n FROM tags GROUP BY 1, 2',
    );
    expect(answer.body.rows.length).toBe(expected.length);
    for (const row of expected)
      expect(answer.body.rows).toContainEqual({ key: [row.storeCode, row.status], value: row.n });
    // value-desc by default
    const values = answer.body.rows.map((r) => r.value ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('answers tag counts by store and status from the count rollup, exact through tag writes and folding', async () => {
    const byStatus = {
      entity: 'tag',
      measure: { fn: 'count' },
      groupBy: ['storeCode', 'status'],
      limit: 1000,
    };
    expect(compileStatsQuery(parseStatsQuery(byStatus, statsEntities), ['KR001']).sql).toContain(
      'tag_count_rollup',
    );
    const withRange = { ...byStatus, from: '2020-01-01T00:00:00Z' };
    expect(compileStatsQuery(parseStatsQuery(withRange, statsEntities), null).sql).not.toContain(
      'tag_count_rollup',
    );
    const [store] = MANAGER_STORES;
    const compare = async () => {
      const answer = await query(s.admin, byStatus);
      const expected = await s.t.db.query<{ storeCode: string; status: string; n: number }>(
        'SELECT "storeCode", status, count(*)::int AS n FROM tags GROUP BY 1, 2',
      );
      expect(answer.body.rows.length).toBe(expected.length);
      for (const row of expected)
        expect(answer.body.rows).toContainEqual({ key: [row.storeCode, row.status], value: row.n });
      const ngOfStore = await query(s.admin, {
        entity: 'tag',
        measure: { fn: 'count' },
        stores: [store],
        filters: { status: 'NG' },
      });
      expect(ngOfStore.body.rows[0].value).toBe(
        await count(`tags WHERE "storeCode" = $1 AND status = 'NG'`, [store]),
      );
    };
    await compare();
    const ids = (
      await s.t.db.query<{ tagId: string }>(
        'SELECT "tagId" FROM tags WHERE "storeCode" = $1 ORDER BY 1 LIMIT 4',
        [store],
      )
    ).map((r) => r.tagId);
    await s.t.db.query(`UPDATE tags SET status = 'NG' WHERE "tagId" = ANY($1)`, [ids.slice(0, 2)]);
    await s.t.db.query(`UPDATE tags SET battery = battery WHERE "storeCode" = $1`, [store]);
    const [gone] = await s.t.db.query<Record<string, unknown>>(
      'DELETE FROM tags WHERE "tagId" = $1 RETURNING *',
      [ids[3]],
    );
    await compare();
    expect(await foldRollups(s.t.db)).toBeGreaterThan(0);
    expect(await count('tag_count_rollup')).toBe(
      await count('(SELECT DISTINCT "storeCode", status, "tagType", "battStatus" FROM tags) g'),
    );
    await compare();
    const columns = Object.keys(gone).map((c) => `"${c}"`);
    await s.t.db.query(
      `INSERT INTO tags (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_record(NULL::tags, $1::json)`,
      [JSON.stringify(gone)],
    );
    await compare();
  });

  it('measures a numeric field and applies the list filters with their ops', async () => {
    const [store] = MANAGER_STORES;
    const answer = await query(s.admin, {
      entity: 'tag',
      measure: { fn: 'avg', field: 'battery' },
      filters: { storeCode: store, tagId: '0' },
    });
    expect(answer.status).toBe(200);
    const [expected] = await s.t.db.query<{ v: number | null }>(
      `SELECT avg(battery)::float8 AS v FROM tags WHERE "storeCode" = $1 AND "tagId" ILIKE '%0%'`,
      [store],
    );
    expect(answer.body.rows).toHaveLength(1);
    expect(answer.body.rows[0].key).toEqual([]);
    if (expected.v === null) expect(answer.body.rows[0].value).toBeNull();
    else expect(answer.body.rows[0].value).toBeCloseTo(expected.v, 6);
    const p90 = await query(s.admin, { entity: 'tag', measure: { fn: 'percentile', field: 'rssi', p: 0.9 } });
    const [p] = await s.t.db.query<{ v: number }>(
      'SELECT percentile_cont(0.9) WITHIN GROUP (ORDER BY rssi)::float8 AS v FROM tags',
    );
    expect(p90.body.rows[0].value).toBeCloseTo(p.v, 6);
  });

  it('buckets by day on a time field, keys as ISO dates in key order', async () => {
    const answer = await query(s.admin, {
      entity: 'tag',
      measure: { fn: 'count' },
      bucket: { field: 'updatedAt', unit: 'day' },
    });
    expect(answer.status).toBe(200);
    const expected = await s.t.db.query<{ d: string; n: number }>(
      `SELECT to_char(date_trunc('day', "updatedAt", 'UTC'), 'YYYY-MM-DD') AS d, count(*)::int AS n FROM tags
       WHERE "updatedAt" IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(answer.body.rows.map((r) => [String(r.key[0]).slice(0, 10), r.value])).toEqual(
      expected.map((e) => [e.d, e.n]),
    );
    expect(String(answer.body.rows[0].key[0])).toMatch(/T00:00:00\.000Z$/);
  });

  it("never counts another store's rows for a manager", async () => {
    const answer = await query(s.manager, {
      entity: 'tag',
      measure: { fn: 'count' },
      groupBy: ['storeCode'],
      limit: 1000,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.rows.map((r) => r.key[0]).sort()).toEqual([...MANAGER_STORES].sort());
    const total = answer.body.rows.reduce((sum, r) => sum + (r.value ?? 0), 0);
    expect(total).toBe(await count('tags WHERE "storeCode" = ANY($1)', [MANAGER_STORES]));
    expect(total).toBeLessThan(await count('tags'));
    // a filter on another store finds nothing; naming it in stores is refused
    const other = (await s.t.db.query<{ storeCode: string }>('SELECT "storeCode" FROM stores')).find(
      (r) => !MANAGER_STORES.includes(r.storeCode),
    )!.storeCode;
    const filtered = await query(s.manager, {
      entity: 'tag',
      measure: { fn: 'count' },
      filters: { storeCode: other },
    });
    expect(filtered.body.rows).toEqual([{ key: [], value: 0 }]);
    expect(
      (await query(s.manager, { entity: 'tag', measure: { fn: 'count' }, stores: [other] })).status,
    ).toBe(403);
    // one of its own stores narrows the figures
    const one = await query(s.manager, {
      entity: 'tag',
      measure: { fn: 'count' },
      stores: [MANAGER_STORES[0]],
    });
    expect(one.body.rows[0].value).toBe(await count('tags WHERE "storeCode" = $1', [MANAGER_STORES[0]]));
  });

  it('scopes sensor samples through their sensors and alarms by their location', async () => {
    const samples = await query(s.manager, { entity: 'sensorSample', measure: { fn: 'count' } });
    expect(samples.status).toBe(403); // the manager role has no sensor privilege
    const viewerSamples = await query(s.viewer, {
      entity: 'sensorSample',
      measure: { fn: 'count' },
      stores: [MANAGER_STORES[0]],
    });
    expect(viewerSamples.status).toBe(200);
    expect(viewerSamples.body.rows[0].value).toBe(
      await count(
        'sensor_samples t WHERE EXISTS (SELECT 1 FROM sensors v WHERE v."sensorMac" = t."sensorMac" AND v."storeCode" = $1)',
        [MANAGER_STORES[0]],
      ),
    );
    const alarms = await query(s.viewer, {
      entity: 'alarm',
      measure: { fn: 'count' },
      groupBy: ['location'],
      stores: MANAGER_STORES,
      limit: 1000,
    });
    expect(alarms.status).toBe(200);
    for (const row of alarms.body.rows) expect(MANAGER_STORES).toContain(row.key[0]);
  });

  it('caps the groups and says the answer is truncated', async () => {
    const groups = await count('(SELECT DISTINCT "storeCode" FROM tags) g');
    expect(groups).toBeGreaterThan(3);
    const answer = await query(s.admin, {
      entity: 'tag',
      measure: { fn: 'countDistinct', field: 'battery' },
      groupBy: ['storeCode'],
      limit: 2,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(2);
    expect(answer.body.truncated).toBe(true);
    for (const limit of [0, 1001, 2.5, '10'])
      expect((await query(s.admin, { entity: 'tag', measure: { fn: 'count' }, limit })).status).toBe(400);
  });

  it('refuses unknown entities, fields and uses, naming them', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ entity: 'accounts', measure: { fn: 'count' } }, /^entity: "accounts"/],
      [{ entity: 'tag', measure: { fn: 'median' } }, /^measure\.fn: "median"/],
      [
        { entity: 'tag', measure: { fn: 'sum', field: 'status' } },
        /^measure\.field: "status" is not a measurable/,
      ],
      [
        { entity: 'tag', measure: { fn: 'count' }, groupBy: ['battery'] },
        /^groupBy\[0\]: "battery" is not a groupable/,
      ],
      [
        { entity: 'tag', measure: { fn: 'count' }, groupBy: ['passwordHash'] },
        /^groupBy\[0\]: "passwordHash"/,
      ],
      [{ entity: 'tag', measure: { fn: 'count' }, groupBy: ['status', 'tagType', 'gwMac'] }, /^groupBy must/],
      [
        { entity: 'tag', measure: { fn: 'count' }, filters: { foo: 1 } },
        /^filters\.foo: "foo" is not a filter/,
      ],
      [
        { entity: 'tag', measure: { fn: 'count' }, bucket: { field: 'status', unit: 'day' } },
        /^bucket\.field/,
      ],
      [
        { entity: 'tag', measure: { fn: 'count' }, bucket: { field: 'updatedAt', unit: 'year' } },
        /^bucket\.unit/,
      ],
      [{ entity: 'tag', measure: { fn: 'count' }, sort: 'value' }, /^sort: "value"/],
      [{ entity: 'tag', measure: { fn: 'count' }, extra: 1 }, /^"extra" is not a part/],
      [{ entity: 'tag', measure: { fn: 'count' }, from: 'yesterday' }, /^from must be an ISO date/],
      [{ entity: 'tag', measure: { fn: 'percentile', field: 'rssi', p: 2 } }, /^measure\.p/],
    ];
    for (const [body, message] of cases) {
      const answer = await query(s.admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('refuses injection attempts in field names, bucket and sort, and keeps values as parameters', async () => {
    const attacks: object[] = [
      { entity: 'tag"; DROP TABLE tags; --', measure: { fn: 'count' } },
      { entity: 'tag', measure: { fn: 'count' }, groupBy: ['status"); DROP TABLE tags; --'] },
      { entity: 'tag', measure: { fn: 'sum', field: 'battery) FROM accounts; --' } },
      { entity: 'tag', measure: { fn: 'count' }, bucket: { field: 'updatedAt', unit: "day', now()) --" } },
      { entity: 'tag', measure: { fn: 'count' }, bucket: { field: '"updatedAt" + 1', unit: 'day' } },
      { entity: 'tag', measure: { fn: 'count' }, sort: 'value; DROP TABLE tags' },
      { entity: 'tag', measure: { fn: 'count' }, filters: { 'status = status OR 1=1 --': 'x' } },
      { entity: 'tag', measure: { fn: 'count' }, groupBy: ['constructor'] },
      { entity: '__proto__', measure: { fn: 'count' } },
    ];
    for (const body of attacks) expect((await query(s.admin, body)).status, JSON.stringify(body)).toBe(400);
    const quoted = await query(s.admin, {
      entity: 'tag',
      measure: { fn: 'count' },
      filters: { status: "OK' OR '1'='1", tagId: "%' OR 1=1 --" },
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body.rows).toEqual([{ key: [], value: 0 }]);
    const typed = await query(s.admin, {
      entity: 'alarm',
      measure: { fn: 'count' },
      filters: { class: '1 OR 1=1' },
    });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/^filters\.class: "1 OR 1=1" is not a whole number/);
    expect(await count('tags')).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 403 without the privileges', async () => {
    expect((await query(undefined, { entity: 'tag', measure: { fn: 'count' } })).status).toBe(401);
    const catalogue = await s.t.app.inject({ method: 'GET', url: '/api/stats/query/catalogue' });
    expect(catalogue.statusCode).toBe(401);
    // the manager has no sensor privilege: no sensor entities in its catalogue
    const managerCatalogue = await s.t.app.inject({
      method: 'GET',
      url: '/api/stats/query/catalogue',
      headers: s.manager,
    });
    const names = managerCatalogue
      .json<{ entities: Array<{ entity: string }> }>()
      .entities.map((e) => e.entity);
    expect(names).toContain('tag');
    expect(names).not.toContain('sensor');
    expect(names).not.toContain('sensorSample');
    // an account without custom_dashboard: 403 on both
    await s.t.db.query(
      `UPDATE roles SET privilege = (SELECT jsonb_agg(CASE WHEN e->>'key' = 'custom_dashboard'
         THEN jsonb_set(jsonb_set(e, '{read}', 'false'), '{write}', 'false') ELSE e END) FROM jsonb_array_elements(privilege) e)
       WHERE role_id = (SELECT role_id FROM accounts WHERE email = 'manager@example.com')`,
    );
    try {
      const fresh = await login(s.t.app, MANAGER);
      expect((await query(fresh, { entity: 'tag', measure: { fn: 'count' } })).status).toBe(403);
      const denied = await s.t.app.inject({
        method: 'GET',
        url: '/api/stats/query/catalogue',
        headers: fresh,
      });
      expect(denied.statusCode).toBe(403);
    } finally {
      await s.t.db.query(
        `UPDATE roles SET privilege = (SELECT jsonb_agg(CASE WHEN e->>'key' = 'custom_dashboard'
           THEN jsonb_set(jsonb_set(e, '{read}', 'true'), '{write}', 'true') ELSE e END) FROM jsonb_array_elements(privilege) e)
         WHERE role_id = (SELECT role_id FROM accounts WHERE email = 'manager@example.com')`,
      );
    }
  });

  it('offers each entity with its fields, labels and time fields', async () => {
    const response = await s.t.app.inject({
      method: 'GET',
      url: '/api/stats/query/catalogue',
      headers: s.admin,
    });
    expect(response.statusCode).toBe(200);
    const { entities } = response.json<{
      entities: Array<{
        entity: string;
        timeFields: string[];
        store?: string;
        fields: Array<Record<string, unknown>>;
      }>;
    }>();
    // role 0 reads every entity codegen wrote (schemas with x-stats), the among them
    expect(entities.map((e) => e.entity).sort()).toEqual(Object.keys(statsEntities).sort());
    expect(entities.map((e) => e.entity)).toEqual(
      expect.arrayContaining([
        'alarm',
        'deliveryAttempt',
        'gateway',
        'paperTaskRow',
        'plusDevice',
        'product',
        'productUpdate',
        'sensor',
        'sensorSample',
        'store',
        'tag',
        'updateTask',
      ]),
    );
    const tag = entities.find((e) => e.entity === 'tag')!;
    expect(tag.timeFields).toContain('updatedAt');
    expect(tag.fields).toContainEqual(
      expect.objectContaining({ name: 'status', groupable: true, filterable: true, filter: '==' }),
    );
    expect(tag.fields).toContainEqual(expect.objectContaining({ name: 'battery', measurable: true }));
    // the store field (the panel editor offers the stores for it): none for rows reached through another table
    expect(tag.store).toBe('storeCode');
    expect(entities.find((e) => e.entity === 'alarm')!.store).toBe('location');
    expect(entities.find((e) => e.entity === 'sensorSample')!.store).toBeUndefined();
    // every entity answers a count: its table, store column and fields exist
    for (const e of entities) {
      const groupable = e.fields.find((f) => f.groupable);
      const answer = await query(s.admin, {
        entity: e.entity,
        measure: { fn: 'count' },
        groupBy: groupable ? [groupable.name] : [],
        bucket: { field: e.timeFields[0], unit: 'week' },
      });
      expect(answer.status, `${e.entity}: ${answer.body.message}`).toBe(200);
    }
  });
});

describe.each(backends.filter((b) => b.name === 'postgres'))('stats query time limit on $name', (backend) => {
  it('cancels a query past STATS_QUERY_TIMEOUT_MS with 503', async () => {
    const t = await createTestApp(backend, { config: { statsQueryTimeoutMs: 200 } });
    try {
      const admin = await login(t.app, { email: 'admin@example.com', password: 'Admin#2026' });
      // another transaction holds the tags table: the query waits for it past its time limit
      const lock = await t.db.lockSession();
      try {
        await lock.exec('BEGIN');
        await lock.exec('LOCK TABLE tags IN ACCESS EXCLUSIVE MODE');
        const answer = await postJson<Answer>(t.app, admin, '/stats/query', {
          entity: 'tag',
          measure: { fn: 'avg', field: 'battery' },
        });
        expect(answer.status).toBe(503);
        expect(answer.body.message).toBe(DB_MESSAGES.cancelled.text);
      } finally {
        await lock.exec('ROLLBACK');
        await lock.release();
      }
      const after = await postJson<Answer>(t.app, admin, '/stats/query', {
        entity: 'tag',
        measure: { fn: 'count' },
      });
      expect(after.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
