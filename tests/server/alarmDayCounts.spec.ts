// Alarm counts per day (issue 39, migration 993): a stats query counting alarms over a range, in day or week
// buckets or none, reads the whole UTC days from alarm_day_location_counts (alarm_day_counts when it groups or
// filters by type or class) and the partial days at the range's ends from alarm_history, and answers exactly what
// counting the table answers: ranges from and to midnight, within one day, open at either end, grouped and
// filtered by the rollup's fields, scoped to a viewer's stores, and after rows are deleted (the retention purge),
// moved to another day or truncated. An hour bucket or a field no rollup holds counts the table.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { statsEntities } from '../../server/generated/statsEntities.ts';
import { compileStatsQuery } from '../../server/repositories/statsQuery/compile.ts';
import { parseStatsQuery } from '../../server/stats/query/parse.ts';
import { MANAGER_STORES } from '../../server/seed/demoData.ts';
import { backends, postJson, signedInApp, type Headers } from './helpers.ts';

interface Answer {
  rows: Array<{ key: Array<string | number | boolean | null>; value: number | null }>;
}

interface Body {
  bucket?: { field: 'updatedAt'; unit: 'day' | 'week' | 'hour' };
  from?: string;
  to?: string;
  groupBy?: Array<'type' | 'class' | 'location'>;
  filters?: { class?: number; type?: string };
  stores?: string[];
}

/** alarms at the edges of days (a microsecond before midnight, midnight itself) and within them */
const TIMES = [
  '2026-03-09T23:59:59.999999Z',
  '2026-03-10T00:00:00Z',
  '2026-03-10T12:00:00Z',
  '2026-03-11T06:00:00Z',
  '2026-03-12T00:00:00Z',
  '2026-03-12T18:30:00Z',
  '2026-03-13T09:00:00Z',
  '2026-03-16T10:00:00Z',
];
const LOCATIONS = ['KR001', 'JP001', 'US001', 'SYSTEM'];

const CASES: Body[] = [
  { bucket: { field: 'updatedAt', unit: 'day' }, from: '2026-03-09T12:00:00Z', to: '2026-03-12T18:30:00Z' },
  { bucket: { field: 'updatedAt', unit: 'day' }, from: '2026-03-10T00:00:00Z', to: '2026-03-12T00:00:00Z' },
  { bucket: { field: 'updatedAt', unit: 'day' }, from: '2026-03-10T06:00:00Z', to: '2026-03-10T12:00:00Z' },
  { bucket: { field: 'updatedAt', unit: 'day' }, to: '2026-03-11T07:00:00Z' },
  { bucket: { field: 'updatedAt', unit: 'week' }, from: '2026-03-09T23:00:00Z' },
  { bucket: { field: 'updatedAt', unit: 'day' } },
  { from: '2026-03-10T00:00:00.001Z', to: '2026-03-13T08:59:59.999Z' },
  {
    bucket: { field: 'updatedAt', unit: 'day' },
    from: '2026-03-09T00:00:00Z',
    to: '2026-03-17T00:00:00Z',
    groupBy: ['type'],
    filters: { class: 3 },
  },
  { bucket: { field: 'updatedAt', unit: 'hour' }, from: '2026-03-10T00:00:00Z', to: '2026-03-11T00:00:00Z' },
  {},
  // the last day a date holds: its first whole day would be in year 10000
  { bucket: { field: 'updatedAt', unit: 'day' }, from: '9999-12-31T12:00:00Z' },
  { bucket: { field: 'updatedAt', unit: 'day' }, from: '0001-01-01T00:00:00Z', to: '0001-01-01T00:00:00Z' },
];

