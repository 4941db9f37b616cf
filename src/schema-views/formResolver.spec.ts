import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resources } from '../../domain/generated/resources';
import { validators } from '../../domain/generated/validators';
import { namedFormSchema, resolverFor } from './formResolver';

const forms = Object.entries(validators).flatMap(([entity, { form }]) =>
  Object.entries(form as Record<string, z.ZodType>).map(([name, schema]) => ({ entity, name, schema })),
);

async function errorsOf(resolver: Resolver<FieldValues>, values: FieldValues): Promise<FieldErrors> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

/** every message of a form's errors, nested ones (array items, objects) included */
function messages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const own = (errors as { message?: unknown }).message;
  if (typeof own === 'string') return [own];
  return Object.entries(errors)
    .filter(([key]) => key !== 'ref')
    .flatMap(([, value]) => messages(value));
}

describe('form resolver messages for emptied inputs', () => {
  it("an emptied required number input of the store forms gives the spec's 'Fill in ...!' message", async () => {
    const meta = resources.store;
    for (const [form, operation] of [
      ['storeItem', 'create'],
      ['storeEdit', 'edit'],
    ] as const) {
      const shape = namedFormSchema(meta, form).shape;
      const emptied = Object.fromEntries(Object.keys(shape).map((name) => [name, null]));
      const errors = await errorsOf(resolverFor(meta, operation, namedFormSchema(meta, form)), emptied);
      const numbers = meta.fields.filter(
        (f) => (f.type === 'number' || f.type === 'integer') && f.required && f.name in shape,
      );
      expect(numbers.map((f) => f.name)).toEqual([
        'totalDuration',
        'eventDuration',
        'cpDuration',
        'baseTimeout',
        'timeoutTag',
      ]);
      for (const field of numbers) expect(errors[field.name]?.message).toBe(field.required?.message);
    }
  });

  it('every form of every schema answers emptied inputs with its own i18n messages, never zod wording', async () => {
    for (const { entity, name, schema } of forms) {
      const shape = (schema as z.ZodObject).shape ?? {};
      for (const empty of [null, '', undefined]) {
        const values = Object.fromEntries(Object.keys(shape).map((field) => [field, empty]));
        // resolverFor reads the metadata only to find a validator; this one is given
        const errors = await errorsOf(resolverFor(resources.store, 'create', schema), values);
        for (const message of messages(errors))
          expect(`${entity}.${name}: ${message}`).toMatch(/: validation\.\w+$/);
      }
    }
  });
});
