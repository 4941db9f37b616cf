// The battery screens' reads of battery_forecasts (issue 27 §2; docs/api.md "Battery replacement forecast"): a
// store's forecast list with each tag's product and aisle (the product info entry whose alias names an aisle, shelf
// or location), the period and state filters, their sortable columns and one page of a summary. BatteryRepository
// and BatteryMailRepository read through these.
import type { BatteryListRow } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { RefusedError } from '../db/errors.ts';
import { message } from '../db/messages.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import type { Params } from '../db/sql.ts';
import { BATTERY_PERIODS, FORECAST_STATES, type BatteryPeriod } from '../../domain/battery.ts';

export const STORE_SORTABLE = [
  'storeName',
  'storeCode',
  'thisWeek',
  'nextWeek',
  'thisMonth',
  'low',
  'tooFewReadings',
  'tags',
];
export const TAG_SORTABLE = ['forecastAt', 'tagId', 'level', 'ratePerMonth', 'aisle'];
export const PERIOD_MESSAGE = message('app.serverMessages.batteryWithin', {
  periods: BATTERY_PERIODS.join(', '),
});
export const STATE_MESSAGE = message('app.serverMessages.batteryState', {
  states: FORECAST_STATES.join(', '),
});

/** a tag of a store's forecast list, as the battery calls answer it (schemas: batteryListRow) */
export type { BatteryListRow };

export const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** the period boundaries of `$n` (a timestamptz parameter), as dates of the database's time zone */
export const bounds = (at: string) => ({
  nextWeekFrom: `(date_trunc('week', ${at}::timestamptz)::date + 7)`,
  nextWeekTo: `(date_trunc('week', ${at}::timestamptz)::date + 14)`,
  monthTo: `(date_trunc('month', ${at}::timestamptz) + interval '1 month')::date`,
});

/** the condition of a period on forecast rows `f` at `$n` */
export function periodCondition(period: BatteryPeriod, at: string, alias = 'f'): string {
  const b = bounds(at);
  const due = `${alias}.state IN ('forecast', 'low')`;
  if (period === 'thisWeek') return `${due} AND ${alias}."forecastAt" < ${b.nextWeekFrom}`;
  if (period === 'nextWeek')
    return `${alias}.state = 'forecast' AND ${alias}."forecastAt" >= ${b.nextWeekFrom} AND ${alias}."forecastAt" < ${b.nextWeekTo}`;
  return `${due} AND ${alias}."forecastAt" < ${b.monthTo}`;
}

export function parsePeriod(value: unknown, fallback?: BatteryPeriod): BatteryPeriod | undefined {
  const given = text(value);
  if (given === undefined) return fallback;
  if (!(BATTERY_PERIODS as readonly string[]).includes(given)) throw new RefusedError(PERIOD_MESSAGE);
  return given as BatteryPeriod;
}

/** the forecasts of one store with the tag's product and aisle ($1 the store, $2 the location alias pattern) */
export const LIST_SQL = `
  SELECT f."tagId", f."storeCode", f."tagMac", f."tagType", f."gwMac", t."prCode", p."prName",
    nullif(btrim(p."prInfo" ->> a.idx), '') AS aisle, f.level,
    round(f."ratePerMonth"::numeric, 2)::float8 AS "ratePerMonth", f."forecastAt", f.state, f.readings,
    f."replacedAt", f."lastReadingAt", f."computedAt"
  FROM battery_forecasts f
  LEFT JOIN tags t ON t."tagId" = f."tagId"
  LEFT JOIN products p ON p."storeCode" = f."storeCode" AND p."prCode" = t."prCode"
  LEFT JOIN LATERAL (SELECT min("index") AS idx FROM alias_config WHERE name ~* $2) a ON true
  WHERE f."storeCode" = $1`;

/** one page of `select` (a summary's rows as `x`): its total, the count `filters` keep, and the page in `orderSql` */
export async function forecastPage<T extends object>(
  db: Queryable,
  select: string,
  params: Params,
  filters: string[],
  orderSql: string,
  body: SearchBody,
): Promise<SearchResult<T>> {
  const condition = filters.join(' AND ') || 'TRUE';
  const paging = parsePaging(body, 25);
  const [counts] = await db.query<{ total: number; filtered: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${condition}))::int AS filtered FROM (${select}) x`,
    params.values,
  );
  let sql = `SELECT * FROM (${select}) x WHERE ${condition} ORDER BY ${orderSql}`;
  if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
  if (paging.offset) sql += ` OFFSET ${paging.offset}`;
  const data = await db.query<T>(sql, params.values);
  return { recordsTotal: counts.total, recordsFiltered: counts.filtered, data };
}
