// The entity schemas of schemas/ as codegen reads them: the vocabulary of schemas/README.md, typed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { checkEntitySchema } from './entityChecks';
import { isRecord } from './propertyChecks';
import { SchemaError, type LoadedSchema } from './schemaTypes';

export * from './schemaTypes';
export { checkEntitySchema } from './entityChecks';
export { RANGE_PARAMS } from './propertyChecks';

/** the top-level keys a shapes file may carry: no properties, so no entity */
const SHAPES_FILE_KEYS = new Set(['$schema', '$id', 'title', 'description', '$comment', '$defs']);

/** a schema file holding only `$defs` (api.schema.json, scripts/codegen/shapes.ts): no entity */
export function isShapesFile(parsed: unknown): boolean {
  return (
    isRecord(parsed) && isRecord(parsed.$defs) && Object.keys(parsed).every((k) => SHAPES_FILE_KEYS.has(k))
  );
}

/** Reads every `*.schema.json` of a folder, in file-name order (so output is stable). */
export function loadSchemas(schemasDir: string): LoadedSchema[] {
  const files = readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const loaded = files.flatMap((file) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(schemasDir, file), 'utf8'));
    } catch (error) {
      throw new SchemaError(file, `not valid JSON: ${(error as Error).message}`);
    }
    // api.schema.json: shared shapes only (scripts/codegen/shapes.ts), no entity
    if (isShapesFile(parsed)) return [];
    return [{ file, schema: checkEntitySchema(file, parsed) }];
  });
  const seen = new Map<string, string>();
  for (const { file, schema } of loaded) {
    for (const name of [
      `$id ${schema.$id}`,
      `title ${schema.title}`,
      ...(schema['x-table'] ? [`x-table ${schema['x-table']}`] : []),
      ...(schema['x-resource'] ? [`x-resource ${schema['x-resource']}`] : []),
      ...Object.keys(schema['x-lists'] ?? {}).map((name) => `x-resource ${name}`),
    ]) {
      const other = seen.get(name);
      if (other) throw new SchemaError(file, `${name} is already used by ${other}`);
      seen.set(name, file);
    }
  }
  return loaded;
}
