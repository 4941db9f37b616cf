// The set-based write of a chunk of product changes (server/products/productRows.ts), one statement and one round
// trip: the changes arrive as one JSON array (parsed once by PostgreSQL, instead of an array parameter per column
// for the products and again for their history), are compared with the stored rows in SQL, and only the created or
// changed products are inserted or updated, get their product_updates row (INSERT ... SELECT, its ids drawn in the
// chunk's order; without an update ID, the first chunk's rows take their first row's id as theirs) and, when the
// write took the audit over (productAudit.ts), their audit row. The statement answers the written products in
// history order.
// A change's fields as the JSON carries them (a ProductChange): an absent prName keeps the stored one (a new
// product takes prInfo[0]), an absent nfc keeps the stored one, an absent or null extra field keeps the stored one.
import type { Queryable } from '../db/db.ts';
import { ident } from '../db/sql.ts';
import type { ColumnMeta } from '../db/tableMeta.ts';
import { auditRowsSql, returnedColumns, type ProductAudit } from './productAudit.ts';
import { PRODUCT_EXTRA_COLUMNS } from './productFields.ts';

/** One created or changed product of a chunk, as the tasks and statistics need it. */
export interface WrittenProduct {
  /** product_updates.id (text: bigint) */
  id: string;
  prCode: string;
  created: boolean;
  layoutId: string;
  /** the stored layout before the change (null for a new product) */
  oldLayoutId: string | null;
  /** the product's previous updatedAt was already today (statistics) */
  wasToday: boolean;
}

/** who and what writes the chunk: the history rows' columns */
export interface ChunkWrite {
  storeCode: string;
  at: string;
  updateId: string | null;
  source: string;
  createdBy: string;
}

/** an extra column's value in the change's JSON (`extra`), as the column's type; null when absent or null */
function extraValue(column: ColumnMeta): string {
  const value = `i.e -> 'extra' -> ${`'${column.name.replace(/'/g, "''")}'`}`;
  if (column.json || column.sqlType === 'jsonb') return `NULLIF(${value}, 'null'::jsonb)`;
  if (column.sqlType === 'text[]')
    return `(SELECT array_agg(v ORDER BY k)
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} END)
        WITH ORDINALITY AS x(v, k))`;
  return `(${value} #>> '{}')::${column.sqlType === 'bigserial' ? 'bigint' : column.sqlType}`;
}

/**
 * The stored product of each change, read by the primary key (storeCode, prCode) whatever the statistics say of the
 * store: a lateral lookup (one index probe a change), whose store the planner does not see (an InitPlan's value), so
 * that it weighs the store as an average one. Seeing it, the planner took a store its statistics know as small (a
 * new store, or one of the few a small chain has, none of whose products the last ANALYZE saw) for a one-row store
 * and read another index led by the store (by name, layout or update time, prCode last) for each lookup, reading
 * the store's every product 10,000 times a chunk; or it read them all into a hash join for each chunk (a
 * 100,000-product file into one store: ten reads of up to 100,000 rows). At 20 million products (2,000 stores) a
 * 100,000-row file into one store went from 13,300 to 15,100 rows/s. The update finds the rows by the ctid read
 * here ("storedTid"), all at once as a TID list, so no plan can read the table into a hash join for it; the store's
 * product writes are serialised (lockStore), so a row stays where this statement read it.
 */
const STORED_PRODUCT = `LEFT JOIN LATERAL (
        SELECT p.ctid AS "storedTid", p.* FROM products p
        WHERE p."storeCode" = (SELECT $1::text) AND p."prCode" = i."prCode" LIMIT 1) o ON true`;

/** Parameters: $1 store, $2 the changes (JSON array), $3 the time, $4 update ID (null: the first history row's id,
 * drawn in the statement, so that no second statement gives the rows their ID), $5 source, $6 createdBy, $7 the
 * audit context (when audited). Ids are drawn after the ORDER BY (PostgreSQL evaluates a volatile output column
 * after the sort), so they follow the chunk's order and the smallest is the first row's. */
