// The zod expression of one property, for one of the four validator variants.
import { isWritable, requiredOn, type Operation } from './fieldRules';
import { literal, quote } from './emit';
import type { PropertySchema } from './schemaModel';

export type Variant = 'formCreate' | 'formEdit' | 'apiCreate' | 'apiUpdate';

export const VARIANT_OPERATION: Record<Variant, Operation> = {
  formCreate: 'create',
  formEdit: 'edit',
  apiCreate: 'create',
  apiUpdate: 'edit',
};

export const isFormVariant = (variant: Variant): boolean =>
  variant === 'formCreate' || variant === 'formEdit';

/**
 * How a field treats a missing value in a variant:
 * - `required`: missing, null or blank gives the x-required message;
 * - `nonBlankIfGiven`: x-required applies on the other operation only: missing or null is "not given"
 *   (undefined in the output), but a given string must not be blank;
 * - `optional`: missing or null is fine (null is kept, to clear a value).
 * Writable key fields are `required` everywhere (message: x-required, else the generic one).
 */
export type Presence = 'required' | 'nonBlankIfGiven' | 'optional';

export function presenceOf(property: PropertySchema, variant: Variant, isKey = false): Presence {
  // a writable key names the record: always needed (a read-only key, e.g. a serial id, is assigned by the server)
  if (isKey && isWritable(property)) return 'required';
  if (!property['x-required']) return 'optional';
  return requiredOn(property).includes(VARIANT_OPERATION[variant]) ? 'required' : 'nonBlankIfGiven';
}

/** Names the generated file's prelude defines (see validatorsFile.ts). */
const INVALID = 'INVALID';

/** the type, length and range checks of a property, each failing with `error` (an expression) */
function checks(property: PropertySchema, error = INVALID): string {
  let out = '';
  if (property.type === 'string') {
    if (property.minLength !== undefined) out += `.min(${property.minLength}, { error: ${error} })`;
    if (property.maxLength !== undefined) out += `.max(${property.maxLength}, { error: ${error} })`;
    if (property.format === 'date-time') out += `.refine(isDateTime, { error: ${error} })`;
  }
  if (property.type === 'integer') out += `.int({ error: ${error} })`;
  if (property.type === 'integer' || property.type === 'number') {
    if (property.minimum !== undefined) out += `.min(${property.minimum}, { error: ${error} })`;
    if (property.maximum !== undefined) out += `.max(${property.maximum}, { error: ${error} })`;
  }
  if (property.type === 'array') {
    if (property.minItems !== undefined) out += `.min(${property.minItems}, { error: ${error} })`;
    if (property.maxItems !== undefined) out += `.max(${property.maxItems}, { error: ${error} })`;
  }
  return out;
}

function enumExpression(values: Array<string | number>, error: string): string {
  if (values.every((v) => typeof v === 'string')) return `z.enum(${literal(values)}, { error: ${error} })`;
  return `z.literal(${literal(values)}, { error: ${error} })`;
}

/** A property nested in an object or array: plain types, required per the standard `required` list. */
function nestedExpression(property: PropertySchema): string {
  if (property.enum) return enumExpression(property.enum, INVALID);
  switch (property.type) {
    case 'string':
      return `z.string({ error: ${INVALID} })${checks(property)}`;
    case 'integer':
    case 'number':
      return `z.number({ error: ${INVALID} })${checks(property)}`;
    case 'boolean':
      return `z.boolean({ error: ${INVALID} })`;
    case 'array':
      return `z.array(${property.items ? nestedExpression(property.items) : 'z.unknown()'}, { error: ${INVALID} })${checks(property)}`;
    case 'object':
      return objectExpression(property, INVALID);
  }
}

function objectExpression(property: PropertySchema, error: string): string {
  if (!property.properties) return `z.record(z.string(), z.unknown(), { error: ${error} })`;
  const required = new Set(property.required ?? []);
  const fields = Object.entries(property.properties).map(([name, sub]) => {
    const expression = nestedExpression(sub);
    return `${name}: ${required.has(name) ? expression : `${expression}.optional()`}`;
  });
  return `z.object({ ${fields.join(', ')} }, { error: ${error} })`;
}

