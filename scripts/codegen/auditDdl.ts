// The audit log's triggers in server/generated/schema.sql (issue 36): every table of a schema whose `x-audit` is not
// false gets the row trigger of server/audit/auditTrigger.sql, which writes one audit row per row a call of the API
// changes, in the change's transaction. The schema says, once, what the trigger needs: the entity, its key, its
// store column, the columns whose values are never shown (writeOnly ones, internal ones named as a secret, and
// x-audit.mask)
// and the bookkeeping columns left out (createdAt, updatedAt and x-audit.ignore).
import fs from 'node:fs';
import { join } from 'node:path';
import { ident, sqlString } from './sqlText';
import { entityKeys } from './fieldRules';
import { SchemaError, type EntitySchema, type LoadedSchema } from './schemaTypes';

const TRIGGER_FUNCTIONS = join(import.meta.dirname, '..', '..', 'server', 'audit', 'auditTrigger.sql');
const AUDIT_TABLE = 'audit_log';
const ALWAYS_IGNORED = ['createdAt', 'updatedAt'];
/** an internal column with such a name holds a secret or what proves one (a hash) */
const SECRET_NAME = /password|secret|hash|token|key$/i;

export interface AuditSpec {
  /** columns shown as '***' besides the x-internal and writeOnly ones */
  mask?: string[];
  /** columns whose changes are not recorded (an update of only these writes no row) */
  ignore?: string[];
}

/**
 * the entity's x-audit: false (not audited: a log, a queue, samples) or what the trigger masks and ignores; absent,
 * the table is audited (every change is, unless its schema says why not)
 */
export function auditSpecOf(file: string, schema: EntitySchema): AuditSpec | false {
  const value = schema['x-audit'];
  if (value === false) return false;
  if (value === true || value === undefined) return {};
  if (typeof value !== 'object' || value === null)
    throw new SchemaError(file, 'x-audit must be a boolean or object');
  const spec = value as Record<string, unknown>;
  for (const [keyword, columns] of Object.entries(spec)) {
    if (keyword !== 'mask' && keyword !== 'ignore')
      throw new SchemaError(file, `x-audit.${keyword} is not known`);
    if (!Array.isArray(columns) || columns.some((c) => typeof c !== 'string' || !schema.properties[c]))
      throw new SchemaError(file, `x-audit.${keyword} must list properties of the entity`);
  }
  return spec as AuditSpec;
}

function triggerOf(file: string, schema: EntitySchema): string {
  const table = ident(schema['x-table'] as string);
  const spec = auditSpecOf(file, schema);
  const drop = `DROP TRIGGER IF EXISTS esl_audit ON ${table};`;
  if (spec === false) return drop;
  const masked = Object.entries(schema.properties)
    .filter(
      ([name, p]) => p.writeOnly || (p['x-internal'] && SECRET_NAME.test(name)) || spec.mask?.includes(name),
    )
    .map(([name]) => name);
  const ignored = [...ALWAYS_IGNORED, ...(spec.ignore ?? [])];
  const args = [
    schema.$id,
    entityKeys(schema).join(','),
    schema['x-store-field'] ?? '',
    masked.join(','),
    ignored.join(','),
  ].map(sqlString);
  return [
    `CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW`,
    `  WHEN (current_setting('esl.audit', true) <> '')`,
    `  EXECUTE FUNCTION esl_audit_row(${args.join(', ')});`,
  ].join('\n');
}

/** the trigger functions, then one trigger per table (dropped where x-audit is false), then the log's own guard */
export function auditDdl(schemas: LoadedSchema[]): string {
  const tables = schemas.filter(({ schema }) => schema['x-table'] !== undefined);
  // no audit log among the schemas (a test's own few): nothing to write to
  if (!tables.some(({ schema }) => schema['x-table'] === AUDIT_TABLE)) return '';
  return [
    '-- audit log (issue 36): server/audit/auditTrigger.sql',
    fs.readFileSync(TRIGGER_FUNCTIONS, 'utf8').trim(),
    ...tables.map(({ file, schema }) => triggerOf(file, schema)),
    `CREATE OR REPLACE TRIGGER esl_audit_append_only BEFORE UPDATE OR DELETE ON ${ident(AUDIT_TABLE)} FOR EACH ROW`,
    '  EXECUTE FUNCTION esl_audit_append_only();',
  ].join('\n\n');
}
