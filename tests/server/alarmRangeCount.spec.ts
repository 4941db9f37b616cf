// The system alarm history's count over a date range (issue 39, migration 996, alarmRangeCount.ts): an unscoped
// search sums the whole UTC hours of alarm_hour_counts, a scoped one or one filtering by location the whole UTC
// days of alarm_day_counts, and both count the partial ends in alarm_history; recordsFiltered is exactly what
// counting the table answers: ranges on and off the hour and the day, within one hour, open at either end,
// filtered by type, class and location, scoped to a store list, and after a purge, a moved row and a truncation,
// before and after the stats-rollups job folds the hour counts' delta rows. On PostgreSQL, a raise never waits
// for another transaction that raised an alarm of the same type in the same hour (the hour counts take no lock).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { StatsAlarmsRepository } from '../../server/repositories/statsAlarms.ts';
import { foldRollups } from '../../server/repositories/statsQuery/rollups.ts';
import { backends, postJson, signedInApp } from './helpers.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

/** alarms a microsecond before and on hour and day boundaries, and within hours */
const TIMES = [
  '2026-03-09T23:59:59.999999Z',
  '2026-03-10T00:00:00Z',
  '2026-03-10T00:30:00Z',
  '2026-03-10T01:00:00Z',
  '2026-03-10T12:00:00.5Z',
  '2026-03-10T23:59:59Z',
  '2026-03-11T00:00:00Z',
  '2026-03-11T06:15:00Z',
  '2026-03-12T18:30:00Z',
];
const LOCATIONS = ['KR001', 'JP001', 'US001', 'SYSTEM'];
const STORES = ['KR001', 'US001'];

type Body = Record<string, unknown>;
const CASES: Body[] = [
  { filter_startDate: at('2026-03-09T12:00:00Z'), filter_endDate: at('2026-03-12T18:30:00Z') },
  { filter_startDate: at('2026-03-10T00:00:00Z'), filter_endDate: at('2026-03-11T00:00:00Z') },
  { filter_startDate: at('2026-03-10T00:10:00Z'), filter_endDate: at('2026-03-10T00:40:00Z') },
  { filter_startDate: at('2026-03-10T00:00:00Z'), filter_endDate: at('2026-03-10T01:00:00Z') },
  { filter_startDate: at('2026-03-09T23:59:59Z'), filter_endDate: at('2026-03-10T12:00:00.5Z') },
  { filter_startDate: at('2026-03-10T00:30:00Z') },
  { filter_endDate: at('2026-03-10T23:59:59Z') },
  {
    filter_startDate: at('2026-03-09T00:00:00Z'),
    filter_endDate: at('2026-03-13T00:00:00Z'),
    filter_class: 3,
  },
  { filter_startDate: at('2026-03-09T00:00:00Z'), filter_type: 't1' },
  { filter_endDate: at('2026-03-12T00:00:00Z'), filter_type: 'T2', condition_type: '==' },
  { filter_startDate: at('2026-03-10T00:20:00Z'), filter_alarmType: 'crit' },
  {
    filter_startDate: at('2026-03-10T00:20:00Z'),
    filter_endDate: at('2026-03-11T07:00:00Z'),
    filter_location: 'us',
  },
  { filter_startDate: at('2026-03-11T00:00:00Z'), filter_endDate: at('2026-03-10T00:00:00Z') },
];

