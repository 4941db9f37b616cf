// The typed repository base of a table generated from its schema (issue 24): codegen writes one subclass per entity
// with x-table in server/generated/repositories.ts (scripts/codegen/repositoriesFile.ts). It carries the columns,
// the filter and sort allow-lists of the entity's list (x-list), paging (the table conventions) and insert/update
// checked by the schema's generated validator. Hand-tuned SQL stays in the entity's repository, built on top of it.
import type { z } from 'zod';
import { validRecord } from './validation.ts';
import type { Queryable } from './db.ts';
import { EntityRepository, type SearchOptions } from './repository.ts';
import { withListAllowLists, type SearchBody, type SearchResult } from './search.ts';
import { ident } from './sql.ts';
import type { TableMeta } from './tableMeta.ts';

/** the API validators of the schema (domain/generated/validators.ts `<entity>Validators.api`) */
export interface RowValidators {
  create: z.ZodType;
  update: z.ZodType;
}

export class TableRepository<Row extends object> {
  /** the table with its list's filters and sorts (x-list), as a hand-written search reads them */
  readonly listMeta: TableMeta;
  readonly rows: EntityRepository<Row>;

  constructor(
    readonly db: Queryable,
    readonly meta: TableMeta,
    readonly validators?: RowValidators,
  ) {
    this.listMeta = withListAllowLists(meta);
    this.rows = new EntityRepository<Row>(db, this.listMeta);
  }

  get table(): string {
    return ident(this.meta.table);
  }

  /** the column names, internal ones (never sent to the console) only when asked */
  columnNames(options: { internal?: boolean } = {}): string[] {
    return this.meta.columns.filter((c) => options.internal || !c.internal).map((c) => c.name);
  }

  /** the select list of the row's columns, qualified by `alias` when given (trusted SQL) */
  columns(options: { internal?: boolean; alias?: string } = {}): string {
    const prefix = options.alias ? `${ident(options.alias)}.` : '';
    return this.columnNames(options)
      .map((name) => `${prefix}${ident(name)}`)
      .join(', ');
  }

  /** the filters the list offers: column → '~' contains, '==' equals (x-list filters, x-filter) */
  get filters(): Record<string, '~' | '=='> {
    return Object.fromEntries(
      this.listMeta.columns.filter((c) => c.filter).map((c) => [c.name, c.filter as '~' | '==']),
    );
  }

  /** the columns the list sorts by (x-list sortable, x-sortable) */
  get sortable(): string[] {
    return this.listMeta.columns.filter((c) => c.sortable).map((c) => c.name);
  }

  /** one page under the table conventions (filters, sort, paging), within the scope */
  search(body: SearchBody, options: SearchOptions = {}): Promise<SearchResult<Row>> {
    return this.rows.search(body, options);
  }

  get(key: Record<string, unknown>): Promise<Row | undefined> {
    return this.rows.get(key);
  }

  /** the record checked by the schema's validator (a 400 with its message when refused) */
  checked(operation: 'create' | 'update', record: Record<string, unknown>): Record<string, unknown> {
    if (!this.validators) return record;
    const valid = validRecord(this.validators[operation], record) as Record<string, unknown>;
    // the validator answers the writable fields; server-set (internal, read-only) ones pass as given
    return { ...record, ...valid };
  }

  async insert(record: Record<string, unknown>): Promise<Row> {
    return this.rows.insert(this.checked('create', record));
  }

  async update(key: Record<string, unknown>, patch: Record<string, unknown>): Promise<Row | undefined> {
    // the update validator reads the key with the fields (a key is required); the key itself is not rewritten
    return this.rows.update(key, this.checked('update', { ...patch, ...key }));
  }

  delete(key: Record<string, unknown>): Promise<boolean> {
    return this.rows.delete(key);
  }
}
