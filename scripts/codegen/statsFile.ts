// server/generated/statsEntities.ts: the allow-lists of the stats query compiler (server/stats/query/), for every
// schema with x-stats: its table, store column (or the table through which rows belong to a store), main time
// field, and per field whether it groups (x-groupable), measures (x-measurable, numeric) or filters (the entity's
// list filters: x-list, every x-lists entry, x-filter). Only identifiers written here ever reach the SQL text.
import { isColumn } from './fieldRules';
import { literal, propertyKey, TS_BANNER } from './emit';
import {
  RANGE_PARAMS,
  SchemaError,
  type EntitySchema,
  type LoadedSchema,
  type PropertySchema,
} from './schemaModel';

/** the entity keyword */
export interface StatsSpec {
  table: string;
  time: string;
  store?: string;
  storeVia?: { table: string; key: string; store: string };
  /** privilege area of the figures, when not the entity's x-privilege */
  privilege?: string;
  /** list filters that are no column of the table (computed by the list's search) */
  exclude?: string[];
  /** count rollups of the table (hand-written migrations keep them): fields held → their columns, and a day column
   * of a time field (server/stats/query/entityMeta.ts StatsRollupMeta) */
  rollups?: Array<{
    table: string;
    count: string;
    columns: Record<string, string>;
    day?: { field: string; column: string };
    keyed?: boolean;
  }>;
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/;
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;

function isTime(property: PropertySchema): boolean {
  return property.type === 'string' && property.format === 'date-time';
}

function fieldType(property: PropertySchema): string {
  return isTime(property) ? 'time' : property.type;
}

function checkSpec(file: string, schema: EntitySchema, value: unknown): StatsSpec {
  const fail = (problem: string) => new SchemaError(file, `x-stats ${problem}`);
  if (typeof value !== 'object' || value === null) throw fail('must be an object');
  const spec = value as Record<string, unknown>;
  if (typeof spec.table !== 'string' || !SQL_NAME.test(spec.table)) throw fail('table must be a SQL name');
  const time = schema.properties[String(spec.time)];
  if (!time || !isTime(time)) throw fail('time must name a date-time property');
  if (spec.store !== undefined && (typeof spec.store !== 'string' || !COLUMN.test(spec.store)))
    throw fail('store must be a column name');
  const via = spec.storeVia as Record<string, unknown> | undefined;
  if (
    via !== undefined &&
    (typeof via.table !== 'string' ||
      !SQL_NAME.test(via.table) ||
      typeof via.key !== 'string' ||
      !(via.key in schema.properties) ||
      typeof via.store !== 'string' ||
      !COLUMN.test(via.store))
  )
    throw fail('storeVia must be { table, key (a property), store (a column) }');
  if ((spec.store === undefined) === (via === undefined)) throw fail('needs one of store and storeVia');
  const rollups = spec.rollups;
  if (rollups !== undefined) {
    const valid = (r: unknown): boolean => {
      if (typeof r !== 'object' || r === null) return false;
      const { table, count, columns, day, keyed } = r as Record<string, unknown>;
      const dayValid =
        day === undefined ||
        (typeof day === 'object' &&
          day !== null &&
          typeof (day as Record<string, unknown>).field === 'string' &&
          schema.properties[(day as { field: string }).field]?.format === 'date-time' &&
          typeof (day as Record<string, unknown>).column === 'string' &&
          COLUMN.test((day as { column: string }).column));
      return (
        dayValid &&
        (keyed === undefined || typeof keyed === 'boolean') &&
        typeof table === 'string' &&
        SQL_NAME.test(table) &&
        typeof count === 'string' &&
        COLUMN.test(count) &&
        typeof columns === 'object' &&
        columns !== null &&
        Object.entries(columns).every(
          ([field, col]) => field in schema.properties && typeof col === 'string' && COLUMN.test(col),
        )
      );
    };
    if (!Array.isArray(rollups) || !rollups.every(valid))
      throw fail(
        'rollups must be [{ table, count (a column), columns: { <property>: <column> }, day?: { field (a date-time property), column }, keyed?: boolean }]',
      );
  }
  if (typeof (spec.privilege ?? schema['x-privilege']) !== 'string')
    throw fail('needs x-privilege or x-stats.privilege');
  return spec as unknown as StatsSpec;
}

function listFilters(schema: EntitySchema): Map<string, '~' | '=='> {
  const filters = new Map<string, '~' | '=='>();
  const lists = [schema['x-list'], ...Object.values(schema['x-lists'] ?? {})];
  for (const list of lists) {
    for (const f of list?.filters ?? []) {
      const spec = typeof f === 'string' ? { field: f } : f;
      if (typeof f !== 'string' && f.param) continue;
      if (RANGE_PARAMS.includes(spec.field) || filters.has(spec.field)) continue;
      const property = schema.properties[spec.field];
      if (property) filters.set(spec.field, spec.op ?? property['x-filter'] ?? '~');
    }
  }
  for (const [name, property] of Object.entries(schema.properties))
    if (property['x-filter'] && !filters.has(name)) filters.set(name, property['x-filter']);
  return filters;
}

export function statsMeta(file: string, schema: EntitySchema): Record<string, unknown> {
  const spec = checkSpec(file, schema, schema['x-stats']);
  const filters = listFilters(schema);
  const excluded = new Set(spec.exclude ?? []);
  const usable = (name: string, property: PropertySchema) =>
    isColumn(property) && !property['x-internal'] && !excluded.has(name);
  // field labels: the i18n prefix of the entity's table headings (x-list, else its first x-lists entry)
  const firstList = Object.values(schema['x-lists'] ?? {})[0];
  const labels =
    schema['x-list']?.labels ??
    (schema['x-resource'] ? `resources.${schema['x-resource']}.fields` : undefined) ??
    firstList?.labels ??
    `app.dashboards.fields.${schema.$id}`;
  const fields: Array<Record<string, unknown>> = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const groupable = property['x-groupable'] === true;
    const measurable = property['x-measurable'] === true;
    if ((groupable || measurable) && !usable(name, property))
      throw new SchemaError(
        `${file} ${name}`,
        'x-groupable / x-measurable need a column (no x-db false, x-internal)',
      );
    if (measurable && property.type !== 'integer' && property.type !== 'number')
      throw new SchemaError(`${file} ${name}`, 'x-measurable needs an integer or number');
    if (groupable && (property.type === 'object' || property.type === 'array'))
      throw new SchemaError(`${file} ${name}`, 'x-groupable needs a plain value (no object or array)');
    if (!usable(name, property)) continue;
    const filter = filters.get(name);
    if (!groupable && !measurable && !filter && !isTime(property)) continue;
    if (property.type === 'object' || property.type === 'array') continue;
    const label = property['x-label'] ?? `${labels}.${name}`;
    fields.push({
      name,
      type: fieldType(property),
      groupable,
      measurable,
      ...(filter ? { filter } : {}),
      label,
    });
  }
  return {
    entity: schema.$id,
    label: `app.dashboards.entities.${schema.$id}`,
    table: spec.table,
    privilege: spec.privilege ?? schema['x-privilege'],
    time: spec.time,
    timeFields: fields.filter((f) => f.type === 'time').map((f) => f.name),
    ...(spec.store ? { store: spec.store } : {}),
    ...(spec.storeVia ? { storeVia: spec.storeVia } : {}),
    fields,
    ...(spec.rollups ? { rollups: spec.rollups } : {}),
  };
}

export function statsFile(schemas: LoadedSchema[]): string {
  const parts: string[] = [
    TS_BANNER,
    "import type { StatsEntityMeta } from '../stats/query/entityMeta';",
    '',
    '/** Entity id (schema $id) → what the stats query compiler may read of it (x-stats). */',
    'export const statsEntities: Record<string, StatsEntityMeta> = {',
  ];
  for (const { file, schema } of schemas.filter(({ schema }) => schema['x-stats'] !== undefined))
    parts.push(`  ${propertyKey(schema.$id)}: ${literal(statsMeta(file, schema), 1)},`);
  parts.push('};', '');
  return parts.join('\n');
}