/** the same count straight from alarm_history, as [key..., value] rows */
async function counted(db: Db, body: Body, stores: string[] | null) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (body.from) where.push(`"updatedAt" >= ${add(body.from)}::timestamptz`);
  if (body.to) where.push(`"updatedAt" <= ${add(body.to)}::timestamptz`);
  if (body.filters?.class !== undefined) where.push(`class = ${add(body.filters.class)}`);
  if (stores) where.push(`location = ANY(${add(stores)}::text[])`);
  const keys = [
    ...(body.groupBy ?? []).map((g) => `"${g}"`),
    ...(body.bucket ? [`date_trunc('${body.bucket.unit}', "updatedAt", 'UTC')`] : []),
  ];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${[...keys.map((k, i) => `${k} AS k${i}`), 'count(*)::int AS n'].join(', ')} FROM alarm_history
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${keys.length ? `GROUP BY ${keys.map((_, i) => i + 1).join(', ')}` : ''}`,
    params,
  );
  return rows.map((row) => [
    ...keys.map((_, i) => {
      const value = row[`k${i}`];
      return value instanceof Date ? value.toISOString() : value;
    }),
    row.n,
  ]);
}

const byKey = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();

describe.each(backends)('alarm counts per day on $name', (backend) => {
  const s = signedInApp(backend);

  const answered = async (headers: Headers | undefined, body: Body) => {
    const answer = await postJson<Answer>(s.t.app, headers, '/stats/query', {
      entity: 'alarm',
      measure: { fn: 'count' },
      limit: 1000,
      sort: 'key',
      ...body,
    });
    expect(answer.status, `${JSON.stringify(body)} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.rows.map((row) => [...row.key, row.value]);
  };

  // (a group whose count is zero is in neither answer: the rollup's HAVING, and a count of rows never makes one)
  const compareAll = async (headers: Headers | undefined, stores: string[] | null) => {
    for (const body of CASES)
      expect(
        byKey(await answered(headers, stores ? { ...body, stores } : body)),
        JSON.stringify(body),
      ).toEqual(byKey(await counted(s.t.db, body, stores)));
  };

  it('reads whole days from the rollup and the partial days from the table, exactly', async () => {
    const rows = TIMES.flatMap((time, i) =>
      LOCATIONS.map((location, j) => [location, `T${(i + j) % 3}`, 1 + ((i + j) % 3), time]),
    );
    for (const [location, type, cls, time] of rows)
      await s.t.db.query(
        `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt")
         VALUES ($1, $2, $3, 'WARNING', $4, $4)`,
        [location, type, cls, time],
      );
    const dayQuery = parseStatsQuery(
      { entity: 'alarm', measure: { fn: 'count' }, ...CASES[0] },
      statsEntities,
    );
    expect(compileStatsQuery(dayQuery, null).sql).toContain('alarm_day_location_counts');
    const byType = parseStatsQuery({ entity: 'alarm', measure: { fn: 'count' }, ...CASES[7] }, statsEntities);
    expect(compileStatsQuery(byType, null).sql).toContain('alarm_day_counts');
    const hourQuery = parseStatsQuery(
      { entity: 'alarm', measure: { fn: 'count' }, ...CASES[8] },
      statsEntities,
    );
    expect(compileStatsQuery(hourQuery, null).sql).not.toContain('alarm_day');
    const bySource = parseStatsQuery(
      { entity: 'alarm', measure: { fn: 'count' }, groupBy: ['sourceType'], from: TIMES[0] },
      statsEntities,
    );
    expect(compileStatsQuery(bySource, null).sql).not.toContain('alarm_day');

    await compareAll(s.admin, null);
    // a viewer of the manager's stores (the manager's role reads no alarms)
    await compareAll(s.viewer, [...MANAGER_STORES]);

    // the retention purge, a row moved to another day, a statement inserting many
    await s.t.db.query(`DELETE FROM alarm_history WHERE "updatedAt" < '2026-03-10T06:00:00Z'`);
    await s.t.db.query(
      `UPDATE alarm_history SET "updatedAt" = '2026-03-13T23:00:00Z' WHERE "updatedAt" = '2026-03-11T06:00:00Z'
         AND location = 'KR001'`,
    );
    await s.t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt")
       SELECT 'KR001', 'T9', 3, 'CRITICAL', t, t FROM generate_series('2026-03-10T00:00:00Z'::timestamptz,
         '2026-03-14T00:00:00Z'::timestamptz, interval '90 minutes') t`,
    );
    await compareAll(s.admin, null);
    await compareAll(s.viewer, [...MANAGER_STORES]);
    // the groups the purge emptied are gone
    for (const table of ['alarm_day_counts', 'alarm_day_location_counts']) {
      const [{ n }] = await s.t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE day < '2026-03-10' OR n = 0`,
      );
      expect(n, table).toBe(0);
    }

    await s.t.db.query('TRUNCATE alarm_history');
    await compareAll(s.admin, null);
  });
});