/** The zod expression of a top-level property in a variant. */
export function fieldExpression(property: PropertySchema, variant: Variant, isKey = false): string {
  const presence = presenceOf(property, variant, isKey);
  const requiredKey = property['x-required'];
  // the field's own message for a wrong type, length or range (x-invalid), else the generic one
  const invalid = property['x-invalid'] ? quote(property['x-invalid']) : INVALID;
  const message = requiredKey ? quote(requiredKey) : invalid;
  // the type error doubles as the required message: missing and null values are type errors
  const typeError = presence === 'required' ? message : invalid;
  const blankCheck = presence === 'optional' ? '' : `.refine(notBlank, { error: ${message} })`;
  const pattern = property['x-pattern'];
  // the console's edit form leaves a write-only input (password) empty to keep the stored value
  const emptyIsAbsent = variant === 'formEdit' && property.writeOnly === true;

  let expression: string;
  let blankToNull = false;
  if (property.enum) {
    const editOnly = VARIANT_OPERATION[variant] === 'create' ? (property['x-edit-only'] ?? []) : [];
    expression = enumExpression(
      property.enum.filter((v) => !editOnly.includes(v)),
      typeError,
    );
  } else if (property.type === 'string') {
    const patternCheck = pattern
      ? `.regex(new RegExp(${quote(pattern.regex)}), { error: ${quote(pattern.message)} })`
      : '';
    expression = `z.string({ error: ${typeError} })${blankCheck}${patternCheck}${checks(property, invalid)}`;
  } else if (property.type === 'integer' || property.type === 'number') {
    // numbers come as numbers (number inputs, JSON) or as text (text inputs, digit strings in JSON); each
    // member carries the message too: zodResolver shows the closest member's issue, not the union's
    // (an emptied number input is null: 'Fill in Base timeout!', never zod's 'expected number')
    const numberBlankCheck = presence === 'optional' ? '' : `.refine(numberNotBlank, { error: ${message} })`;
    const patternCheck = pattern
      ? `.refine(matches(new RegExp(${quote(pattern.regex)})), { error: ${quote(pattern.message)} })`
      : '';
    expression =
      `z.union([z.number({ error: ${typeError} }), z.string({ error: ${typeError} })], { error: ${typeError} })${numberBlankCheck}${patternCheck}` +
      `.transform(toNumber).pipe(z.number({ error: ${pattern ? quote(pattern.message) : invalid} })${checks(property, invalid)})`;
    blankToNull = presence === 'optional';
  } else if (property.type === 'boolean') {
    expression = `z.boolean({ error: ${typeError} })`;
  } else if (property.type === 'array') {
    const item = property.items ? nestedExpression(property.items) : 'z.unknown()';
    const nonEmpty = presence === 'optional' ? '' : `.min(1, { error: ${message} })`;
    expression = `z.array(${item}, { error: ${typeError} })${nonEmpty}${checks(property, invalid)}`;
  } else {
    expression = objectExpression(property, typeError);
  }

  switch (presence) {
    case 'required':
      return expression;
    case 'nonBlankIfGiven':
      return `z.preprocess(${emptyIsAbsent ? 'emptyToUndefined' : 'nullToUndefined'}, ${expression}.optional())`;
    case 'optional':
      if (emptyIsAbsent) return `z.preprocess(emptyToUndefined, ${expression}.nullish())`;
      if (blankToNull) return `z.preprocess(blankToNull, ${expression}.nullish())`;
      return `${expression}.nullish()`;
  }
}

/** The fields (in schema order) a variant accepts. Keys stay accepted on update, to name the record. */
export function variantFields(
  properties: Record<string, PropertySchema>,
  keys: string[],
  variant: Variant,
  viewsOf: (property: PropertySchema) => string[],
): Array<[string, PropertySchema]> {
  return Object.entries(properties).filter(([name, property]) => {
    if (property['x-internal']) return false;
    const isUpdateKey = VARIANT_OPERATION[variant] === 'edit' && keys.includes(name);
    if (!isWritable(property) && !isUpdateKey) return false;
    if (variant === 'formCreate') return viewsOf(property).includes('create');
    if (variant === 'formEdit') return isUpdateKey || viewsOf(property).includes('edit');
    return true;
  });
}
