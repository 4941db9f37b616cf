// Counting the system alarm history over a range of "updatedAt" (issue 39): the range's whole UTC buckets from a
// count rollup kept by alarm_history's triggers, and only the partial buckets at its two ends from alarm_history
// itself, exactly what counting the table answers. alarm_hour_counts (migration 996: hours, every location) serves
// an unscoped count, alarm_day_counts (migration 993: days, per location) a scoped one or one filtering by location.

/** alarm_hour_counts as the stats-rollups job folds its delta rows (server/repositories/statsQuery/rollups.ts) */
export const ALARM_HOUR_COUNTS = {
  table: 'alarm_hour_counts' as const,
  keys: ['hour', 'type', 'class', 'alarmType'],
  count: 'n',
};

const BUCKET = {
  [ALARM_HOUR_COUNTS.table]: {
    unit: 'hour',
    length: `interval '1 hour'`,
    column: 'hour',
    of: (t: string) => t,
  },
  // UTC days as dates (migration 993); 24 hours, not '1 day', which is 23 or 25 in a session time zone with DST
  alarm_day_counts: {
    unit: 'day',
    length: `interval '24 hours'`,
    column: 'day',
    of: (t: string) => `(${t} AT TIME ZONE 'UTC')::date`,
  },
} as const;

export interface CountRollup {
  /** a rollup of BUCKET: alarm_hour_counts or alarm_day_counts */
  table: keyof typeof BUCKET;
  /** the rollup's rows that hold the counted alarms (the same scope and filters as `rows`, on its columns) */
  where: string;
}

/**
 * One row, `n`: the alarms matching `rows` (a condition on alarm_history without the range) whose "updatedAt" is
 * in [from, to]; `from` and `to` are SQL timestamptz expressions, null for an open end. The range is made half-open
 * [s, e) (timestamps are whole microseconds); lo is the first bucket boundary at or after s, hi the last at or
 * before e: buckets [lo, hi) come from the rollup, [s, lo) and [hi, e) from the table through its time index.
 */
export function rangeCountSql(
  rollup: CountRollup,
  rows: string,
  from: string | null,
  to: string | null,
): string {
  const bucket = BUCKET[rollup.table];
  const trunc = (t: string) => `date_trunc('${bucket.unit}', ${t}, 'UTC')`;
  const counted = (lo: string, hi: string) =>
    `(SELECT count(*) FROM alarm_history WHERE ${rows} AND "updatedAt" >= ${lo} AND "updatedAt" < ${hi})`;
  const column = bucket.column;
  return `SELECT (CASE WHEN b.lo < b.hi THEN
      coalesce((SELECT sum(n) FROM ${rollup.table} WHERE ${rollup.where}
        AND ${column} >= ${bucket.of('b.lo')} AND ${column} < ${bucket.of('b.hi')}), 0)
      + ${counted('b.s', 'b.lo')} + ${counted('b.hi', 'b.e')}
    ELSE ${counted('b.s', 'b.e')} END)::int AS n
  FROM (SELECT s, e, ${trunc('e')} AS hi,
          CASE WHEN ${trunc('s')} = s THEN s ELSE ${trunc('s')} + ${bucket.length} END AS lo
        FROM (SELECT ${from ?? `'-infinity'::timestamptz`} AS s,
                     ${to === null ? `'infinity'::timestamptz` : `${to} + interval '1 microsecond'`} AS e) r) b`;
}