function writeSql(audit: ProductAudit | undefined, extraColumns: ColumnMeta[]): string {
  const extra = extraColumns.map((c) => ({ name: ident(c.name), value: extraValue(c) }));
  const each = (f: (e: (typeof extra)[number]) => string) => extra.map((e) => `, ${f(e)}`).join('');
  // the columns a change sets, compared with the stored ones to tell a change from a product left as it is
  const compared = ['"prName"', '"layoutId"', 'nfc', '"prInfo"', ...extra.map((e) => e.name)];
  const of = (row: string) => compared.map((c) => `${row}.${c}`).join(', ');
  // each column's value as written, for the audit rows (a column the write does not set: from its RETURNING)
  const written = new Map<string, string>([
    ['storeCode', '$1::text'],
    ['prCode', 'r."prCode"'],
    ['updatedAt', '$3::timestamptz'],
    ...['prName', 'layoutId', 'nfc', 'prInfo', ...extraColumns.map((c) => c.name)].map(
      (name): [string, string] => [name, `r.${ident(name)}`],
    ),
  ]);
  // the columns only the rows written can tell (a column the write does not set), read back for the audit rows
  const returned = audit ? returnedColumns(audit, written) : [];
  const returning = (row: string) =>
    returned.length
      ? `\n      RETURNING ${['prCode', ...returned].map((c) => `${row}.${ident(c)}`).join(', ')}`
      : '';
  const audited = audit
    ? `,\n    audited AS (${auditRowsSql(audit, { rows: 'changed', written, returned: 'written', context: '$7' })})`
    : '';
  // (a plain INSERT and UPDATE, cheaper than an upsert: the store's product writes are serialised (lockStore) and
  // `changed` was read by this statement, so a product it did not find is not there)
  return `WITH input AS (
      SELECT u.n, u.e, u.e ->> 'prCode' AS "prCode",
        COALESCE(NULLIF(u.e -> 'prInfo', 'null'::jsonb), '[]'::jsonb) AS info
      FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS u(e, n)),
    next AS (
      SELECT i.n, i."prCode",
        CASE WHEN i.e ? 'prName' THEN i.e ->> 'prName' WHEN o."prCode" IS NOT NULL THEN o."prName"
          ELSE i.info ->> 0 END AS "prName",
        i.e ->> 'layoutId' AS "layoutId",
        CASE WHEN i.e ? 'nfc' THEN i.e ->> 'nfc' ELSE o.nfc END AS nfc,
        i.info AS "prInfo"${each((e) => `\n        COALESCE(${e.value}, o.${e.name}) AS ${e.name}`)},
        o."prCode" IS NULL AS created, o."layoutId" AS "oldLayoutId",
        (o."updatedAt" >= current_date) IS TRUE AS "wasToday", o."storedTid", o AS old
      FROM input i ${STORED_PRODUCT}),
    changed AS (
      SELECT * FROM next n WHERE n.created OR (${of('n')}) IS DISTINCT FROM (${of('(n.old)')})),
    inserted AS (
      INSERT INTO products AS p ("storeCode", "prCode", ${compared.join(', ')}, "updatedAt")
      SELECT $1, c."prCode", ${of('c')}, $3::timestamptz FROM changed c WHERE c.created${returning('p')}),
    updated AS (
      UPDATE products p SET ${compared.map((c) => `${c} = c.${c}`).join(', ')}, "updatedAt" = $3::timestamptz
      FROM changed c WHERE NOT c.created AND p.ctid = c."storedTid"
        AND p.ctid = ANY (ARRAY(SELECT u."storedTid" FROM changed u WHERE NOT u.created))${returning('p')}),${
          returned.length ? `\n    written AS (SELECT * FROM inserted UNION ALL SELECT * FROM updated),` : ''
        }
    numbered AS (
      SELECT c."prCode", c."prName", c."layoutId", c.nfc, c."prInfo",
        nextval((SELECT pg_get_serial_sequence('product_updates', 'id')::regclass)) AS id
      FROM changed c ORDER BY c.n),
    history AS (
      INSERT INTO product_updates (id, "storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updateId",
        source, "createdBy", "updatedAt")
      SELECT u.id, $1, u."prCode", u."prName", u."layoutId", u.nfc, u."prInfo",
        COALESCE($4, (SELECT min(f.id) FROM numbered f)::text), $5, $6, $3::timestamptz
      FROM numbered u
      RETURNING id, "prCode")${audited}
    SELECT h.id::text AS id, c."prCode", c.created, c."layoutId", c."oldLayoutId", c."wasToday"${
      // the trigger's mark that the call has an audit row (server/db/auditedDb.ts reads it at COMMIT)
      audit
        ? `,\n      (SELECT set_config('esl.audit_logged', 'on', true) FROM audited LIMIT 1) AS "auditLogged"`
        : ''
    }
    FROM history h JOIN changed c ON c."prCode" = h."prCode"
    ORDER BY h.id`;
}

/** the statement of each audit configuration and extra columns, built once (exported for its plan's test) */
const statements = new Map<string, string>();
export function productWriteStatement(audit: ProductAudit | undefined, extraColumns: ColumnMeta[]): string {
  const key = JSON.stringify([audit && { ...audit, context: undefined }, extraColumns]);
  let sql = statements.get(key);
  if (sql === undefined) statements.set(key, (sql = writeSql(audit, extraColumns)));
  return sql;
}

/**
 * Writes one chunk of changes (distinct product codes; `changes` their JSON array) of a store whose product writes
 * the caller serialised (ProductsRepository.lockStore); answers the created or changed products in history order.
 * `extraColumns`: the schema's other product columns (a test's own).
 */
export async function writeProductChunk(
  db: Queryable,
  write: ChunkWrite,
  changes: string,
  audit: ProductAudit | undefined,
  extraColumns: ColumnMeta[] = PRODUCT_EXTRA_COLUMNS,
): Promise<WrittenProduct[]> {
  const params: unknown[] = [
    write.storeCode,
    changes,
    write.at,
    write.updateId,
    write.source,
    write.createdBy,
  ];
  if (audit) params.push(audit.context);
  // (with the audit, each row also carries the mark's "auditLogged": left alone)
  return db.query<WrittenProduct>(productWriteStatement(audit, extraColumns), params);
}