/** the same count straight from alarm_history */
async function counted(db: Db, body: Body, stores: string[] | null): Promise<number> {
  const where = ['true'];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (body.filter_startDate !== undefined)
    where.push(`"updatedAt" >= to_timestamp(${add(body.filter_startDate)})`);
  if (body.filter_endDate !== undefined)
    where.push(`"updatedAt" <= to_timestamp(${add(body.filter_endDate)})`);
  if (body.filter_class !== undefined) where.push(`class = ${add(body.filter_class)}`);
  for (const field of ['type', 'alarmType', 'location']) {
    const value = body[`filter_${field}`];
    if (value === undefined) continue;
    where.push(
      body[`condition_${field}`] === '=='
        ? `"${field}" = ${add(value)}`
        : `lower("${field}") LIKE '%' || lower(${add(value)}) || '%'`,
    );
  }
  if (stores) where.push(`(location = 'SYSTEM' OR location = ANY(${add(stores)}::text[]))`);
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM alarm_history WHERE ${where.join(' AND ')}`,
    params,
  );
  return n;
}

describe.each(backends)('alarm history counts over a date range on $name', (backend) => {
  const s = signedInApp(backend);

  const compareAll = async (stores: string[] | null) => {
    const repo = new StatsAlarmsRepository(s.t.db);
    for (const body of CASES) {
      const page = await repo.search(stores, { ...body, length: 1 });
      expect(page.recordsFiltered, `${JSON.stringify(body)} ${JSON.stringify(stores)}`).toBe(
        await counted(s.t.db, body, stores),
      );
    }
  };

  /** recordsFiltered of one search after adding 1,000 to every count of a rollup: which rollup answers it */
  const withRollupSkewed = async (table: string, stores: string[] | null, body: Body) => {
    const repo = new StatsAlarmsRepository(s.t.db);
    const before = (await repo.search(stores, body)).recordsFiltered;
    await s.t.db.query(`UPDATE ${table} SET n = n + 1000`);
    const after = (await repo.search(stores, body)).recordsFiltered;
    await s.t.db.query(`UPDATE ${table} SET n = n - 1000`);
    return after - before;
  };

  it('sums whole hours or days from the rollups and counts the partial ends, exactly', async () => {
    for (const [i, time] of TIMES.entries())
      for (const [j, location] of LOCATIONS.entries())
        await s.t.db.query(
          `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt")
           VALUES ($1, $2, $3, (ARRAY['SYSTEM', 'WARNING', 'CRITICAL'])[$3], $4, $4)`,
          [location, `T${(i + j) % 3}`, 1 + ((i + 2 * j) % 3), time],
        );
    await compareAll(null);
    await compareAll(STORES);

    // the unscoped search of two whole days reads the hour rollup (48 hours of which hold alarms: 2 of them
    // here), a scoped one or one filtering by location the day rollup; a range within one hour neither
    const twoDays = {
      filter_startDate: at('2026-03-10T00:00:00Z'),
      filter_endDate: at('2026-03-12T00:00:00Z'),
    };
    expect(await withRollupSkewed('alarm_hour_counts', null, twoDays)).toBeGreaterThan(0);
    expect(await withRollupSkewed('alarm_day_counts', null, twoDays)).toBe(0);
    expect(await withRollupSkewed('alarm_day_counts', STORES, twoDays)).toBeGreaterThan(0);
    expect(await withRollupSkewed('alarm_hour_counts', STORES, twoDays)).toBe(0);
    const byLocation = { ...twoDays, filter_location: 'KR' };
    expect(await withRollupSkewed('alarm_day_counts', null, byLocation)).toBeGreaterThan(0);
    const withinHour = {
      filter_startDate: at('2026-03-10T00:10:00Z'),
      filter_endDate: at('2026-03-10T00:40:00Z'),
    };
    expect(await withRollupSkewed('alarm_hour_counts', null, withinHour)).toBe(0);

    // the retention purge, a row moved to another hour, a statement inserting many
    await s.t.db.query(`DELETE FROM alarm_history WHERE "updatedAt" < '2026-03-10T00:30:00Z'`);
    await s.t.db.query(
      `UPDATE alarm_history SET "updatedAt" = '2026-03-12T23:00:00Z' WHERE "updatedAt" = '2026-03-11T06:15:00Z'
         AND location = 'KR001'`,
    );
    await s.t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt")
       SELECT 'KR001', 'T1', 3, 'CRITICAL', t, t FROM generate_series('2026-03-10T00:00:00Z'::timestamptz,
         '2026-03-13T00:00:00Z'::timestamptz, interval '17 minutes') t`,
    );
    await compareAll(null);
    await compareAll(STORES);
    // folded: one row a group, and the hours the purge emptied are gone
    expect(await foldRollups(s.t.db)).toBeGreaterThan(0);
    await compareAll(null);
    const [folded] = await s.t.db.query<{ left: number; groups: number; rows: number }>(
      `SELECT count(*) FILTER (WHERE hour < '2026-03-10T00:00:00Z' OR n = 0)::int AS left,
              count(DISTINCT (hour, type, class, "alarmType"))::int AS groups, count(*)::int AS rows
       FROM alarm_hour_counts`,
    );
    expect(folded.left).toBe(0);
    expect(folded.rows).toBe(folded.groups);

    await s.t.db.query('TRUNCATE alarm_history');
    await compareAll(null);
  });

  it('answers the search call with the range counted', async () => {
    await s.t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt")
       SELECT 'JP001', 'T1', 2, 'WARNING', t, t FROM generate_series('2026-04-01T00:00:00Z'::timestamptz,
         '2026-04-03T00:00:00Z'::timestamptz, interval '10 minutes') t`,
    );
    const body = { filter_startDate: at('2026-04-01T05:05:00Z'), filter_endDate: at('2026-04-02T07:55:00Z') };
    const answer = await postJson<{ recordsFiltered: number }>(
      s.t.app,
      s.admin,
      '/history/alarm/system/search',
      body,
    );
    expect(answer.status).toBe(200);
    // 05:10 to 07:50 the next day, every 10 minutes
    expect(answer.body.recordsFiltered).toBe((26 * 60 + 40) / 10 + 1);
    expect(answer.body.recordsFiltered).toBe(await counted(s.t.db, body, null));
  });
});

const RAISE = `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt")
  VALUES ($1, 'GW STATUS ABNORMAL', 2, 'WARNING', '2026-05-01T10:15:00Z', '2026-05-01T10:15:00Z')`;

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'alarm hour counts on two connections of $name',
  (backend) => {
    const s = signedInApp(backend);

    it('a raise does not wait for an open transaction that raised the same type in the same hour', async () => {
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // the alarm-rules job raises inside its run's transaction, which goes on with the other rules
      const first = s.t.db.transaction(async (tx) => {
        await tx.query(RAISE, ['KR001']);
        inserted();
        await released;
      });
      await firstInserted;
      try {
        // another store's alarm of the same type, hour and class, in a transaction that gives up on a lock wait
        await s.t.db.transaction((tx) => tx.query(RAISE, ['JP001']), { lock_timeout: '2s' });
      } finally {
        release();
        await first;
      }
      const page = await new StatsAlarmsRepository(s.t.db).search(null, {
        filter_startDate: at('2026-05-01T00:00:00Z'),
        filter_endDate: at('2026-05-02T00:00:00Z'),
        filter_type: 'GW STATUS ABNORMAL',
        condition_type: '==',
      });
      expect(page.recordsFiltered).toBe(2);
    });
  },
);
