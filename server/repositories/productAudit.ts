// The audit rows of the set-based product write (issue 36's log at issue 39's speed): the row trigger on products
// (server/audit/auditTrigger.sql) took 260 ms of PL/pgSQL for 5,000 changed products (EXPLAIN ANALYZE on
// PostgreSQL 15), half of a product file's time; the same rows written set-based take about 75 ms, most of it the
// audit log's own inserts. For the span of a product write the write takes the trigger's work over: it turns the
// trigger off for this transaction (its WHEN clause reads `esl.audit`, emptied here and given back after) and
// writes the same rows itself, set-based, in the statement that writes the products (productWrite.ts). Same rows:
// the trigger's own arguments (entity, key, store column, masked and ignored columns) and the table's columns are
// read from the catalog, and the changes are worked out column by column as the trigger does (to_jsonb of each
// value, JSON null for a SQL null, esl_audit_masked), so a schema change to the product (a new column, a masked
// one) needs no edit here. tests/server/productAudit.spec.ts compares the rows with the trigger's.
import type { Queryable } from '../db/db.ts';
import { ident } from '../db/sql.ts';

/** the products' audit trigger as the catalog has it, and the call's context it would have read */
export interface ProductAudit {
  /** the call's audit context (the `esl.audit` setting: JSON of actor, actorKind, sourceIp, ...) */
  context: string;
  entity: string;
  keys: string[];
  /** '' when the entity has no store column */
  storeColumn: string;
  masked: string[];
  ignored: string[];
  /** the table's columns in order: what to_jsonb(NEW) shows the trigger */
  columns: ProductAuditColumn[];
}

export interface ProductAuditColumn {
  name: string;
  /** its type's name without modifiers (format_type: 'text', 'jsonb', 'timestamp with time zone', ...) */
  type: string;
}

// (the context is read in a CTE of its own, scanned before the row's set_config runs: it is the value from
// before; no row, and nothing suspended, when no call's context is set or the trigger is not there or off)
const TAKE_OVER = `
  WITH context AS MATERIALIZED (SELECT current_setting('esl.audit', true) AS context)
  SELECT c.context, t.tgargs AS args,
    (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, NULL)) ORDER BY a.attnum)
     FROM pg_attribute a WHERE a.attrelid = 'products'::regclass AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
    set_config('esl.audit', '', true) AS suspended
  FROM context c
  JOIN pg_trigger t ON t.tgrelid = 'products'::regclass AND t.tgname = 'esl_audit' AND t.tgenabled <> 'D'
    AND t.tgfoid = to_regproc('esl_audit_row')
  WHERE c.context <> ''`;

/** a trigger's arguments (pg_trigger.tgargs: each one followed by a NUL byte) */
function triggerArguments(args: Uint8Array): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < args.length; i += 1)
    if (args[i] === 0) {
      out.push(Buffer.from(args.subarray(start, i)).toString('utf8'));
      start = i + 1;
    }
  return out;
}

const list = (text: string | undefined) => (text ? text.split(',') : []);

/**
 * Suspends the products' audit trigger for the rest of the transaction when a call's audit context is set, and
 * answers what writing its rows takes; undefined when the trigger would write nothing (no context, no trigger).
 * The caller writes the rows (auditRowsSql) and gives the trigger back (handBackProductAudit) before anything else
 * in the transaction writes products.
 */
export async function takeOverProductAudit(db: Queryable): Promise<ProductAudit | undefined> {
  const [row] = await db.query<{ context: string; args: Uint8Array; columns: ProductAuditColumn[] }>(
    TAKE_OVER,
  );
  if (!row) return undefined;
  const [entity, keys, storeColumn, masked, ignored] = triggerArguments(row.args);
  return {
    context: row.context,
    entity,
    keys: list(keys),
    storeColumn: storeColumn ?? '',
    masked: list(masked),
    ignored: list(ignored),
    columns: row.columns,
  };
}

