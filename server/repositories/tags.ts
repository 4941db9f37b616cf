// Tags (doc 1 §3 Tag): the store-scoped tag search of the tag detail page (filters, sort and paging in SQL, on
// the indexes of migration 140), the product-code lookup of the availability page and of the product screens,
// and the resolution of the tag lists that the tag actions name (tag IDs or MACs).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import {
  orderBy,
  parsePaging,
  whereClauses,
  whereSql,
  type SearchBody,
  type SearchResult,
  type SearchScope,
} from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { TagRow } from '../../domain/generated/rows.ts';

/** a tag as the tags table holds it (generated from schemas/tag.schema.json) */
export type { TagRow } from '../../domain/generated/rows.ts';

/** Filters that take one value, a comma list or an array (equality on any of them). */
const LIST_FILTERS = ['status', 'tagType', 'gwMac', 'battStatus'] as const;

export function listOf(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out = [
    ...new Set(items.filter((v): v is string => typeof v === 'string').map((v) => v.trim())),
  ].filter((v) => v !== '');
  return out.length ? out : undefined;
}

/**
 * The body of a tag search with its list filters normalised: `filter_status: 'NG'` (alone or in a list) stands for
 * the site's NG group (`ngStatuses`, domain/siteRules.ts: croma adds REQ_ONLY, REQ_ONLY2 and MISSING).
 */
export function normaliseTagSearch(body: SearchBody, ngStatuses: string[]): SearchBody {
  const out: SearchBody = { ...body };
  for (const field of LIST_FILTERS) {
    const key = `filter_${field}`;
    let values = listOf(body[key]);
    if (values && field === 'status' && values.includes('NG'))
      values = [...new Set(values.flatMap((v) => (v === 'NG' ? ngStatuses : [v])))];
    out[key] = values;
    delete out[`condition_${field}`];
  }
  return out;
}

/** The highest placeholder number used by some SQL parts. */
function countPlaceholders(parts: string[]): number {
  let max = 0;
  for (const part of parts) for (const m of part.matchAll(/\$(\d+)/g)) max = Math.max(max, Number(m[1]));
  return max;
}

export interface ResolvedTags {
  /** tags of the named store that the list names */
  inStore: TagRow[];
  /** stores other than the named one that hold tags of the list */
  otherStores: string[];
}

