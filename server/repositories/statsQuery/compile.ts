// The SQL of a checked StatsQuery (POST /stats/query, custom dashboards, issue 26; checked by
// server/stats/query/parse.ts): one parameterised SELECT over the entity's table or one of its count rollups.
// Identifiers come only from the allow-lists (quoted by ident); every value the caller sends is a bind parameter.
import { ident, Params } from '../../db/sql.ts';
import { likePattern } from '../../db/search.ts';
import type { CheckedStatsQuery } from '../../stats/query/parse.ts';
import type { StatsEntityMeta, StatsFieldMeta, StatsRollupMeta } from '../../stats/query/entityMeta.ts';

export interface CompiledQuery {
  sql: string;
  params: unknown[];
  /** the LIMIT of the statement: one more than the groups asked for, to tell whether there were more */
  limit: number;
}

/** where the rows come from: the entity's table, or a count rollup of it (its columns renamed) */
interface Source {
  /** the FROM item (aliased t) */
  from: string;
  /** the SQL of a field of the entity (or of the table, for store and join keys) */
  column: (field: StatsFieldMeta | string) => string;
  rollup?: { count: string };
  /** the source keeps the query's from / to itself */
  ranged?: boolean;
}

function tableSource(entity: StatsEntityMeta): Source {
  return {
    from: ident(entity.table),
    column: (field) => `t.${ident(typeof field === 'string' ? field : field.name)}`,
  };
}

const fieldName = (field: StatsFieldMeta | string) => (typeof field === 'string' ? field : field.name);

/**
 * A count rollup (x-stats.rollups) answers a count when it holds every field the query groups or filters by (and
 * the store column when scoped): it sums the rollup's counts instead of counting rows. Without a time range or
 * bucket, any rollup; with them, a day rollup of the range's field (day and week buckets: dayRollupSource).
 */
function rollupSource(query: CheckedStatsQuery, scoped: boolean, params: Params): Source | undefined {
  if (query.measure.fn !== 'count') return undefined;
  const names = [...query.groupBy.map((g) => g.name), ...query.filters.map((f) => f.field.name)];
  if (scoped && query.entity.store) names.push(query.entity.store);
  const holds = (rollup: StatsRollupMeta) => names.every((name) => Object.hasOwn(rollup.columns, name));
  const rollups = (query.entity.rollups ?? []).filter(holds);
  if (!query.bucket && !query.from && !query.to) {
    const rollup = rollups[0];
    if (!rollup) return undefined;
    return {
      from: ident(rollup.table),
      column: (field) => `t.${ident(rollup.columns[fieldName(field)])}`,
      rollup: { count: rollup.count },
    };
  }
  const day = rollups.find(
    (r) =>
      r.day !== undefined &&
      daysWithinDates(query) &&
      (!query.bucket || (query.bucket.field.name === r.day.field && DAY_UNITS.has(query.bucket.unit))) &&
      (!(query.from || query.to) || query.entity.time === r.day.field),
  );
  return day ? dayRollupSource(query, day, params) : undefined;
}

/** the bucket units a day rollup serves (its days are UTC days, as the buckets) */
const DAY_UNITS = new Set(['day', 'week']);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** the last midnight a date holds (the parser takes years 1 to 9999) */
const LAST_DAY_MS = Date.UTC(9999, 11, 31);

/** the range's first whole day is a date (from late on 31 December 9999 it would be in year 10000) */
const daysWithinDates = (query: CheckedStatsQuery) =>
  query.from === undefined || Math.ceil(Date.parse(query.from) / DAY_MS) * DAY_MS <= LAST_DAY_MS;

/**
 * A day rollup over the query's range: its whole UTC days [the day after from (from itself at midnight), the day
 * of to) from the rollup, each row at its day's midnight, and the partial days at the ends, [from, that day) and
 * [the day of to, to], counted from the table; one row set with the entity's field names (t.<field>, t.n).
 */
function dayRollupSource(query: CheckedStatsQuery, rollup: StatsRollupMeta, params: Params): Source {
  const day = rollup.day!;
  const fields = Object.keys(rollup.columns);
  const from = query.from === undefined ? undefined : Date.parse(query.from);
  const to = query.to === undefined ? undefined : Date.parse(query.to);
  const firstDay = from === undefined ? undefined : Math.ceil(from / DAY_MS) * DAY_MS;
  const lastDay = to === undefined ? undefined : Math.floor(to / DAY_MS) * DAY_MS;
  const time = ident(day.field);
  const days: string[] = [];
  if (firstDay !== undefined) days.push(`r.${ident(day.column)} >= ${params.add(isoDay(firstDay))}::date`);
  if (lastDay !== undefined) days.push(`r.${ident(day.column)} < ${params.add(isoDay(lastDay))}::date`);
  const parts = [
    `SELECT ${fields.map((f) => `r.${ident(rollup.columns[f])} AS ${ident(f)}`).join(', ')},
       (r.${ident(day.column)}::timestamp AT TIME ZONE 'UTC') AS ${time}, r.${ident(rollup.count)}::bigint AS n
     FROM ${ident(rollup.table)} r${days.length ? ` WHERE ${days.join(' AND ')}` : ''}`,
  ];
  const rows = (conditions: string[]) =>
    parts.push(
      `SELECT ${fields.map((f) => `a.${ident(f)}`).join(', ')}, a.${time}, 1::bigint AS n
       FROM ${ident(query.entity.table)} a WHERE ${conditions.join(' AND ')}`,
    );
  const at = (ms: number) => `${params.add(new Date(ms).toISOString())}::timestamptz`;
  const toBound = query.to === undefined ? [] : [`a.${time} <= ${params.add(query.to)}::timestamptz`];
  // the partial day at the start: [from, the first whole day)
  if (from !== undefined && firstDay! > from)
    rows([`a.${time} >= ${params.add(query.from)}::timestamptz`, `a.${time} < ${at(firstDay!)}`, ...toBound]);
  // the partial day at the end: [the day of to (not before the first whole day), to]
  if (to !== undefined) {
    const start = firstDay === undefined ? lastDay! : Math.max(lastDay!, firstDay);
    if (start <= to) rows([`a.${time} >= ${at(start)}`, ...toBound]);
  }
  return {
    from: `(${parts.join('\n     UNION ALL\n     ')})`,
    column: (field) => `t.${ident(fieldName(field))}`,
    rollup: { count: 'n' },
    ranged: true,
  };
}