/** The trigger writes the products' audit rows again (the call's context back in `esl.audit`). */
export async function handBackProductAudit(db: Queryable, audit: ProductAudit): Promise<void> {
  await db.query(`SELECT set_config('esl.audit', $1, true)`, [audit.context]);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** types whose SQL equality is the equality of their to_jsonb values, and whose to_jsonb is a JSON scalar (which
 * esl_audit_masked leaves as it is) */
const SCALAR_TYPES = new Set([
  'text',
  'character varying',
  'integer',
  'bigint',
  'smallint',
  'boolean',
  'timestamp with time zone',
]);

/** where the audit rows' values come from (the product write's statement, productWrite.ts) */
export interface AuditSource {
  /** the written products, aliased r: `n` (their order), `created`, `old` (the stored row; null when created) */
  rows: string;
  /** a column's value as written, an expression on r; absent for the columns the write does not set */
  written: ReadonlyMap<string, string>;
  /** the written rows returned (aliased w, on "prCode"): the columns `written` lacks (returnedColumns) */
  returned: string;
  /** the placeholder of ProductAudit.context */
  context: string;
}

/** the columns whose written value only the write's RETURNING tells (a column the write does not set) */
export function returnedColumns(audit: ProductAudit, written: ReadonlyMap<string, string>): string[] {
  return audit.columns.filter((c) => !written.has(c.name)).map((c) => c.name);
}

/** the trigger's before -> name and after -> name of one column, and its value as the log shows it */
function columnSql(column: ProductAuditColumn, source: AuditSource, masked: boolean) {
  const name = ident(column.name);
  const newValue = source.written.get(column.name) ?? `w.${name}`;
  const json = column.type === 'jsonb';
  const asJson = (value: string) =>
    json ? `COALESCE(${value}, 'null')` : `COALESCE(to_jsonb(${value}), 'null')`;
  const before = asJson(`(r.old).${name}`);
  const after = asJson(newValue);
  // (esl_audit_masked walks a value for objects with secret keys: a JSON text without '{' has none)
  const shown = (value: string) =>
    masked
      ? `'"***"'::jsonb`
      : SCALAR_TYPES.has(column.type)
        ? value
        : json
          ? `CASE WHEN strpos(${value}::text, '{') = 0 THEN ${value} ELSE esl_audit_masked(${value}) END`
          : `esl_audit_masked(${value})`;
  // typed equality where it is the JSON values' equality (cheaper than comparing to_jsonb)
  const same = SCALAR_TYPES.has(column.type)
    ? `(r.old).${name} IS NOT DISTINCT FROM ${newValue}`
    : `${before} IS NOT DISTINCT FROM ${after}`;
  return { name: column.name, created: shown(after), before: shown(before), after: shown(after), same };
}

/**
 * SQL of the audit rows of written products, as the trigger writes them: one row per product, in the rows' order;
 * a create shows every column but the ignored ones as [null, value]; an update shows the columns whose value
 * changed as [before, after], and writes no row when only ignored columns changed.
 */
export function auditRowsSql(audit: ProductAudit, source: AuditSource): string {
  const ignored = new Set(audit.ignored);
  const masked = new Set(audit.masked);
  const columns = audit.columns
    .filter((c) => !ignored.has(c.name))
    .map((c) => columnSql(c, source, masked.has(c.name)));
  const created = columns.length
    ? `jsonb_build_object(${columns.map((c) => `${literal(c.name)}, jsonb_build_array(NULL, ${c.created})`).join(', ')})`
    : `'{}'::jsonb`;
  const updated = columns.length
    ? columns
        .map(
          (c) =>
            `CASE WHEN ${c.same} THEN '{}'::jsonb ELSE jsonb_build_object(${literal(c.name)}, jsonb_build_array(${c.before}, ${c.after})) END`,
        )
        .join('\n          || ')
    : `'{}'::jsonb`;
  const text = (column: string) => {
    const type = audit.columns.find((c) => c.name === column)?.type;
    const value = source.written.get(column) ?? `w.${ident(column)}`;
    return type === 'text' ? value : `to_jsonb(${value}) #>> '{}'`;
  };
  // the key's values joined by '/', null ones left out (all null: no key)
  const keyValues = audit.keys.map(text).join(', ');
  const entityKey = audit.keys.length
    ? `CASE WHEN num_nonnulls(${keyValues}) = 0 THEN NULL ELSE concat_ws('/', ${keyValues}) END`
    : 'NULL';
  const storeCode = audit.storeColumn ? text(audit.storeColumn) : 'NULL';
  const field = (name: string) => `${source.context}::jsonb ->> ${literal(name)}`;
  const returned = returnedColumns(audit, source.written).length
    ? ` JOIN ${source.returned} w ON w."prCode" = r."prCode"`
    : '';
  // (OFFSET 0: the changes are worked out once, not again in a join filter for the WHERE below)
  return `INSERT INTO audit_log ("at", "actor", "actorKind", "sourceIp", "requestId", "call", "route", "action",
      "entity", "entityKey", "storeCode", "changes")
    SELECT clock_timestamp(), ${['actor', 'actorKind', 'sourceIp', 'requestId', 'call', 'route'].map(field).join(', ')},
      CASE WHEN a.created THEN 'create' ELSE 'update' END, ${literal(audit.entity)}, a."entityKey", a."storeCode", a.changes
    FROM (
      SELECT r.n, r.created, ${entityKey} AS "entityKey", ${storeCode} AS "storeCode",
        CASE WHEN r.created THEN ${created}
        ELSE ${updated} END AS changes
      FROM ${source.rows} r${returned}
      OFFSET 0) a
    WHERE a.created OR a.changes <> '{}'::jsonb
    ORDER BY a.n
    RETURNING id`;
}
