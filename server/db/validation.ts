// A record checked by its generated zod validator before it is written: refused (RefusedError) with the message of
// the first failing field (its validation.* key and English text), or the generic 'validation error' where the
// validator's message is zod's own rather than a key.
import type { z } from 'zod';
import { englishTemplate } from '../../domain/englishText.ts';
import { RefusedError } from './errors.ts';
import { message, type Message } from './messages.ts';

const GENERIC = 'validation.invalidValue';

/** the generic 'validation error' */
export const INVALID_VALUE: Message = message(GENERIC);

/** The message of a validator's i18n key; zod's own messages (not keys) become the generic 'validation error'. */
export function validationMessage(key: string): Message {
  return message(englishTemplate(key) === undefined ? GENERIC : key);
}

/** the record as the validator answers it (defaults filled in), or RefusedError naming the first failing field */
export function validRecord<S extends z.ZodType>(schema: S, record: unknown): z.output<S> {
  const result = schema.safeParse(record ?? {});
  if (!result.success) throw new RefusedError(validationMessage(result.error.issues[0]?.message ?? GENERIC));
  return result.data;
}