function measureSql(query: CheckedStatsQuery, source: Source, params: Params, grouped: boolean): string {
  const { fn, field, p } = query.measure;
  const column = source.column;
  if (source.rollup) {
    const sum = `sum(t.${ident(source.rollup.count)})`;
    return grouped ? `${sum}::float8` : `coalesce(${sum}, 0)::float8`;
  }
  switch (fn) {
    case 'count':
      return 'count(*)::float8';
    case 'countDistinct':
      return `count(DISTINCT ${column(field!)})::float8`;
    case 'percentile':
      return `percentile_cont(${params.add(p)}::float8) WITHIN GROUP (ORDER BY ${column(field!)})`;
    default:
      return `${fn}(${column(field!)})::float8`;
  }
}

function filterSql(filter: CheckedStatsQuery['filters'][number], source: Source, params: Params): string {
  const col = source.column(filter.field);
  if (filter.field.filter === '~') {
    // ILIKE as PostgreSQL computes it for UTF-8 (lower() of both sides, then LIKE), but the patterns are lowered
    // once per statement instead of once per row and pattern: 50 times faster on PGlite for 20 patterns of 256
    // characters over 20,000 tags (2.4 s against 47 ms), and planned at its real cost (run.ts's cost budget)
    const text = filter.field.type === 'string' ? col : `${col}::text`;
    const patterns = params.add(filter.values.map(likePattern));
    return `lower(${text}) LIKE ANY(ARRAY(SELECT lower(p) FROM unnest(${patterns}::text[]) p))`;
  }
  if (filter.values.length === 1) return `${col} = ${params.add(filter.values[0])}`;
  const cast = {
    integer: 'float8[]',
    number: 'float8[]',
    boolean: 'boolean[]',
    time: 'timestamptz[]',
    string: 'text[]',
  }[filter.field.type];
  return `${col} = ANY(${params.add(filter.values)}::${cast})`;
}

/**
 * The SELECT of a checked query. `scope` is the store list the rows must belong to (the session's stores, narrowed
 * by the query's), null = every store.
 */
export function compileStatsQuery(query: CheckedStatsQuery, scope: string[] | null): CompiledQuery {
  const params = new Params();
  const { entity } = query;
  const source = rollupSource(query, scope !== null, params) ?? tableSource(entity);
  const column = source.column;
  const keys: string[] = query.groupBy.map((g, i) => `${column(g)} AS k${i}`);
  if (query.bucket)
    keys.push(`date_trunc('${query.bucket.unit}', ${column(query.bucket.field)}, 'UTC') AS k${keys.length}`);
  const where: string[] = [];
  if (scope) {
    const stores = params.add(scope);
    if (entity.store) where.push(`${column(entity.store)} = ANY(${stores}::text[])`);
    else if (entity.storeVia) {
      const via = entity.storeVia;
      where.push(
        `EXISTS (SELECT 1 FROM ${ident(via.table)} v WHERE v.${ident(via.key)} = ${column(via.key)} AND v.${ident(via.store)} = ANY(${stores}::text[]))`,
      );
    } else throw new Error(`stats entity ${entity.entity} has no store scope`);
  }
  for (const filter of query.filters) where.push(filterSql(filter, source, params));
  if (query.from && !source.ranged)
    where.push(`${column(entity.time)} >= ${params.add(query.from)}::timestamptz`);
  if (query.to && !source.ranged)
    where.push(`${column(entity.time)} <= ${params.add(query.to)}::timestamptz`);
  if (query.bucket) where.push(`${column(query.bucket.field)} IS NOT NULL`);
  const measure = measureSql(query, source, params, keys.length > 0);
  const ordinals = keys.map((_, i) => String(i + 1));
  const keyOrder = ordinals.map((n) => `${n} ASC NULLS LAST`);
  const order =
    query.sort === 'key'
      ? keyOrder
      : [`value ${query.sort === 'value-asc' ? 'ASC' : 'DESC'} NULLS LAST`, ...keyOrder];
  const limit = query.limit + 1;
  const sql = [
    `SELECT ${[...keys, `${measure} AS value`].join(', ')}`,
    `FROM ${source.from} t`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    keys.length ? `GROUP BY ${ordinals.join(', ')}` : '',
    // a rollup's groups whose deltas cancel out hold no rows
    keys.length && source.rollup ? `HAVING sum(t.${ident(source.rollup.count)}) <> 0` : '',
    keys.length ? `ORDER BY ${order.join(', ')}` : '',
    keys.length ? `LIMIT ${params.add(limit)}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return { sql, params: params.values, limit };
}
