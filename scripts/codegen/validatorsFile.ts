// domain/generated/validators.ts: zod schemas per entity, for the console's forms and the server's writes.
import { entityKeys, isWritable, viewsOf } from './fieldRules';
import { quote, pascal, TS_BANNER } from './emit';
import { INVALID_VALUE_KEY } from './messages';
import type { EntitySchema, LoadedSchema } from './schemaModel';
import { fieldExpression, isFormVariant, variantFields, type Variant } from './zodExpressions';

const PRELUDE = `import { z } from 'zod';

/** Message of failures the spec gives no wording for (wrong type, too long, out of range). */
const INVALID = ${quote(INVALID_VALUE_KEY)};

const notBlank = (value: string): boolean => value.trim() !== '';
const numberNotBlank = (value: number | string): boolean => typeof value === 'number' || value.trim() !== '';
const matches =
  (pattern: RegExp) =>
  (value: number | string): boolean =>
    pattern.test(String(value));
const toNumber = (value: number | string): number => (typeof value === 'number' ? value : Number(value));
const isDateTime = (value: string): boolean => !Number.isNaN(Date.parse(value));
const nullToUndefined = (value: unknown): unknown => (value === null ? undefined : value);
const emptyToUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value);
const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);
/** The confirmation must equal the main field when the main field is a non-empty string. */
const confirms =
  (field: string, confirmation: string) =>
  (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null) return true;
    const record = value as Record<string, unknown>;
    const main = record[field];
    return typeof main !== 'string' || main === '' || main === record[confirmation];
  };
const always = (): boolean => true;

/**
 * Each schema is built on its first use, not when this module loads: the console loads every entity's validators
 * with its first form, and building them all took a quarter of a second of the page's start (issue 39).
 */
const built = new Map<string, unknown>();
function once<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}
`;

/** `only`: a named form's fields (x-forms), which replace the view-based choice of fields. */
function objectSchema(schema: EntitySchema, variant: Variant, only?: string[]): string {
  const lines: string[] = [];
  const refinements: string[] = [];
  const keys = entityKeys(schema);
  const fields = only
    ? variantFields(schema.properties, keys, variant, () => ['create', 'edit']).filter(([name]) =>
        only.includes(name),
      )
    : variantFields(schema.properties, keys, variant, viewsOf);
  for (const [name, property] of fields) {
    lines.push(`      ${name}: ${fieldExpression(property, variant, keys.includes(name))},`);
    const confirm = property['x-confirm'];
    if (confirm && isFormVariant(variant)) {
      lines.push(`      ${confirm.field}: z.string({ error: ${quote(confirm.message)} }).nullish(),`);
      refinements.push(
        `.refine(confirms(${quote(name)}, ${quote(confirm.field)}), { error: ${quote(confirm.message)}, path: [${quote(confirm.field)}], when: always })`,
      );
    }
  }
  const body = lines.length > 0 ? `{\n${lines.join('\n')}\n    }` : '{}';
  return `z.object(${body})${refinements.map((r) => `\n      ${r}`).join('')}`;
}

/** a getter that builds the schema on its first read (`once` of the prelude) */
function lazySchema(entity: string, group: string, key: string, expression: string): string {
  return `    get ${key}() {\n      return once(${quote(`${entity}.${group}.${key}`)}, () => ${expression.replace(/\n/g, '\n    ')});\n    },`;
}

export function hasValidators(schema: EntitySchema): boolean {
  return Object.values(schema.properties).some(isWritable);
}

export function validatorsFile(schemas: LoadedSchema[]): string {
  const parts: string[] = [TS_BANNER, PRELUDE];
  const withValidators = schemas.filter(({ schema }) => hasValidators(schema));
  for (const { schema } of withValidators) {
    const name = `${schema.$id}Validators`;
    parts.push(
      `/** ${schema.title}: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */`,
    );
    parts.push(`export const ${name} = {`);
    parts.push('  form: {');
    parts.push(lazySchema(name, 'form', 'create', objectSchema(schema, 'formCreate')));
    parts.push(lazySchema(name, 'form', 'edit', objectSchema(schema, 'formEdit')));
    for (const [form, spec] of Object.entries(schema['x-forms'] ?? {})) {
      const variant = spec.operation === 'create' ? 'formCreate' : 'formEdit';
      parts.push(lazySchema(name, 'form', form, objectSchema(schema, variant, spec.fields)));
    }
    parts.push('  },');
    const forms = Object.entries(schema['x-forms'] ?? {});
    if (forms.length > 0) {
      // the named forms' fields, for both sides (a dialog's inputs, the route's accepted fields)
      parts.push('  fields: {');
      for (const [form, spec] of forms)
        parts.push(`    ${form}: [${spec.fields.map((f) => `'${f}'`).join(', ')}] as const,`);
      parts.push('  },');
    }
    parts.push('  api: {');
    parts.push(lazySchema(name, 'api', 'create', objectSchema(schema, 'apiCreate')));
    parts.push(lazySchema(name, 'api', 'update', objectSchema(schema, 'apiUpdate')));
    parts.push('  },');
    parts.push('};');
    parts.push(`export type ${pascal(schema.$id)}CreateInput = z.output<typeof ${name}.api.create>;`);
    parts.push(`export type ${pascal(schema.$id)}UpdateInput = z.output<typeof ${name}.api.update>;`, '');
  }
  parts.push('export interface EntityValidators {');
  parts.push('  form: { create: z.ZodType; edit: z.ZodType };');
  parts.push('  api: { create: z.ZodType; update: z.ZodType };');
  parts.push('}', '');
  parts.push('/** Entity id → its validators (entities with at least one writable field). */');
  parts.push('export const validators = {');
  for (const { schema } of withValidators) parts.push(`  ${schema.$id}: ${schema.$id}Validators,`);
  parts.push('} satisfies Record<string, EntityValidators>;', '');
  return parts.join('\n');
}
