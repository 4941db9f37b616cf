// The gateway configuration form (doc 3 §3 Gateway config, §5): x-forms.config of schemas/gateway.schema.json is
// the one list of its fields (the dialogs' inputs, the edit-all columns and the server's writes all follow it),
// the change check ('No changed!'), and validation by the generated `config` form (never rewritten here), on
// values trimmed first as the operator's spaces never count.
import { z } from 'zod';
import { gatewayValidators } from '../../domain/generated/validators';

/** the `config` form's fields (x-forms.config of schemas/gateway.schema.json) */
export const CONFIG_FIELDS: readonly string[] = gatewayValidators.fields.config;

export type ConfigValues = Record<string, string>;

/** the form's values as text, for the change check */
export function toValues(gateway: Record<string, unknown>): ConfigValues {
  const values: ConfigValues = {};
  for (const field of CONFIG_FIELDS) {
    const value = gateway[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** the form's fields of a gateway: the starting values of its inputs */
export function configOf(gateway: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CONFIG_FIELDS.map((field) => [field, gateway[field] ?? null]));
}

export function isChanged(before: ConfigValues, after: ConfigValues): boolean {
  return CONFIG_FIELDS.some((field) => before[field].trim() !== after[field].trim());
}

const trimmed = (values: unknown): unknown =>
  values && typeof values === 'object'
    ? Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
      )
    : values;

/** the generated `config` form's validator, on trimmed values (the dialogs' resolver) */
export const configSchema = z.preprocess(trimmed, gatewayValidators.form.config);

/** The i18n key of the first failing field's message, or the values to send. */
export function validateConfig(
  values: Record<string, unknown>,
): { ok: true; config: Record<string, unknown> } | { ok: false; field: string; message: string } {
  const result = configSchema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      ok: false,
      field: String(issue?.path[0] ?? ''),
      message: issue?.message ?? 'validation.invalidValue',
    };
  }
  return { ok: true, config: result.data as Record<string, unknown> };
}
