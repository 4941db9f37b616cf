// Small helpers to build parameterised SQL: identifiers come from table metadata, values always go through $n.
import type { ColumnMeta } from './tableMeta.ts';

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects parameter values and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The placeholder of a value written into a column (jsonb values are sent as JSON text). */
export function columnValue(params: Params, column: ColumnMeta, value: unknown): string {
  if (column.sqlType === 'jsonb')
    return `${params.add(value === undefined ? null : JSON.stringify(value))}::jsonb`;
  if (column.sqlType === 'timestamptz' && value instanceof Date) return params.add(value.toISOString());
  return params.add(value);
}

/** Largest number of bind parameters PostgreSQL accepts in one statement. */
export const MAX_PARAMS = 65_000;
