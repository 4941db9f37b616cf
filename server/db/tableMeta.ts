// The shape of server/generated/tables.ts: what the generic repository needs to know about a table.
// Written by hand; codegen fills it from schemas/ (see schemas/README.md).

export type SqlType =
  | 'text'
  | 'integer'
  | 'bigint'
  | 'bigserial'
  | 'double precision'
  | 'boolean'
  | 'jsonb'
  | 'timestamptz'
  | 'text[]';

export interface ColumnMeta {
  name: string;
  sqlType: SqlType;
  /** '~' contains (ILIKE), '==' equals; absent = not filterable */
  filter?: '~' | '==';
  sortable?: boolean;
  /** never sent to the console (password hashes, counters) */
  internal?: boolean;
  /** JSON value stored as jsonb */
  json?: boolean;
  /** NOT NULL in the table (x-db.notNull) */
  notNull?: boolean;
  default?: unknown;
  /** an SQL default JSON cannot state (x-db.default: now()) */
  sqlDefault?: string;
  /** false: no index of its own, a migration's composite index serves it (x-db.index) */
  indexed?: false;
}

export interface TableMeta {
  entity: string;
  table: string;
  key: string[];
  privilege?: string;
  /** column holding the store code, for store scoping */
  storeField?: string;
  /** columns the primary key's index carries (x-key-include) */
  keyInclude?: string[];
  columns: ColumnMeta[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** the filters and sorts the entity's table (x-list) offers, for a search written by hand in its repository */
  list?: {
    /** '~' contains, '==' equals, 'range' a range parameter (startDate / endDate) */
    filters: Array<{ field: string; op: '~' | '==' | 'range' }>;
    sortable: string[];
  };
}
