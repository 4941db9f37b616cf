// The tag list downloads (types 3 and 5, server/downloads/tagCsv.ts): a store's tags in batches in tag ID order,
// their count, and the stores a requester's download reads. The optional filter: `kind` is one of the exception
// lists (error, noproduct, lowbattery, duplicate); `status`, `tagType`, `gwMac`, `battStatus` narrow further.
import type { TagRow } from '../../domain/generated/rows.ts';
import { ERROR_STATUSES } from './tagGroups.ts';
import type { Queryable } from '../db/db.ts';

interface SqlFilter {
  /** conditions on alias t, with parameters numbered from `first` */
  where: string;
  params: unknown[];
}

const list = (value: unknown): string[] | undefined =>
  typeof value === 'string' && value.trim()
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string' && v !== '')
      : undefined;

function tagFilterSql(filter: Record<string, unknown> | undefined, first: number): SqlFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  const kind = filter?.kind;
  if (kind === 'error') where.push(`t.status = ANY(${param(ERROR_STATUSES)})`);
  if (kind === 'noproduct') where.push(`(t."prCode" IS NULL OR t."prCode" = '')`);
  if (kind === 'lowbattery') where.push(`t."battStatus" = 'LOW'`);
  if (kind === 'duplicate')
    where.push(
      `t."prCode" IS NOT NULL AND t."prCode" <> '' AND EXISTS (SELECT 1 FROM tags d
         WHERE d."storeCode" = t."storeCode" AND d."prCode" = t."prCode" AND d."tagId" <> t."tagId")`,
    );
  for (const field of ['status', 'tagType', 'gwMac', 'battStatus'] as const) {
    const values = list(filter?.[field]);
    if (values?.length) where.push(`t."${field}" = ANY(${param(values)})`);
  }
  return { where: where.length ? where.join(' AND ') : 'TRUE', params };
}

/** How many of the store's tags the filter keeps. */
export async function countStoreTags(
  db: Queryable,
  storeCode: string,
  filter: Record<string, unknown> | undefined,
): Promise<number> {
  const conditions = tagFilterSql(filter, 2);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tags t WHERE t."storeCode" = $1 AND ${conditions.where}`,
    [storeCode, ...conditions.params],
  );
  return total.n;
}

/** The next `limit` tags of the store the filter keeps whose ID follows `after`, in ID order, with `columns`. */
export function storeTagBatch<C extends keyof TagRow>(
  db: Queryable,
  query: {
    storeCode: string;
    filter: Record<string, unknown> | undefined;
    columns: readonly C[];
    after: string;
    limit: number;
  },
): Promise<Pick<TagRow, C>[]> {
  const conditions = tagFilterSql(query.filter, 4);
  return db.query<Pick<TagRow, C>>(
    `SELECT ${query.columns.map((c) => `t."${c}"`).join(', ')} FROM tags t
     WHERE t."storeCode" = $1 AND t."tagId" > $2 AND ${conditions.where}
     ORDER BY t."tagId" LIMIT $3`,
    [query.storeCode, query.after, query.limit, ...conditions.params],
  );
}

/** The codes of the stores (null = every store), in code order. */
export async function storeCodesOf(db: Queryable, stores: string[] | null): Promise<string[]> {
  const rows = await db.query<{ storeCode: string }>(
    `SELECT "storeCode" FROM stores WHERE $1::text[] IS NULL OR "storeCode" = ANY($1) ORDER BY "storeCode"`,
    [stores],
  );
  return rows.map((r) => r.storeCode);
}
