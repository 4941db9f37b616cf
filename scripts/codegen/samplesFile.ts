// domain/generated/samples.ts: a sample builder per entity for test fixtures, `sample<Title>(overrides)`: every
// field of the schema filled (its default, else its first example, else its first enum value, else a value of its
// type within its limits and pattern), then the overrides on top. A fixture built from it names only the values
// the test is about, so a field a team adds to a schema (required or not) is filled here and no test file changes.
import { quote, propertyKey, TS_BANNER } from './emit';
import type { LoadedSchema, PropertySchema } from './schemaModel';

/** the time every sample date-time says */
const SAMPLE_TIME = '2026-01-02T03:04:05.000Z';

/** texts tried, in order, for a field with a pattern: the first the pattern and the length limits accept */
const PATTERN_CANDIDATES = ['1', '10.0.0.1', '10.0.0.1:8080', 'AABBCCDDEEFF', 'A1', 'sample'];

function fitLength(text: string, property: PropertySchema): string {
  const min = property.minLength ?? 0;
  const padded = text.length >= min ? text : text.padEnd(min, 'x');
  return property.maxLength !== undefined ? padded.slice(0, property.maxLength) : padded;
}

function sampleText(name: string, property: PropertySchema): string {
  if (property.format === 'date-time') return SAMPLE_TIME;
  if (property.format === 'date') return SAMPLE_TIME.slice(0, 10);
  if (property.format === 'email') return 'member@example.com';
  const pattern = property['x-pattern']?.regex;
  if (pattern) {
    const regex = new RegExp(pattern);
    for (const candidate of [name, ...PATTERN_CANDIDATES]) {
      const text = fitLength(candidate, property);
      if (regex.test(text)) return text;
    }
  }
  return fitLength(name, property);
}

function sampleNumber(property: PropertySchema): number {
  const low = property.minimum ?? 0;
  return property.maximum !== undefined ? Math.min(low, property.maximum) : low;
}

/** a sample value of a property, as JSON */
export function sampleValue(name: string, property: PropertySchema): unknown {
  if (property.default !== undefined) return property.default;
  const examples = (property as { examples?: unknown[] }).examples;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  if (property.enum && property.enum.length > 0) return property.enum[0];
  switch (property.type) {
    case 'string':
      return sampleText(name, property);
    case 'integer':
    case 'number':
      return sampleNumber(property);
    case 'boolean':
      return false;
    case 'array': {
      const count = property.minItems ?? 0;
      return Array.from({ length: count }, () => (property.items ? sampleValue(name, property.items) : null));
    }
    case 'object':
      return property.properties ? sampleObject(property.properties) : {};
    default:
      return null;
  }
}

function sampleObject(properties: Record<string, PropertySchema>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, sampleValue(name, sub)]));
}

function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${propertyKey(key)}: ${literal(item)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

export function samplesFile(schemas: LoadedSchema[]): string {
  const parts: string[] = [
    TS_BANNER,
    '// Sample builders for test fixtures (scripts/codegen/samplesFile.ts): every field filled, the overrides on top.',
    "import type * as Entity from './types';",
    '',
    '/** a sample entity: every field set, the overrides (which may also say null) in place of the samples */',
    'export type Sample<E, O> = Omit<Required<E>, keyof O> & O;',
    '',
  ];
  for (const { schema } of schemas) {
    const fields = Object.entries(schema.properties)
      .map(([name, property]) => `    ${propertyKey(name)}: ${literal(sampleValue(name, property))},`)
      .join('\n');
    parts.push(
      `/** ${schema.title}: every field of schemas/${schema.$id}.schema.json filled, \`overrides\` on top */`,
      `export function sample${schema.title}<O extends { [K in keyof Entity.${schema.title}]?: unknown } = {}>(`,
      '  overrides?: O,',
      `): Sample<Entity.${schema.title}, O> {`,
      `  const values: Required<Entity.${schema.title}> = {`,
      fields,
      '  };',
      `  return { ...values, ...overrides } as Sample<Entity.${schema.title}, O>;`,
      '}',
      '',
    );
  }
  return parts.join('\n');
}
