// POST /stats/query (custom dashboards, issue 26): a StatsQuery checked against the generated allow-lists
// (server/generated/statsEntities.ts, from the schemas' x-stats, x-groupable, x-measurable and list filters):
// only allowed names pass, values are typed. Anything not allowed is a 400 naming the place of the body. The
// checked query is compiled to SQL by its repository (server/repositories/statsQuery/compile.ts).
import { badRequest, HttpError } from '../../http/errors.ts';
import { message, type MessageArgs } from '../../http/messages.ts';
import { MAX_FILTER_LENGTH } from '../../db/search.ts';
import { jsonSchemas } from '../../generated/jsonSchemas.ts';
import type { StatsEntityMeta, StatsFieldMeta } from './entityMeta.ts';

export const MEASURES = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'] as const;
export const BUCKET_UNITS = ['hour', 'day', 'week'] as const;
export const SORTS = ['value-desc', 'value-asc', 'key'] as const;
export const MAX_GROUP_BY = 2;
export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;

/**
 * What one query may ask (docs/api.md 'Custom dashboards', 'Bounds'), so that its cost grows with the rows it reads
 * and no further: an equality filter and `stores` list at most the schema's `stores.maxItems` values (10,000: a
 * chain's store list of thousands of stores; each a hash lookup per row), a contains ('~') filter at most
 * MAX_CONTAINS_VALUES (each is matched against every row: a search, never a list of keys), every value at most
 * MAX_FILTER_LENGTH (256) characters; the body at most 1 MiB (the route's body limit).
 */
export const MAX_LIST_VALUES =
  jsonSchemas.Dashboard.properties.panels.items.properties.query.properties.stores.maxItems;
export const MAX_CONTAINS_VALUES = 20;

const QUERY_KEYS = [
  'entity',
  'measure',
  'groupBy',
  'bucket',
  'filters',
  'stores',
  'from',
  'to',
  'sort',
  'limit',
];

export type Measure = (typeof MEASURES)[number];
export type BucketUnit = (typeof BUCKET_UNITS)[number];
export type Sort = (typeof SORTS)[number];

/** A StatsQuery after its checks: names known to be allowed, values typed. */
export interface CheckedStatsQuery {
  entity: StatsEntityMeta;
  measure: { fn: Measure; field?: StatsFieldMeta; p: number };
  groupBy: StatsFieldMeta[];
  bucket?: { field: StatsFieldMeta; unit: BucketUnit };
  filters: Array<{ field: StatsFieldMeta; values: unknown[] }>;
  /** the stores the caller asked for (checked against the session by the route); empty = not narrowed */
  stores: string[];
  from?: string;
  to?: string;
  sort: Sort;
  limit: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

/** a 400 of app.serverMessages.stats<name>; its %{within} is filled by parseStatsQuery */
const refused = (name: string, args: MessageArgs = {}) =>
  badRequest(message(`app.serverMessages.stats${name}`, { within: '', ...args }));

function oneOf<T extends string>(value: unknown, allowed: readonly T[], place: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw refused('NotOneOf', { place, value: show(value), allowed: allowed.join(', ') });
}

function fieldOf(
  entity: StatsEntityMeta,
  name: unknown,
  place: string,
  use: 'groupable' | 'measurable' | 'countable' | 'filter' | 'time',
): StatsFieldMeta {
  const field = typeof name === 'string' ? entity.fields.find((f) => f.name === name) : undefined;
  const allowed =
    field &&
    (use === 'groupable'
      ? field.groupable
      : use === 'measurable'
        ? field.measurable
        : use === 'countable'
          ? field.groupable || field.measurable
          : use === 'filter'
            ? field.filter !== undefined
            : field.type === 'time');
  if (!field || !allowed) {
    const what = {
      groupable: 'NotGroupable',
      measurable: 'NotMeasurable',
      countable: 'NotCountable',
      filter: 'NotFilter',
      time: 'NotTimeField',
    }[use];
    throw refused(what, { place, name: show(name), entity: entity.entity });
  }
  return field;
}

function isoDate(value: unknown, place: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) throw refused('IsoDate', { place });
  return date.toISOString();
}

/** A filter value as its field's type: 400 when it cannot be one. */
function filterValue(field: StatsFieldMeta, value: unknown, place: string): unknown {
  if (value === null || !['string', 'number', 'boolean'].includes(typeof value))
    throw refused('FilterValue', { place });
  if (typeof value === 'string' && value.length > MAX_FILTER_LENGTH)
    throw refused('FilterLength', { place, max: MAX_FILTER_LENGTH });
  if (field.filter === '~') return String(value);
  switch (field.type) {
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (
        !Number.isFinite(n) ||
        (field.type === 'integer' && !Number.isInteger(n)) ||
        String(value).trim() === ''
      )
        throw refused(field.type === 'integer' ? 'NotWholeNumber' : 'NotNumber', {
          place,
          value: show(value),
        });
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw refused('NotBoolean', { place, value: show(value) });
    case 'time':
      return isoDate(value, place);
    default:
      return String(value);
  }
}

