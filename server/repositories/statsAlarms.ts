// System alarm history (POST /history/alarm/system/search, doc 1 §7 Histories): the alarms of a store list
// plus the SYSTEM ones, with the table conventions of docs/api.md (paging, order, filter_/condition_, dates).
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { AlarmRow } from './statsDashboard.ts';

const COLUMNS = ['location', 'type', 'class', 'updatedAt', 'alarmTime', 'alarmType'] as const;
const TEXT_FILTERS = ['location', 'type', 'alarmType'] as const;

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

  /** `stores` NULL = every store; SYSTEM rows always belong to the answer. */
  async search(stores: string[] | null, body: SearchBody) {
    const params = new Params();
    const scope = `(location = 'SYSTEM' OR ${params.add(stores)}::text[] IS NULL OR location = ANY($1))`;
    const filters: string[] = [];
    for (const field of TEXT_FILTERS) {
      const value = body[`filter_${field}`];
      if (typeof value !== 'string' || value === '') continue;
      filters.push(
        body[`condition_${field}`] === '=='
          ? `${quoted(field)} = ${params.add(value)}`
          : `strpos(lower(${quoted(field)}), lower(${params.add(value)})) > 0`,
      );
    }
    const cls = Number(body.filter_class);
    if (body.filter_class !== undefined && body.filter_class !== '' && Number.isInteger(cls))
      filters.push(`class = ${params.add(cls)}`);
    const start = Number(body.filter_startDate);
    if (body.filter_startDate !== undefined && Number.isFinite(start))
      filters.push(`"updatedAt" >= to_timestamp(${params.add(start)})`);
    const end = Number(body.filter_endDate);
    if (body.filter_endDate !== undefined && Number.isFinite(end))
      filters.push(`"updatedAt" <= to_timestamp(${params.add(end)})`);
    const where = `WHERE ${[scope, ...filters].join(' AND ')}`;
    const paging = parsePaging(body, 10);
    const [{ n: total }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alarm_history WHERE ${scope}`,
      [stores],
    );
    const [{ n: filtered }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alarm_history ${where}`,
      params.values,
    );
    const data = await this.db.query<AlarmRow>(
      `SELECT ${COLUMNS.map(quoted).join(', ')} FROM alarm_history ${where} ORDER BY ${orderOf(body)}
       OFFSET ${params.add(paging.offset)} LIMIT ${params.add(paging.limit ?? null)}`,
      params.values,
    );
    return { recordsTotal: total, recordsFiltered: filtered, data };
  }
}
