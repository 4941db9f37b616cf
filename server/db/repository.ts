// The generic entity repository: search/get/insert/update/delete for any table described by TableMeta.
// Handlers never build SQL; bespoke queries live in server/repositories/<table>.ts.
import { resourceByEntity } from '../../domain/generated/resources.ts';
import type { Queryable, DbRow } from './db.ts';
import type { ColumnMeta, TableMeta } from './tableMeta.ts';
import { columnValue, ident, MAX_PARAMS, Params } from './sql.ts';
import {
  orderBy,
  parsePaging,
  whereClauses,
  whereSql,
  type SearchBody,
  type SearchResult,
  type SearchScope,
} from './search.ts';

export interface ReadOptions {
  /** also answer internal columns (password hashes, counters): server use only */
  internal?: boolean;
}

export interface SearchOptions extends SearchScope, ReadOptions {
  /** page length when the body gives none */
  defaultLength?: number;
}

/** from this many skipped rows on, a page reads its keys first (the deferred join of search()) */
export const DEFERRED_JOIN_OFFSET = 500;

export class EntityRepository<T extends object = DbRow> {
  constructor(
    readonly db: Queryable,
    readonly meta: TableMeta,
    /** the list columns, to resolve `order[].column` given as an index */
    readonly listColumns: string[] = resourceByEntity[meta.entity]?.list.columns ??
      meta.columns.filter((c) => !c.internal).map((c) => c.name),
  ) {}

  /** The same repository inside a transaction. */
  with(tx: Queryable): EntityRepository<T> {
    return new EntityRepository<T>(tx, this.meta, this.listColumns);
  }

  column(name: string): ColumnMeta | undefined {
    return this.meta.columns.find((c) => c.name === name);
  }

  selectList(options: ReadOptions = {}): string {
    return this.meta.columns
      .filter((c) => options.internal || !c.internal)
      .map((c) => ident(c.name))
      .join(', ');
  }

  private keyWhere(key: Record<string, unknown>, params: Params): string {
    return this.meta.key
      .map((name) => {
        if (key[name] === undefined) throw new Error(`missing key ${name} of ${this.meta.table}`);
        return `${ident(name)} = ${params.add(key[name])}`;
      })
      .join(' AND ');
  }

  async search(body: SearchBody, options: SearchOptions = {}): Promise<SearchResult<T>> {
    const params = new Params();
    const { scope, filters } = whereClauses(this.meta, body, options, params);
    const table = ident(this.meta.table);
    const paging = parsePaging(body, options.defaultLength ?? 25);
    const where = whereSql([...scope, ...filters]);
    const order = orderBy(this.meta, body, this.listColumns);
    const totalSql = `SELECT count(*)::int AS n FROM ${table} ${whereSql(scope)}`;
    const filteredSql = `SELECT count(*)::int AS n FROM ${table} ${where}`;
    const dataParams = new Params();
    dataParams.values.push(...params.values);
    let window = '';
    if (paging.limit !== undefined) window += ` LIMIT ${dataParams.add(paging.limit)}`;
    if (paging.offset) window += ` OFFSET ${dataParams.add(paging.offset)}`;
    const columns = this.selectList(options);
    // a deep page finds its keys first (an index-only walk past the skipped rows), then reads whole rows for
    // those keys only, instead of reading and dropping every skipped row
    const keys = this.meta.key.map(ident).join(', ');
    const dataSql =
      (paging.offset ?? 0) >= DEFERRED_JOIN_OFFSET
        ? `SELECT ${columns} FROM ${table} JOIN (SELECT ${keys} FROM ${table} ${where} ORDER BY ${order}${window}) AS page USING (${keys}) ORDER BY ${order}`
        : `SELECT ${columns} FROM ${table} ${where} ORDER BY ${order}${window}`;
    // the counts use a prefix of the parameters: the scope's come first
    const scopeParamCount = countParams(scope);
    const [[total], filtered, data] = await Promise.all([
      this.db.query<{ n: number }>(totalSql, params.values.slice(0, scopeParamCount)),
      filters.length
        ? this.db.query<{ n: number }>(filteredSql, params.values).then(([row]) => row)
        : undefined,
      this.db.query<T>(dataSql, dataParams.values),
    ]);
    return { recordsTotal: total.n, recordsFiltered: (filtered ?? total).n, data };
  }

