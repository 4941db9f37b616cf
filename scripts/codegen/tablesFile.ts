// server/generated/tables.ts: table metadata of the generic repository, for every schema with x-table.
import { entityKeys, isColumn, sqlTypeOf } from './fieldRules';
import { literal, propertyKey, TS_BANNER } from './emit';
import type { EntitySchema, LoadedSchema } from './schemaModel';

export interface ColumnValue {
  name: string;
  sqlType: string;
  filter?: '~' | '==';
  sortable?: boolean;
  internal?: boolean;
  json?: boolean;
  default?: unknown;
}

export interface TableValue {
  entity: string;
  table: string;
  key: string[];
  privilege?: string;
  storeField?: string;
  columns: ColumnValue[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

export function tableMeta(schema: EntitySchema): TableValue {
  const keys = entityKeys(schema);
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
        default: property.default,
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
    columns,
    defaultSort: schema['x-list']?.sort ?? { field: keys[0], order: 'ASC' },
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
