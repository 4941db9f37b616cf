// server/generated/tables.ts: table metadata of the generic repository, for every schema with x-table.
import { isColumn, tableKeys, isIndexed, isNotNull, sqlDefaultOf, sqlTypeOf } from './fieldRules';
import { literal, propertyKey, TS_BANNER } from './emit';
import { RANGE_PARAMS, type EntitySchema, type LoadedSchema } from './schemaModel';

export interface ColumnValue {
  name: string;
  sqlType: string;
  filter?: '~' | '==';
  sortable?: boolean;
  internal?: boolean;
  json?: boolean;
  /** NOT NULL (x-db.notNull) */
  notNull?: boolean;
  /** false: no index of its own (x-db.index false) */
  indexed?: false;
  default?: unknown;
  /** an SQL default JSON cannot state (x-db.default: now()) */
  sqlDefault?: string;
}

/** the filters and sorts the entity's table (x-list) offers, as a hand-tuned search reads them */
export interface ListAllowValue {
  /** '~' contains, '==' equals, 'range' a range parameter (startDate / endDate) */
  filters: Array<{ field: string; op: '~' | '==' | 'range' }>;
  sortable: string[];
}

export interface TableValue {
  entity: string;
  table: string;
  key: string[];
  privilege?: string;
  storeField?: string;
  /** columns the primary key's index carries (x-key-include) */
  keyInclude?: string[];
  columns: ColumnValue[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  list?: ListAllowValue;
}

/**
 * The filters and sorts of the entity's table as the console offers them (resourcesFile.ts: x-list.filters, each
 * with its x-list op or the property's x-filter; x-list.sortOnly, else the x-sortable columns and x-list.sortable),
 * limited to columns and range parameters: param filters and computed fields are the search's own.
 */
function listAllowLists(schema: EntitySchema): ListAllowValue | undefined {
  const list = schema['x-list'];
  if (list === undefined) return undefined;
  const column = (name: string) => {
    const property = schema.properties[name];
    return property !== undefined && isColumn(property) && !property['x-internal'];
  };
  const filters: ListAllowValue['filters'] = [];
  for (const f of list.filters ?? []) {
    const spec = typeof f === 'string' ? { field: f } : f;
    if (typeof f !== 'string' && f.param) continue;
    if (RANGE_PARAMS.includes(spec.field)) filters.push({ field: spec.field, op: 'range' });
    else if (column(spec.field))
      filters.push({ field: spec.field, op: spec.op ?? schema.properties[spec.field]['x-filter'] ?? '~' });
  }
  const sortable = list.sortOnly ?? [
    ...Object.keys(schema.properties).filter((name) => schema.properties[name]['x-sortable']),
    ...(list.sortable ?? []).filter((name) => !schema.properties[name]?.['x-sortable']),
  ];
  return { filters, sortable: sortable.filter(column) };
}

export function tableMeta(schema: EntitySchema): TableValue {
  const keys = tableKeys(schema);
  const columns: ColumnValue[] = Object.entries(schema.properties)
    .filter(([, property]) => isColumn(property))
    .map(([name, property]) => {
      const sqlType = sqlTypeOf(property);
      return {
        name,
        sqlType,
        filter: property['x-filter'],
        sortable: property['x-sortable'] ? true : undefined,
        internal: property['x-internal'] ? true : undefined,
        json: sqlType === 'jsonb' ? true : undefined,
        notNull: isNotNull(property) ? true : undefined,
        indexed: isIndexed(property) ? undefined : false,
        default: property.default,
        sqlDefault: sqlDefaultOf(property),
      };
    });
  for (const key of keys) {
    if (!columns.some((c) => c.name === key))
      throw new Error(`codegen: ${schema.$id}: key ${key} is not a column (x-db: false)`);
  }
  return {
    entity: schema.$id,
    table: schema['x-table'] as string,
    key: keys,
    privilege: schema['x-privilege'],
    storeField: schema['x-store-field'],
    keyInclude: schema['x-key-include'],
    columns,
    defaultSort: schema['x-list']?.sort ?? { field: keys[0], order: 'ASC' },
    list: listAllowLists(schema),
  };
}

export function tablesFile(schemas: LoadedSchema[]): string {
  const parts: string[] = [TS_BANNER, "import type { TableMeta } from '../db/tableMeta';", ''];
  parts.push('/** Entity id (schema $id) → table metadata. */');
  parts.push('export const tables: Record<string, TableMeta> = {');
  for (const { schema } of schemas.filter(({ schema }) => schema['x-table'] !== undefined)) {
    parts.push(`  ${propertyKey(schema.$id)}: ${literal(tableMeta(schema), 1)},`);
  }
  parts.push('};', '');
  return parts.join('\n');
}
