// The optional filter of the tag list downloads (types 3 and 5): `kind` is one of the exception lists
// (error, noproduct, lowbattery, duplicate); `status`, `tagType`, `gwMac`, `battStatus` narrow further.
import { ERROR_STATUSES } from '../alarms/rules.ts';

export const TAG_KINDS = ['error', 'noproduct', 'lowbattery', 'duplicate'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export interface SqlFilter {
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

export function isTagKind(value: unknown): value is TagKind {
  return typeof value === 'string' && (TAG_KINDS as readonly string[]).includes(value);
}

export function tagFilterSql(filter: Record<string, unknown> | undefined, first: number): SqlFilter {
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
