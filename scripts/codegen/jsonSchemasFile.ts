// server/generated/jsonSchemas.ts: entity schemas without the vendor vocabulary, the OpenAPI components.
import { literal, propertyKey, TS_BANNER } from './emit';
import type { LoadedSchema } from './schemaModel';
import { stripVendorKeywords } from './strip';

/** The entity schema as plain JSON Schema: no `x-` keywords, no `x-internal` properties, no `$schema`. */
export function publicJsonSchema(schema: unknown): unknown {
  return stripVendorKeywords(schema, { dropInternal: true, dropKeywords: ['$schema', '$defs'] });
}

export function jsonSchemasFile(schemas: LoadedSchema[]): string {
  const parts: string[] = [TS_BANNER, ''];
  parts.push('/** Schema title → JSON Schema of the entity (components of the OpenAPI document). */');
  parts.push('export const jsonSchemas = {');
  for (const { schema } of schemas) {
    parts.push(`  ${propertyKey(schema.title)}: ${literal(publicJsonSchema(schema), 1)},`);
  }
  parts.push('};', '');
  return parts.join('\n');
}
