// The shared shapes of the call contract (issue 34): every schema file's top-level `$defs`, and
// schemas/api.schema.json, a file holding only `$defs` (no entity: no table, no type of its own).
// `$defs` names are camelCase and unique across all files: each becomes one TypeScript type of that name in
// PascalCase, so a duplicate would be two types of one name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaError } from './schemaModel';
export { isShapesFile } from './schemaModel';

export interface ShapeDef {
  /** file name inside the schemas folder (`api.schema.json`, `tag.schema.json`) */
  file: string;
  /** the `$defs` key, camelCase */
  name: string;
  schema: Record<string, unknown>;
}

const NAME = /^[a-z][A-Za-z0-9]*$/;
/** names whose type would hide a global of TypeScript */
const GLOBALS = new Set([
  'error',
  'array',
  'date',
  'record',
  'promise',
  'blob',
  'file',
  'map',
  'set',
  'object',
  'string',
  'number',
  'boolean',
  'function',
  'symbol',
  'response',
  'request',
  'event',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** the `$defs` of one parsed schema file, checked: camelCase names, each an object schema */
export function defsOf(file: string, parsed: unknown): ShapeDef[] {
  if (!isRecord(parsed) || parsed.$defs === undefined) return [];
  if (!isRecord(parsed.$defs)) throw new SchemaError(file, '$defs must be an object of named schemas');
  return Object.entries(parsed.$defs).map(([name, schema]) => {
    if (!NAME.test(name)) throw new SchemaError(file, `$defs.${name} must be a camelCase name`);
    if (GLOBALS.has(name))
      throw new SchemaError(file, `$defs.${name}: its type would hide TypeScript's own; choose another name`);
    if (!isRecord(schema)) throw new SchemaError(file, `$defs.${name} must be a JSON Schema object`);
    return { file, name, schema: withEntityFields(file, parsed, schema) };
  });
}

/** a type that may also be null (a row reads an unset column as null) */
function nullable(property: Record<string, unknown>): Record<string, unknown> {
  const type = property.type;
  const out: Record<string, unknown> = {};
  if (typeof type === 'string') out.type = type === 'null' ? type : [type, 'null'];
  else if (Array.isArray(type)) out.type = type.includes('null') ? type : [...type, 'null'];
  if (Array.isArray(property.enum) && !property.enum.includes(null)) out.enum = [...property.enum, null];
  return out;
}

/**
 * A shape marked `"x-entity-fields": true` (a row of its file's entity as a call answers it) also lists every
 * public property of that entity it does not name itself, each possibly null: a field added to the entity reaches
 * the answers (schemas/README.md "Add a field") without a second edit. Internal and write-only ones never do.
 */
function withEntityFields(file: string, parsed: Record<string, unknown>, schema: Record<string, unknown>) {
  if (schema['x-entity-fields'] === undefined) return schema;
  if (schema['x-entity-fields'] !== true || !isRecord(parsed.properties))
    throw new SchemaError(file, 'x-entity-fields is true, in a file with an entity');
  const { 'x-entity-fields': _marker, ...rest } = schema;
  const properties: Record<string, unknown> = { ...(isRecord(rest.properties) ? rest.properties : {}) };
  for (const [name, property] of Object.entries(parsed.properties)) {
    if (name in properties || !isRecord(property) || property['x-internal'] || property.writeOnly) continue;
    properties[name] = { $ref: `${file}#/properties/${name}`, ...nullable(property) };
  }
  return { ...rest, properties };
}

/** every `$defs` entry of the folder's schema files, in file then key order; fails on a name used twice */
export function loadShapes(schemasDir: string): ShapeDef[] {
  const shapes: ShapeDef[] = [];
  const seen = new Map<string, string>();
  for (const file of readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()) {
    for (const def of defsOf(file, JSON.parse(readFileSync(join(schemasDir, file), 'utf8')))) {
      const other = seen.get(def.name);
      if (other)
        throw new SchemaError(file, `$defs.${def.name} is already defined in ${other}: names are unique`);
      seen.set(def.name, file);
      shapes.push(def);
    }
  }
  return shapes;
}
