// Delivery and battery figures on the custom dashboards (issue 27 §1, §2; POST /stats/query): the daily delivery
// rollups (deliveryDaily, the view delivery_daily_figures of migration 854: success rate within target, p95, met or
// missed per store and day) and the battery forecasts (batteryForecast), each against the rows counted in SQL, and
// scoped to the stores of the session (a store manager given the privileges reads its own stores only).
import { beforeAll, describe, expect, it } from 'vitest';
import { runBatteryJob } from '../../server/battery/batteryJob.ts';
import { MANAGER_STORES } from '../../server/seed/demoData.ts';
import { backends, login, MANAGER, postJson, signedInApp, type Headers } from './helpers.ts';

interface Answer {
  rows: Array<{ key: Array<string | number | boolean | null>; value: number | null }>;
  truncated: boolean;
  message?: string;
}

/** days of a year long past, so that no seeded rollup shares them */
const DAYS = ['2020-03-02', '2020-03-03', '2020-03-04'];
const FROM = '2020-03-01T00:00:00Z';
const TO = '2020-03-10T00:00:00Z';

describe.each(backends)('delivery and battery stats queries on $name', (backend) => {
  const s = signedInApp(backend);
  let manager: Headers;
  const query = (headers: Headers, body: unknown) => postJson<Answer>(s.t.app, headers, '/stats/query', body);
  const other = () =>
    s.t.db
      .query<{ storeCode: string }>(
        `SELECT "storeCode" FROM stores WHERE NOT ("storeCode" = ANY($1)) LIMIT 1`,
        [MANAGER_STORES],
      )
      .then((rows) => rows[0].storeCode);

  beforeAll(async () => {
    // the store manager's role reads delivery and battery figures: its own stores only
    await s.t.db.query(
      `UPDATE roles SET privilege = privilege || '[{"key":"delivery","depth":0,"read":true,"write":false},
         {"key":"battery","depth":0,"read":true,"write":false}]'::jsonb
       WHERE role_id = (SELECT role_id FROM accounts WHERE email = $1)`,
      [MANAGER.email],
    );
    manager = await login(s.t.app, MANAGER);
    // three days of a manager's store and of another store: a met day, a missed one, one without updates
    const stores = [MANAGER_STORES[0], await other()];
    for (const [i, storeCode] of stores.entries())
      for (const [d, day] of DAYS.entries()) {
        const count = d === 2 ? 0 : 200 + 10 * i;
        const within = d === 0 ? count - 4 : Math.round(count * 0.8);
        await s.t.db.query(
          `INSERT INTO delivery_daily ("storeCode", day, count, confirmed, "withinTarget", failed, open, p50, p95,
             p99, "targetPercent", "targetMinutes", closed)
           VALUES ($1, $2, $3, $3, $4, 0, 0, $5, $6, $7, 95, 10, true)
           ON CONFLICT ("storeCode", day) DO NOTHING`,
          [
            storeCode,
            day,
            count,
            within,
            count ? 20 + d : null,
            count ? 100 + 50 * d + i : null,
            count ? 400 : null,
          ],
        );
      }
  });

  it('answers the days met and missed per store, the success rate and the p95 from the daily rollups', async () => {
    const byStatus = await query(s.admin, {
      entity: 'deliveryDaily',
      measure: { fn: 'count' },
      groupBy: ['storeCode', 'status'],
      from: FROM,
      to: TO,
      limit: 1000,
    });
    expect(byStatus.status, byStatus.body.message).toBe(200);
    const expected = await s.t.db.query<{ storeCode: string; status: string; n: number }>(
      `SELECT "storeCode", CASE WHEN count = 0 THEN 'NONE'
           WHEN round(100.0 * "withinTarget" / count, 1) >= "targetPercent" THEN 'MET' ELSE 'MISSED' END AS status,
         count(*)::int AS n
       FROM delivery_daily WHERE day BETWEEN $1::date AND $2::date GROUP BY 1, 2`,
      [DAYS[0], DAYS[2]],
    );
    expect(expected.map((r) => r.status).sort()).toEqual(['MET', 'MET', 'MISSED', 'MISSED', 'NONE', 'NONE']);
    expect(byStatus.body.rows).toHaveLength(expected.length);
    for (const row of expected)
      expect(byStatus.body.rows).toContainEqual({ key: [row.storeCode, row.status], value: row.n });

    // the days missed (a sum of missed), the success rate of a day and its p95, bucketed by day
    const missed = await query(s.admin, {
      entity: 'deliveryDaily',
      measure: { fn: 'sum', field: 'missed' },
      groupBy: ['storeCode'],
      from: FROM,
      to: TO,
    });
    expect(missed.body.rows).toContainEqual({ key: [MANAGER_STORES[0]], value: 1 });
    const rate = await query(s.admin, {
      entity: 'deliveryDaily',
      measure: { fn: 'avg', field: 'successRate' },
      bucket: { field: 'day', unit: 'day' },
      filters: { storeCode: MANAGER_STORES[0] },
      from: FROM,
      to: TO,
    });
    const [rollups] = await s.t.db.query<{ first: number; second: number }>(
      `SELECT round(100.0 * min("withinTarget") FILTER (WHERE day = $2) / min(count) FILTER (WHERE day = $2), 1)::float8 AS first,
         round(100.0 * min("withinTarget") FILTER (WHERE day = $3) / min(count) FILTER (WHERE day = $3), 1)::float8 AS second
       FROM delivery_daily WHERE "storeCode" = $1`,
      [MANAGER_STORES[0], DAYS[0], DAYS[1]],
    );
    // the day without updates has no success rate
    expect(rate.body.rows.map((r) => r.value)).toEqual([rollups.first, rollups.second, null]);
    const p95 = await query(s.admin, {
      entity: 'deliveryDaily',
      measure: { fn: 'max', field: 'p95' },
      filters: { storeCode: MANAGER_STORES[0], status: 'MISSED' },
      from: FROM,
      to: TO,
    });
    const [worst] = await s.t.db.query<{ p95: number }>(
      `SELECT p95 FROM delivery_daily WHERE "storeCode" = $1 AND day = $2`,
      [MANAGER_STORES[0], DAYS[1]],
    );
    expect(p95.body.rows).toEqual([{ key: [], value: worst.p95 }]);
  });

  it("never answers another store's delivery days to a store manager", async () => {
    const answer = await query(manager, {
      entity: 'deliveryDaily',
      measure: { fn: 'count' },
      groupBy: ['storeCode'],
      limit: 1000,
    });
    expect(answer.status, answer.body.message).toBe(200);
    for (const row of answer.body.rows) expect(MANAGER_STORES).toContain(row.key[0]);
    const total = answer.body.rows.reduce((sum, r) => sum + (r.value ?? 0), 0);
    const [{ n }] = await s.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM delivery_daily WHERE "storeCode" = ANY($1)`,
      [MANAGER_STORES],
    );
    expect(total).toBe(n);
    // another store: filtered to nothing, named in stores refused
    const elsewhere = await other();
    const filtered = await query(manager, {
      entity: 'deliveryDaily',
      measure: { fn: 'count' },
      filters: { storeCode: elsewhere },
    });
    expect(filtered.body.rows).toEqual([{ key: [], value: 0 }]);
    expect(
      (await query(manager, { entity: 'deliveryDaily', measure: { fn: 'count' }, stores: [elsewhere] }))
        .status,
    ).toBe(403);
  });

  it('counts the battery forecasts by state and averages their levels, within the stores of the session', async () => {
    await runBatteryJob(s.t.db, new Date());
    const expected = await s.t.db.query<{ storeCode: string; state: string; n: number }>(
      `SELECT "storeCode", state, count(*)::int AS n FROM battery_forecasts WHERE "storeCode" = ANY($1)
       GROUP BY 1, 2`,
      [MANAGER_STORES],
    );
    expect(expected.length).toBeGreaterThan(0);
    const byState = await query(manager, {
      entity: 'batteryForecast',
      measure: { fn: 'count' },
      groupBy: ['storeCode', 'state'],
      limit: 1000,
    });
    expect(byState.status, byState.body.message).toBe(200);
    expect(byState.body.rows).toHaveLength(expected.length);
    for (const row of expected)
      expect(byState.body.rows).toContainEqual({ key: [row.storeCode, row.state], value: row.n });
    const [all] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM battery_forecasts');
    const admin = await query(s.admin, { entity: 'batteryForecast', measure: { fn: 'count' } });
    expect(admin.body.rows).toEqual([{ key: [], value: all.n }]);
    expect(all.n).toBeGreaterThan(expected.reduce((sum, r) => sum + r.n, 0));
    // the average level of one store's forecasts
    const [store] = MANAGER_STORES;
    const level = await query(manager, {
      entity: 'batteryForecast',
      measure: { fn: 'avg', field: 'level' },
      stores: [store],
    });
    const [avg] = await s.t.db.query<{ level: number }>(
      `SELECT avg(level)::float8 AS level FROM battery_forecasts WHERE "storeCode" = $1`,
      [store],
    );
    expect(level.body.rows[0].value).toBeCloseTo(avg.level, 6);
    expect(
      (await query(manager, { entity: 'batteryForecast', measure: { fn: 'count' }, stores: [await other()] }))
        .status,
    ).toBe(403);
  });
});
