// Body validation with the generated zod validators: 400 with the message of the first failing field (its
// validation.* key and English text).
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { INVALID_VALUE, validationMessage } from '../db/validation.ts';

// the messages of validation are the data layer's too (server/db/validation.ts checks records before writes)
export { INVALID_VALUE, validationMessage };

/** English text of an i18n key; zod's own messages (not keys) become the generic 'validation error'. */
export function englishMessage(key: string): string {
  return validationMessage(key).text;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success)
    throw badRequest(
      result.error.issues[0] ? validationMessage(result.error.issues[0].message) : INVALID_VALUE,
    );
  return result.data;
}

type PropertyDefault = { default?: unknown; readOnly?: boolean };

/** A create body with defaults for the writable fields it leaves out: `first`'s (values of the moment, e.g. the
 * server configuration's), else the entity schema's. A field sent blank or null is not left out: the validator
 * answers its 'Fill in ...!'. Not an object: unchanged, for the validator to refuse. */
export function withSchemaDefaults(
  schema: { properties?: object },
  body: unknown,
  first: Record<string, unknown> = {},
): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const filled: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties ?? {}) as Array<
    [string, PropertyDefault]
  >) {
    if (filled[name] !== undefined || property.readOnly) continue;
    const value = first[name] ?? property.default;
    if (value !== undefined) filled[name] = structuredClone(value);
  }
  return filled;
}
