// The i18n keys schemas name must exist under `validation` in the English locale.
import { readFileSync } from 'node:fs';
import { messageKeys } from './fieldRules';
import type { LoadedSchema } from './schemaModel';

/** Message for failures the spec gives no wording for (wrong type, too long, out of range, unknown choice). */
export const INVALID_VALUE_KEY = 'validation.invalidValue';

/** Every `validation.<name>` key of a locale file whose value is a string. */
export function loadValidationKeys(localePath: string): Set<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(localePath, 'utf8'));
  } catch (error) {
    throw new Error(`codegen: cannot read the locale ${localePath}: ${(error as Error).message}`);
  }
  const validation =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>).validation
      : undefined;
  if (typeof validation !== 'object' || validation === null) {
    throw new Error(`codegen: ${localePath} has no "validation" object`);
  }
  const keys = new Set<string>();
  for (const [name, text] of Object.entries(validation)) {
    if (typeof text === 'string') keys.add(`validation.${name}`);
  }
  return keys;
}

/** Throws one error listing every key that is missing from the locale (with the schema keyword naming it). */
export function assertMessagesExist(schemas: LoadedSchema[], keys: Set<string>, localePath: string): void {
  const missing: string[] = [];
  if (!keys.has(INVALID_VALUE_KEY)) missing.push(`${INVALID_VALUE_KEY} (generic message of codegen)`);
  for (const { file, schema } of schemas) {
    for (const { key, where } of messageKeys(schema)) {
      if (!keys.has(key)) missing.push(`${key} (${file}: ${where})`);
    }
  }
  if (missing.length > 0) {
    throw new Error(`codegen: i18n keys missing from ${localePath}:\n  ${missing.join('\n  ')}`);
  }
}
