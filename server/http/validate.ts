// Body validation with the generated zod validators: 400 with the English text of the first failing field.
import type { z } from 'zod';
import en from '../../locales/en_US.json';
import { badRequest } from './errors.ts';

const GENERIC = 'validation.invalidValue';

function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** English text of an i18n key; zod's own messages (not keys) become the generic 'validation error'. */
export function englishMessage(key: string): string {
  return lookup(key) ?? lookup(GENERIC) ?? 'validation error';
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(englishMessage(result.error.issues[0]?.message ?? GENERIC));
  return result.data;
}