/**
 * Checks a StatsQuery body against the allow-lists; 400 naming the place of the first problem, after `within`
 * (where the query is in a larger body: `panels[0].query: `).
 */
export function parseStatsQuery(
  body: unknown,
  entities: Record<string, StatsEntityMeta>,
  within = '',
): CheckedStatsQuery {
  try {
    return parseQuery(body, entities);
  } catch (error) {
    if (within && error instanceof HttpError && error.messageKey)
      throw badRequest(message(error.messageKey, { ...error.messageArgs, within }));
    throw error;
  }
}

function parseQuery(body: unknown, entities: Record<string, StatsEntityMeta>): CheckedStatsQuery {
  if (!isRecord(body)) throw refused('NotObject');
  for (const key of Object.keys(body))
    if (!QUERY_KEYS.includes(key)) throw refused('UnknownPart', { key: show(key) });
  const entity =
    typeof body.entity === 'string' && Object.hasOwn(entities, body.entity)
      ? entities[body.entity]
      : undefined;
  if (!entity) throw refused('UnknownEntity', { entity: show(body.entity) });

  if (!isRecord(body.measure)) throw refused('MeasureShape');
  for (const key of Object.keys(body.measure))
    if (!['fn', 'field', 'p'].includes(key)) throw refused('MeasurePart', { key });
  const fn = oneOf(body.measure.fn, MEASURES, 'measure.fn');
  let field: StatsFieldMeta | undefined;
  if (fn === 'count') {
    if (body.measure.field !== undefined && body.measure.field !== null) throw refused('CountField');
  } else {
    field = fieldOf(
      entity,
      body.measure.field,
      'measure.field',
      fn === 'countDistinct' ? 'countable' : 'measurable',
    );
  }
  const p = body.measure.p ?? 0.5;
  if (typeof p !== 'number' || !(p >= 0 && p <= 1)) throw refused('MeasureP');

  const groupNames = body.groupBy ?? [];
  if (!Array.isArray(groupNames) || groupNames.length > MAX_GROUP_BY)
    throw refused('GroupByList', { max: MAX_GROUP_BY });
  const groupBy = groupNames.map((name, i) => fieldOf(entity, name, `groupBy[${i}]`, 'groupable'));
  if (new Set(groupBy.map((g) => g.name)).size !== groupBy.length) throw refused('GroupByTwice');

  let bucket: CheckedStatsQuery['bucket'];
  if (body.bucket !== undefined && body.bucket !== null) {
    if (!isRecord(body.bucket)) throw refused('BucketShape');
    for (const key of Object.keys(body.bucket))
      if (!['field', 'unit'].includes(key)) throw refused('BucketPart', { key });
    bucket = {
      field: fieldOf(entity, body.bucket.field, 'bucket.field', 'time'),
      unit: oneOf(body.bucket.unit, BUCKET_UNITS, 'bucket.unit'),
    };
  }

  const filters: CheckedStatsQuery['filters'] = [];
  if (body.filters !== undefined && body.filters !== null) {
    if (!isRecord(body.filters)) throw refused('FiltersShape');
    for (const [name, value] of Object.entries(body.filters)) {
      const place = `filters.${name.slice(0, 64)}`;
      const filterField = fieldOf(entity, name, place, 'filter');
      if (value === undefined || value === null || value === '') continue;
      const list = Array.isArray(value) ? value : [value];
      if (list.length === 0) continue;
      const max = filterField.filter === '~' ? MAX_CONTAINS_VALUES : MAX_LIST_VALUES;
      if (list.length > max) throw refused('FilterList', { place, max });
      filters.push({ field: filterField, values: list.map((v) => filterValue(filterField, v, place)) });
    }
  }

  const stores = body.stores ?? [];
  if (
    !Array.isArray(stores) ||
    stores.length > MAX_LIST_VALUES ||
    !stores.every((s) => typeof s === 'string' && s.length <= MAX_FILTER_LENGTH)
  )
    throw refused('Stores', { max: MAX_LIST_VALUES });

  const from = isoDate(body.from, 'from');
  const to = isoDate(body.to, 'to');
  if (from && to && from > to) throw refused('FromTo');

  const sort =
    body.sort === undefined || body.sort === null
      ? bucket
        ? 'key'
        : 'value-desc'
      : oneOf(body.sort, SORTS, 'sort');
  const limit = body.limit ?? DEFAULT_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw refused('Limit', { max: MAX_LIMIT });

  return {
    entity,
    measure: { fn, field, p },
    groupBy,
    bucket,
    filters,
    stores: [...new Set(stores as string[])],
    from,
    to,
    sort,
    limit,
  };
}