  async get(key: Record<string, unknown>, options: ReadOptions = {}): Promise<T | undefined> {
    const params = new Params();
    const rows = await this.db.query<T>(
      `SELECT ${this.selectList(options)} FROM ${ident(this.meta.table)} WHERE ${this.keyWhere(key, params)}`,
      params.values,
    );
    return rows[0];
  }

  async all(options: ReadOptions & { fixed?: Record<string, unknown> } = {}): Promise<T[]> {
    const result = await this.search({ length: -1 }, { ...options });
    return result.data;
  }

  /** Known columns of a record, in table order; unknown properties are dropped. */
  private writable(record: Record<string, unknown>): ColumnMeta[] {
    return this.meta.columns.filter((c) => record[c.name] !== undefined);
  }

  async insert(record: Record<string, unknown>, options: ReadOptions = {}): Promise<T> {
    const params = new Params();
    const columns = this.writable(record);
    const values = columns.map((c) => columnValue(params, c, record[c.name]));
    const rows = await this.db.query<T>(
      `INSERT INTO ${ident(this.meta.table)} (${columns.map((c) => ident(c.name)).join(', ')}) VALUES (${values.join(', ')}) RETURNING ${this.selectList(options)}`,
      params.values,
    );
    return rows[0];
  }

  /** Batch insert; rows already present (same key) are left alone. Answers the number inserted. */
  async insertMany(records: Record<string, unknown>[]): Promise<number> {
    if (records.length === 0) return 0;
    const columns = this.meta.columns.filter((c) => records.some((r) => r[c.name] !== undefined));
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    const conflict = this.meta.key.map(ident).join(', ');
    let inserted = 0;
    for (let i = 0; i < records.length; i += perStatement) {
      const params = new Params();
      const tuples = records
        .slice(i, i + perStatement)
        .map(
          (r) =>
            `(${columns.map((c) => (r[c.name] === undefined ? 'DEFAULT' : columnValue(params, c, r[c.name]))).join(', ')})`,
        );
      const rows = await this.db.query(
        `INSERT INTO ${ident(this.meta.table)} (${columns.map((c) => ident(c.name)).join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (${conflict}) DO NOTHING RETURNING 1`,
        params.values,
      );
      inserted += rows.length;
    }
    return inserted;
  }

  async update(
    key: Record<string, unknown>,
    patch: Record<string, unknown>,
    options: ReadOptions = {},
  ): Promise<T | undefined> {
    const params = new Params();
    const columns = this.writable(patch).filter((c) => !this.meta.key.includes(c.name));
    if (columns.length === 0) return this.get(key, options);
    const sets = columns.map((c) => `${ident(c.name)} = ${columnValue(params, c, patch[c.name])}`);
    const rows = await this.db.query<T>(
      `UPDATE ${ident(this.meta.table)} SET ${sets.join(', ')} WHERE ${this.keyWhere(key, params)} RETURNING ${this.selectList(options)}`,
      params.values,
    );
    return rows[0];
  }

  async delete(key: Record<string, unknown>): Promise<boolean> {
    const params = new Params();
    const rows = await this.db.query(
      `DELETE FROM ${ident(this.meta.table)} WHERE ${this.keyWhere(key, params)} RETURNING 1`,
      params.values,
    );
    return rows.length > 0;
  }
}

function countParams(parts: string[]): number {
  let max = 0;
  for (const part of parts) for (const m of part.matchAll(/\$(\d+)/g)) max = Math.max(max, Number(m[1]));
  return max;
}
