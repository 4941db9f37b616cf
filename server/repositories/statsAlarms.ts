// System alarm history (POST /history/alarm/system/search, doc 1 §7 Histories): the alarms of a store list
// plus the SYSTEM ones, with the table conventions of docs/api.md (paging, order, filter_/condition_, dates).
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { SystemAlarmRow } from '../../domain/generated/calls.ts';

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

export class StatsAlarmsRepository {
  constructor(readonly db: Queryable) {}

  /**
   * `stores` NULL = every store; SYSTEM rows always belong to the answer. The counts come from alarm_counts
   * (migration 501) unless a date range narrows the rows: then the range is counted (through the time index).
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
    const dates: string[] = [];
    const start = Number(body.filter_startDate);
    if (body.filter_startDate !== undefined && Number.isFinite(start))
      dates.push(`"updatedAt" >= to_timestamp(${params.add(start)})`);
    const end = Number(body.filter_endDate);
    if (body.filter_endDate !== undefined && Number.isFinite(end))
      dates.push(`"updatedAt" <= to_timestamp(${params.add(end)})`);
    const rowColumn = (name: string) => quoted(name);
    const countColumn = (name: string) => (name === 'alarmType' ? CLASS_LABEL : quoted(name));
    const where = `WHERE ${[scope, ...filters.map((f) => f(rowColumn)), ...dates].join(' AND ')}`;
    // doc 3 §9: default page length 25
    const paging = parsePaging(body, 25);
    const [{ n: total }] = await this.db.query<{ n: number }>(
      `SELECT coalesce(sum(n), 0)::int AS n FROM alarm_counts WHERE ${scope}`,
      [stores],
    );
    const [{ n: filtered }] = await this.db.query<{ n: number }>(
      dates.length > 0
        ? `SELECT count(*)::int AS n FROM alarm_history ${where}`
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
