// The alias configuration (doc 1 §3, doc 2 §3 Alias configuration entry; schemas/alias.schema.json): the name of
// each product info entry prInfo_{index}, exactly one key entry, and the entries product history charts.
// Defaults come with migration 170 (product name, price, description, unit price, origin, promotion, stock, ...).
import type { AliasEntry } from '../../domain/settings.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { INVALID_VALUE } from '../http/validate.ts';

export type { AliasEntry };

export const MAX_ALIAS_INDEX = 254;

export function listAliases(db: Queryable): Promise<AliasEntry[]> {
  return db.query<AliasEntry>(
    `SELECT "index", name, coalesce(key, false) AS key, coalesce(chart, false) AS chart
     FROM alias_config ORDER BY "index"`,
  );
}

/** Checks a full alias list: indexes 0..254 once each, names not blank, exactly one key. Answers it normalised. */
export function checkAliases(entries: AliasEntry[]): AliasEntry[] {
  const seen = new Set<number>();
  const list = entries.map((e) => ({
    index: Number(e.index),
    name: String(e.name ?? '').trim(),
    key: e.key === true,
    chart: e.chart === true,
  }));
  for (const e of list) {
    if (!Number.isInteger(e.index) || e.index < 0 || e.index > MAX_ALIAS_INDEX || seen.has(e.index)) {
      throw badRequest(INVALID_VALUE);
    }
    if (e.name === '' || e.name.length > 100) throw badRequest(INVALID_VALUE);
    seen.add(e.index);
  }
  if (list.filter((e) => e.key).length !== 1) throw badRequest(INVALID_VALUE);
  return list.sort((a, b) => a.index - b.index);
}

/** Replaces the whole configuration (one transaction by the caller). */
export async function saveAliases(db: Queryable, entries: AliasEntry[]): Promise<AliasEntry[]> {
  const list = checkAliases(entries);
  await db.query(`DELETE FROM alias_config WHERE NOT ("index" = ANY($1::int[]))`, [list.map((e) => e.index)]);
  await db.query(
    `INSERT INTO alias_config ("index", name, key, chart)
     SELECT * FROM unnest($1::int[], $2::text[], $3::boolean[], $4::boolean[])
     ON CONFLICT ("index") DO UPDATE SET name = EXCLUDED.name, key = EXCLUDED.key, chart = EXCLUDED.chart`,
    [list.map((e) => e.index), list.map((e) => e.name), list.map((e) => e.key), list.map((e) => e.chart)],
  );
  return listAliases(db);
}
