// System alarm history (POST /history/alarm/system/search, doc 1 §7 Histories): the alarms of a store list
// plus the SYSTEM ones, with the table conventions of docs/api.md (paging, order, filter_/condition_, dates).
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { SystemAlarmRow } from '../../domain/generated/calls.ts';
import { rangeCountSql, type CountRollup } from './alarmRangeCount.ts';

// numeric order columns index this list (keep the first six in place); id, source and data serve the detail actions
const COLUMNS = [
  'location',
  'type',
  'class',
  'updatedAt',
  'alarmTime',
  'alarmType',
  'id',
  'sourceType',
  'sourceId',
  'data',
] as const;
const TEXT_FILTERS = ['location', 'type', 'alarmType'] as const;
/** alarmType from the class (ALARM_TYPE_LABEL of alarms.ts), for the counts table */
const CLASS_LABEL = `(CASE class WHEN 1 THEN 'SYSTEM' WHEN 2 THEN 'WARNING' ELSE 'CRITICAL' END)`;

function quoted(column: string): string {
  return `"${column}"`;
}

function orderOf(body: SearchBody): string {
  const first = Array.isArray(body.order) ? (body.order[0] as unknown) : body.order;
  if (typeof first === 'object' && first !== null) {
    const { column, dir } = first as { column?: unknown; dir?: unknown };
    const name =
      typeof column === 'number' || /^\d+$/.test(String(column)) ? COLUMNS[Number(column)] : column;
    if (typeof name === 'string' && (COLUMNS as readonly string[]).includes(name))
      return `${quoted(name)} ${String(dir).toLowerCase() === 'asc' ? 'ASC' : 'DESC'}, id DESC`;
  }
  return '"updatedAt" DESC, id DESC';
}

/**
 * The rollup of a count over a date range: every hour of every location when the count is neither scoped nor
 * filtered by location, else each day and location. Both hold the alarm table's own type, class and "alarmType"
 * columns, so the filters apply to them as they are (and the scope to the day rollup's location).
 */
function rangeRollup(
  stores: string[] | null,
  body: SearchBody,
  scope: string,
  filters: string[],
): CountRollup {
  const byLocation = typeof body.filter_location === 'string' && body.filter_location !== '';
  return stores === null && !byLocation
    ? { table: 'alarm_hour_counts', where: ['true', ...filters].join(' AND ') }
    : { table: 'alarm_day_counts', where: [scope, ...filters].join(' AND ') };
}

export class StatsAlarmsRepository {
  constructor(readonly db: Queryable) {}

  /**
   * `stores` NULL = every store; SYSTEM rows always belong to the answer. The counts come from alarm_counts
   * (migration 501) unless a date range narrows the rows: then from a rollup of hours or days and the range's
   * partial ends (rangeCountSql).
   */
  async search(stores: string[] | null, body: SearchBody) {
    const params = new Params();
    const scope = `(location = 'SYSTEM' OR ${params.add(stores)}::text[] IS NULL OR location = ANY($1))`;
    // each filter as a function of the column expression, so alarm_counts answers the same filters
    const filters: Array<(column: (name: string) => string) => string> = [];
    for (const field of TEXT_FILTERS) {
      const value = body[`filter_${field}`];
      if (typeof value !== 'string' || value === '') continue;
      const placeholder = params.add(value);
      filters.push((column) =>
        body[`condition_${field}`] === '=='
          ? `${column(field)} = ${placeholder}`
          : `strpos(lower(${column(field)}), lower(${placeholder})) > 0`,
      );
    }
    const cls = Number(body.filter_class);
    if (body.filter_class !== undefined && body.filter_class !== '' && Number.isInteger(cls)) {
      const placeholder = params.add(cls);
      filters.push(() => `class = ${placeholder}`);
    }
    const start = Number(body.filter_startDate);
    const from =
      body.filter_startDate !== undefined && Number.isFinite(start)
        ? `to_timestamp(${params.add(start)})`
        : null;
    const end = Number(body.filter_endDate);
    const to =
      body.filter_endDate !== undefined && Number.isFinite(end) ? `to_timestamp(${params.add(end)})` : null;
    const dates = [...(from ? [`"updatedAt" >= ${from}`] : []), ...(to ? [`"updatedAt" <= ${to}`] : [])];
    const rowColumn = (name: string) => quoted(name);
    const countColumn = (name: string) => (name === 'alarmType' ? CLASS_LABEL : quoted(name));
    const rowFilters = filters.map((f) => f(rowColumn));
    const rows = [scope, ...rowFilters].join(' AND ');
    const where = `WHERE ${[rows, ...dates].join(' AND ')}`;
    // doc 3 §9: default page length 25
    const paging = parsePaging(body, 25);
    const [{ n: total }] = await this.db.query<{ n: number }>(
      `SELECT coalesce(sum(n), 0)::int AS n FROM alarm_counts WHERE ${scope}`,
      [stores],
    );
    const [{ n: filtered }] = await this.db.query<{ n: number }>(
      dates.length > 0
        ? rangeCountSql(rangeRollup(stores, body, scope, rowFilters), rows, from, to)
        : `SELECT coalesce(sum(n), 0)::int AS n FROM alarm_counts
           WHERE ${[scope, ...filters.map((f) => f(countColumn))].join(' AND ')}`,
      params.values,
    );
    const data = await this.db.query<SystemAlarmRow>(
      `SELECT ${COLUMNS.map((c) => (c === 'id' ? 'id::int AS id' : quoted(c))).join(', ')} FROM alarm_history ${where} ORDER BY ${orderOf(body)}
       OFFSET ${params.add(paging.offset)} LIMIT ${params.add(paging.limit ?? null)}`,
      params.values,
    );
    return { recordsTotal: total, recordsFiltered: filtered, data };
  }
}
