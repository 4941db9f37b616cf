// server/generated/schema.sql: idempotent DDL (tables, added columns, indexes), valid on PGlite and PostgreSQL.
import { SQL_BANNER } from './emit';
import type { LoadedSchema } from './schemaModel';
import { tableMeta, type ColumnValue, type TableValue } from './tablesFile';

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A JSON default as an SQL literal of the column's type; undefined when the column has none. */
export function sqlDefault(column: ColumnValue): string | undefined {
  const value = column.default;
  if (value === undefined) {
    const stamped =
      column.sqlType === 'timestamptz' && (column.name === 'createdAt' || column.name === 'updatedAt');
    return stamped ? 'now()' : undefined;
  }
  if (value === null) return 'NULL';
  if (column.sqlType === 'jsonb') return `${sqlString(JSON.stringify(value))}::jsonb`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new Error(`codegen: ${column.name}: default ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === 'string') return sqlString(value);
  throw new Error(`codegen: ${column.name}: a ${typeof value} default needs a jsonb column`);
}

function columnDefinition(column: ColumnValue): string {
  const fallback = sqlDefault(column);
  return `${ident(column.name)} ${column.sqlType}${fallback === undefined ? '' : ` DEFAULT ${fallback}`}`;
}

/** The primary key's index already serves any leading run of its columns. */
function servedByKey(table: TableValue, columns: string[]): boolean {
  return columns.length <= table.key.length && columns.every((name, i) => table.key[i] === name);
}

function indexes(table: TableValue): string[] {
  const out = new Map<string, string>();
  const on = (name: string, expression: string, columns?: string[]): void => {
    if (columns && servedByKey(table, columns)) return;
    if (!out.has(name))
      out.set(name, `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(table.table)} (${expression});`);
  };
  for (const column of table.columns) {
    if (!column.filter && !column.sortable) continue;
    on(`${table.table}_${column.name}_idx`, ident(column.name), [column.name]);
    // "~" filters match lower(column) LIKE '...%' and friends; text_pattern_ops serves the prefix case
    if (column.filter === '~' && column.sqlType === 'text') {
      on(`${table.table}_${column.name}_lower_idx`, `lower(${ident(column.name)}) text_pattern_ops`);
    }
  }
  if (table.storeField) {
    on(`${table.table}_${table.storeField}_idx`, ident(table.storeField), [table.storeField]);
    // store-scoped lists read one store in its default order
    if (table.defaultSort.field !== table.storeField) {
      on(
        `${table.table}_${table.storeField}_${table.defaultSort.field}_idx`,
        `${ident(table.storeField)}, ${ident(table.defaultSort.field)}`,
        [table.storeField, table.defaultSort.field],
      );
    }
  }
  return [...out.values()];
}

export function tableDdl(table: TableValue): string {
  const keyColumns = table.key.map((name) => table.columns.find((c) => c.name === name) as ColumnValue);
  const lines: string[] = [`-- ${table.entity}`];
  lines.push(`CREATE TABLE IF NOT EXISTS ${ident(table.table)} (`);
  for (const column of keyColumns) lines.push(`  ${columnDefinition(column)} NOT NULL,`);
  lines.push(`  PRIMARY KEY (${table.key.map(ident).join(', ')})`);
  lines.push(');');
  for (const column of table.columns) {
    if (table.key.includes(column.name)) continue;
    lines.push(`ALTER TABLE ${ident(table.table)} ADD COLUMN IF NOT EXISTS ${columnDefinition(column)};`);
  }
  lines.push(...indexes(table));
  return lines.join('\n');
}

export function sqlFile(schemas: LoadedSchema[]): string {
  const tables = schemas
    .filter(({ schema }) => schema['x-table'] !== undefined)
    .map(({ schema }) => tableMeta(schema));
  return [SQL_BANNER, ...tables.map(tableDdl)].join('\n\n') + '\n';
}
