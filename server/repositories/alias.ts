// The alias configuration (doc 1 §3, doc 2 §3 Alias configuration entry; schemas/alias.schema.json): the name of
// each product info entry prInfo_{index}, exactly one key entry, and the entries product history charts. An entry
// is the fields of x-forms.aliasRow (a field added there is a column read and written here, its SQL type from
// the table's metadata). Defaults come with migration 170 (product name, price, description, unit price, origin,
// promotion, stock, ...).
import { aliasValidators } from '../../domain/generated/validators.ts';
import type { AliasEntry as Alias } from '../../domain/settings.ts';
import type { Queryable } from '../db/db.ts';
import { tables } from '../generated/tables.ts';
import { RefusedError } from '../db/errors.ts';
import { INVALID_VALUE } from '../db/validation.ts';

/** an entry as listed and saved: the fields of x-forms.aliasRow */
export type AliasEntry = Alias & Record<string, unknown>;

export const MAX_ALIAS_INDEX = 254;

/** the fields of an alias entry (schemas/alias.schema.json x-forms.aliasRow) */
const ALIAS_FIELDS: readonly string[] = aliasValidators.fields.aliasRow;
/** the flags answered false when unset */
const FLAGS = new Set(['key', 'chart']);

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sqlType = (name: string) => tables.alias.columns.find((c) => c.name === name)?.sqlType ?? 'text';

export function listAliases(db: Queryable): Promise<AliasEntry[]> {
  const select = ALIAS_FIELDS.map((name) =>
    FLAGS.has(name) ? `coalesce(${q(name)}, false) AS ${q(name)}` : q(name),
  ).join(', ');
  return db.query<AliasEntry>(`SELECT ${select} FROM alias_config ORDER BY "index"`);
}

/** Checks a full alias list: indexes 0..254 once each, names not blank, exactly one key. Answers it normalised. */
export function checkAliases(entries: AliasEntry[]): AliasEntry[] {
  const seen = new Set<number>();
  const list = entries.map((e) => ({
    ...e,
    index: Number(e.index),
    name: String(e.name ?? '').trim(),
    key: e.key === true,
    chart: e.chart === true,
  }));
  for (const e of list) {
    if (!Number.isInteger(e.index) || e.index < 0 || e.index > MAX_ALIAS_INDEX || seen.has(e.index)) {
      throw new RefusedError(INVALID_VALUE);
    }
    if (e.name === '' || e.name.length > 100) throw new RefusedError(INVALID_VALUE);
    seen.add(e.index);
  }
  if (list.filter((e) => e.key).length !== 1) throw new RefusedError(INVALID_VALUE);
  return list.sort((a, b) => a.index - b.index);
}

/** Replaces the whole configuration (one transaction by the caller): the fields of x-forms.aliasRow. */
export async function saveAliases(db: Queryable, entries: AliasEntry[]): Promise<AliasEntry[]> {
  const list = checkAliases(entries);
  const rows = list.map((e) => Object.fromEntries(ALIAS_FIELDS.map((name) => [name, e[name] ?? null])));
  const others = ALIAS_FIELDS.filter((name) => name !== 'index');
  await db.query(`DELETE FROM alias_config WHERE NOT ("index" = ANY($1::int[]))`, [list.map((e) => e.index)]);
  await db.query(
    `INSERT INTO alias_config (${ALIAS_FIELDS.map(q).join(', ')})
     SELECT ${ALIAS_FIELDS.map((name) => `r.${q(name)}`).join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS r(${ALIAS_FIELDS.map((name) => `${q(name)} ${sqlType(name)}`).join(', ')})
     ON CONFLICT ("index") DO UPDATE SET ${others.map((name) => `${q(name)} = EXCLUDED.${q(name)}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
  return listAliases(db);
}
