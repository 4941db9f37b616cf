// domain/generated/types.ts: one interface per entity (json-schema-to-typescript), public variants, entity names.
import { compile } from 'json-schema-to-typescript';
import { quote, TS_BANNER } from './emit';
import type { LoadedSchema } from './schemaModel';
import { stripVendorKeywords } from './strip';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects with properties are closed; free-form objects (no properties) stay open. */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, closeObjects(sub)]),
      );
    } else if (keyword === 'items') {
      out.items = closeObjects(value);
    } else {
      out[keyword] = value;
    }
  }
  if (out.type === 'object' && out.additionalProperties === undefined) {
    out.additionalProperties = out.properties === undefined;
  }
  return out;
}

async function entityInterface({ schema }: LoadedSchema): Promise<string> {
  const plain = closeObjects(
    stripVendorKeywords(schema, { dropInternal: false, dropKeywords: ['$schema', '$id', '$defs'] }),
  );
  const code = await compile(plain as Parameters<typeof compile>[0], schema.title, {
    bannerComment: '',
    format: true,
    additionalProperties: false,
    declareExternallyReferenced: true,
    style: { singleQuote: true, printWidth: 110, trailingComma: 'all' },
  });
  return code.trim();
}

export async function typesFile(schemas: LoadedSchema[]): Promise<string> {
  const parts: string[] = [TS_BANNER, ''];
  for (const loaded of schemas) {
    parts.push(await entityInterface(loaded), '');
    const { schema } = loaded;
    const internal = Object.entries(schema.properties)
      .filter(([, property]) => property['x-internal'])
      .map(([name]) => quote(name));
    const publicType = internal.length > 0 ? `Omit<${schema.title}, ${internal.join(' | ')}>` : schema.title;
    parts.push(`/** ${schema.title} as the console sees it: without its x-internal fields. */`);
    parts.push(`export type ${schema.title}Public = ${publicType};`, '');
  }
  parts.push(
    `export type EntityName = ${schemas.map(({ schema }) => quote(schema.$id)).join(' | ') || 'never'};`,
    '',
  );
  parts.push(
    `export const entityNames: readonly EntityName[] = [${schemas.map(({ schema }) => quote(schema.$id)).join(', ')}];`,
    '',
  );
  parts.push('/** Entity id → record type. */');
  parts.push('export interface EntityTypes {');
  for (const { schema } of schemas) parts.push(`  ${schema.$id}: ${schema.title};`);
  parts.push('}', '');
  parts.push('/** Entity id → record type without x-internal fields. */');
  parts.push('export interface EntityPublicTypes {');
  for (const { schema } of schemas) parts.push(`  ${schema.$id}: ${schema.title}Public;`);
  parts.push('}', '');
  return parts.join('\n');
}
