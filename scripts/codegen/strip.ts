// Removing the vendor vocabulary from a schema, for json-schema-to-typescript and the OpenAPI components.

export interface StripOptions {
  /** also drop properties marked `x-internal` (and their `required` entries) */
  dropInternal: boolean;
  /** keywords to drop besides the `x-` ones */
  dropKeywords?: string[];
  /** `x-` keywords to keep (the contract's route schemas keep `x-message`) */
  keepKeywords?: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A deep copy of a schema without `x-` keywords (keyword positions only: property names are kept). */
export function stripVendorKeywords(schema: unknown, options: StripOptions): unknown {
  if (Array.isArray(schema)) return schema.map((item) => stripVendorKeywords(item, options));
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  const dropped = new Set<string>();
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword.startsWith('x-') && !options.keepKeywords?.includes(keyword)) continue;
    if (options.dropKeywords?.includes(keyword)) continue;
    if (keyword === 'properties' && isRecord(value)) {
      const properties: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(value)) {
        if (options.dropInternal && isRecord(property) && property['x-internal'] === true) {
          dropped.add(name);
          continue;
        }
        properties[name] = stripVendorKeywords(property, options);
      }
      out.properties = properties;
    } else if (keyword === 'enum' || keyword === 'default' || keyword === 'examples' || keyword === 'const') {
      out[keyword] = structuredClone(value);
    } else {
      out[keyword] = stripVendorKeywords(value, options);
    }
  }
  if (Array.isArray(out.required) && dropped.size > 0) {
    out.required = (out.required as unknown[]).filter((name) => !dropped.has(String(name)));
  }
  return out;
}
