// server/generated/schema.sql: idempotent DDL (tables, added columns, indexes), valid on PGlite and PostgreSQL.
import { auditDdl } from './auditDdl';
import { SQL_BANNER } from './emit';
import type { LoadedSchema } from './schemaModel';
import { ident, sqlString } from './sqlText';
import { tableMeta, type ColumnValue, type TableValue } from './tablesFile';

export { ident, sqlString };

/** A JSON default as an SQL literal of the column's type; undefined when the column has none. */
export function sqlDefault(column: ColumnValue): string | undefined {
  const value = column.default;
  if (column.sqlDefault !== undefined) {
    if (value !== undefined) throw new Error(`codegen: ${column.name}: both default and x-db.default`);
    return column.sqlDefault;
  }
  if (value === undefined) {
    const stamped =
      column.sqlType === 'timestamptz' && (column.name === 'createdAt' || column.name === 'updatedAt');
    return stamped ? 'now()' : undefined;
  }
  if (value === null) return 'NULL';
  if (column.sqlType === 'jsonb') return `${sqlString(JSON.stringify(value))}::jsonb`;
  // an SQL array column (x-db.type text[]) takes a JSON array of strings: the array literal '{"a","b"}'
  if (column.sqlType.endsWith('[]') && Array.isArray(value))
    return sqlString(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
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

/** An index on one column that leads another index of the table is that index's work done twice. */
function servedByLonger(columns: string[] | undefined, all: Array<string[] | undefined>): boolean {
  return (
    columns?.length === 1 &&
    all.some((other) => other !== undefined && other.length > 1 && other[0] === columns[0])
  );
}

function indexes(table: TableValue): string[] {
  const out = new Map<string, { sql: string; columns?: string[] }>();
  const on = (name: string, expression: string, columns?: string[]): void => {
    if (columns && servedByKey(table, columns)) return;
    if (!out.has(name))
      out.set(name, {
        sql: `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(table.table)} (${expression});`,
        columns,
      });
  };
  for (const column of table.columns) {
    if (!column.filter && !column.sortable) continue;
    // x-index false: a composite index of a migration serves the column (an index fewer for every write)
    if (column.indexed === false) continue;
    // (a "~" filter is a contains search, ILIKE '%text%' (server/db/search.ts), which no btree serves: a table
    // that needs it fast has a trigram index of a migration, e.g. products 181, stores 970)
    on(`${table.table}_${column.name}_idx`, ident(column.name), [column.name]);
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
  const all = [...out.values()].map((index) => index.columns);
  return [...out.values()].filter((index) => !servedByLonger(index.columns, all)).map((index) => index.sql);
}

/**
 * CREATE TABLE IF NOT EXISTS, then ADD COLUMN IF NOT EXISTS for each non-key column (a table made before the column
 * was added gets it), then the indexes. A table that states NOT NULL columns (x-db.notNull) or x-key-include is
 * created whole, in property order, as its hand-written migration made it on existing databases; an added NOT NULL
 * column carries NOT NULL only with a default (the rows already there need a value).
 */
export function tableDdl(table: TableValue): string {
  const whole = table.keyInclude !== undefined || table.columns.some((c) => c.notNull);
  const created = whole ? table.columns : table.columns.filter((c) => table.key.includes(c.name));
  const notNull = (column: ColumnValue): boolean =>
    column.notNull === true || table.key.includes(column.name);
  const lines: string[] = [`-- ${table.entity}`];
  lines.push(`CREATE TABLE IF NOT EXISTS ${ident(table.table)} (`);
  const ordered = whole
    ? created
    : table.key.map((name) => created.find((c) => c.name === name) as ColumnValue);
  for (const column of ordered)
    lines.push(`  ${columnDefinition(column)}${notNull(column) ? ' NOT NULL' : ''},`);
  const include = table.keyInclude ? ` INCLUDE (${table.keyInclude.map(ident).join(', ')})` : '';
  lines.push(`  PRIMARY KEY (${table.key.map(ident).join(', ')})${include}`);
  lines.push(');');
  for (const column of table.columns) {
    if (table.key.includes(column.name)) continue;
    const guarded = column.notNull && sqlDefault(column) !== undefined ? ' NOT NULL' : '';
    lines.push(
      `ALTER TABLE ${ident(table.table)} ADD COLUMN IF NOT EXISTS ${columnDefinition(column)}${guarded};`,
    );
  }
  lines.push(...indexes(table));
  return lines.join('\n');
}

export function sqlFile(schemas: LoadedSchema[]): string {
  const tables = schemas
    .filter(({ schema }) => schema['x-table'] !== undefined)
    .map(({ schema }) => tableMeta(schema));
  const audit = auditDdl(schemas);
  return [SQL_BANNER, ...tables.map(tableDdl), ...(audit ? [audit] : [])].join('\n\n') + '\n';
}
