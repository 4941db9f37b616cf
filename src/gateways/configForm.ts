// The gateway configuration form (doc 3 §3 Gateway config, §5): its fields, the change check ('No changed!'),
// and validation by the generated `config` form of schemas/gateway.schema.json (never rewritten here).
import { gatewayValidators } from '../../domain/generated/validators';

/** the `config` form's fields (x-forms.config of schemas/gateway.schema.json) */
export const CONFIG_FIELDS = gatewayValidators.fields.config;

export type ConfigField = (typeof CONFIG_FIELDS)[number];
export type ConfigValues = Record<ConfigField, string>;

export function toValues(gateway: Record<string, unknown>): ConfigValues {
  const values = {} as ConfigValues;
  for (const field of CONFIG_FIELDS) {
    const value = gateway[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

export function isChanged(before: ConfigValues, after: ConfigValues): boolean {
  return CONFIG_FIELDS.some((field) => before[field].trim() !== after[field].trim());
}

/** The i18n key of the first failing field's message, or the values to send. */
export function validateConfig(
  values: ConfigValues,
): { ok: true; config: Record<string, unknown> } | { ok: false; message: string } {
  const trimmed = Object.fromEntries(CONFIG_FIELDS.map((f) => [f, values[f].trim()]));
  const result = gatewayValidators.form.config.safeParse(trimmed);
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? 'validation.invalidValue' };
  return { ok: true, config: result.data as Record<string, unknown> };
}