export class TagsRepository extends EntityRepository<TagRow> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): TagsRepository {
    return new TagsRepository(tx, this.meta);
  }

  /** One store's tags with the table conventions (docs/api.md "Tables") and the list filters above. */
  searchStore(storeCode: string, body: SearchBody, ngStatuses: string[]): Promise<SearchResult<TagRow>> {
    return this.searchConcurrently(normaliseTagSearch(body, ngStatuses), { fixed: { storeCode } });
  }

  /**
   * The generic search with its three statements (total, filtered, page) sent at once: on PostgreSQL they run
   * on three pooled connections (the tag pages' latency at 10 million tags), on PGlite one after another.
   */
  private async searchConcurrently(body: SearchBody, scope: SearchScope): Promise<SearchResult<TagRow>> {
    const params = new Params();
    const { scope: fixed, filters } = whereClauses(this.meta, body, scope, params);
    const { offset, limit } = parsePaging(body, 25);
    const where = whereSql([...fixed, ...filters]);
    const values = params.values.slice();
    let page = `SELECT ${this.selectList()} FROM tags ${where} ORDER BY ${orderBy(this.meta, body, this.listColumns)}`;
    if (limit !== undefined) page += ` LIMIT ${params.add(limit)}`;
    if (offset) page += ` OFFSET ${params.add(offset)}`;
    const count = (sql: string, v: unknown[]) =>
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags ${sql}`, v).then((r) => r[0].n);
    // whereClauses numbers the scope's parameters first: the total count uses that prefix
    const [total, filtered, data] = await Promise.all([
      count(whereSql(fixed), values.slice(0, countPlaceholders(fixed))),
      filters.length ? count(where, values) : undefined,
      this.db.query<TagRow>(page, params.values),
    ]);
    return { recordsTotal: total, recordsFiltered: filtered ?? total, data };
  }

  /**
   * Tags of some stores (undefined = all) by product code (equality) and/or tag IDs or MACs: the availability
   * lookup and the product screens' tag list.
   */
  searchList(
    stores: string[] | undefined,
    lookup: { prCode?: string | string[]; tagIdList?: string[]; tagMacList?: string[] },
    body: SearchBody,
    ngStatuses: string[],
  ): Promise<SearchResult<TagRow>> {
    const normalised = normaliseTagSearch(body, ngStatuses);
    if (lookup.prCode !== undefined) {
      normalised.filter_prCode = lookup.prCode;
      normalised.condition_prCode = '==';
    }
    if (lookup.tagIdList) normalised.filter_tagId = lookup.tagIdList;
    if (lookup.tagMacList) normalised.filter_tagMac = lookup.tagMacList;
    for (const field of ['tagId', 'tagMac'] as const)
      if (Array.isArray(normalised[`filter_${field}`])) normalised[`condition_${field}`] = '==';
    return this.search(normalised, { stores, defaultLength: 25 });
  }

  /** The tags a list of tag IDs or MACs names, split into those of `storeCode` and the other stores named. */
  async resolve(storeCode: string, tagList: string[]): Promise<ResolvedTags> {
    const rows = await this.db.query<TagRow>(
      `SELECT ${this.selectList()} FROM tags WHERE "tagId" = ANY($1) OR "tagMac" = ANY($1) ORDER BY "tagId"`,
      [tagList],
    );
    return {
      inStore: rows.filter((r) => r.storeCode === storeCode),
      otherStores: [
        ...new Set(rows.map((r) => r.storeCode).filter((c): c is string => c !== null && c !== storeCode)),
      ],
    };
  }

  /** Every assigned tag of a store (reassign all). */
  assignedInStore(storeCode: string): Promise<TagRow[]> {
    return this.db.query<TagRow>(
      `SELECT ${this.selectList()} FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL AND "prCode" <> ''
       ORDER BY "tagId"`,
      [storeCode],
    );
  }

  /** The tag types present in some stores (undefined = all), from the maintained type statistics. */
  /** A store's tag by its id or its MAC: both identifiers (a tag's history pages are reached by either). */
  async identify(
    storeCode: string,
    by: 'tagId' | 'tagMac',
    value: string,
  ): Promise<{ tagId: string; tagMac: string } | undefined> {
    const [tag] = await this.db.query<{ tagId: string; tagMac: string }>(
      `SELECT "tagId", "tagMac" FROM tags WHERE "storeCode" = $1 AND ${by === 'tagId' ? '"tagId"' : '"tagMac"'} = $2
       LIMIT 1`,
      [storeCode, value],
    );
    return tag;
  }

  async typesInUse(stores: string[] | undefined): Promise<string[]> {
    const rows = await this.db.query<{ tagType: string }>(
      `SELECT DISTINCT "tagType" FROM store_tag_type_stats
       WHERE ($1::text[] IS NULL OR "storeCode" = ANY($1)) AND "tagType" <> '' AND total > 0 ORDER BY 1`,
      [stores ?? null],
    );
    return rows.map((r) => r.tagType);
  }

  /** The store's tags among the ids, locked for an update task (FOR UPDATE), by tag ID. */
  lockForTask(storeCode: string, tagIds: string[]): Promise<TaskTag[]> {
    return this.db.query<TaskTag>(
      `SELECT "tagId", "tagMac", "gwMac", "tagType", status, "prCode", ("updatedAt" >= current_date) IS TRUE AS "wasToday"
       FROM tags WHERE "storeCode" = $1 AND "tagId" = ANY($2::text[]) ORDER BY "tagId" FOR UPDATE`,
      [storeCode, tagIds],
    );
  }

  /** Sets the tags WIP for a new task; with `assign`, each gets the product code of `prCodes` at its index. */
  async startTask(tagIds: string[], prCodes: (string | null)[], at: string, assign: boolean): Promise<void> {
    await this.db.query(
      `UPDATE tags t SET status = 'WIP', "updatedAt" = $3,
         "prCode" = CASE WHEN $4 THEN u.pr ELSE t."prCode" END
       FROM unnest($1::text[], $2::text[]) AS u(id, pr) WHERE t."tagId" = u.id`,
      [tagIds, prCodes, at, assign],
    );
  }

  /** Sets the tags WIP (a task sent again). */
  async markWip(tagIds: string[], at: string): Promise<void> {
    await this.db.query(`UPDATE tags SET status = 'WIP', "updatedAt" = $2 WHERE "tagId" = ANY($1::text[])`, [
      tagIds,
      at,
    ]);
  }

  /** The type of the store's tags showing the product that most of them have, if any. */
  async commonTypeShowing(storeCode: string, prCode: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ tagType: string }>(
      `SELECT "tagType" FROM tags WHERE "storeCode" = $1 AND "prCode" = $2
       GROUP BY "tagType" ORDER BY count(*) DESC, "tagType" LIMIT 1`,
      [storeCode, prCode],
    );
    return row?.tagType;
  }

  /** A tag of the store by tag ID, else by MAC, with what a label reads of it (its page: migration 170). */
  async labelTag(storeCode: string, id: string): Promise<LabelTag | undefined> {
    const [tag] = await this.db.query<LabelTag>(
      `SELECT "tagId", "tagMac", "tagType", "storeCode", "prCode", "pageNo" FROM tags
       WHERE "storeCode" = $1 AND ("tagId" = $2 OR "tagMac" = $2) ORDER BY ("tagId" = $2) DESC LIMIT 1`,
      [storeCode, id],
    );
    return tag;
  }
}

/** a tag an update task locks, with what its row and statistics delta need */
export type TaskTag = Pick<TagRow, 'tagId' | 'tagMac' | 'gwMac' | 'tagType' | 'status' | 'prCode'> & {
  wasToday: boolean;
};

/** the tag's columns a label reads, with its page (migration 170, not in the schema) */
export type LabelTag = Pick<TagRow, 'tagId' | 'tagMac' | 'tagType' | 'storeCode' | 'prCode'> & {
  pageNo: number | null;
};
