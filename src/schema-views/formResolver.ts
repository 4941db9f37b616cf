// Form validation: the generated zod form validator of the entity through zodResolver; for a
// resource without generated validators (fixtures, new schemas), a resolver derived from its metadata
// (x-required per operation, x-confirm). Messages are i18n keys, translated by react-admin.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validators } from '../generated/validators';
import type { ResourceMeta } from './resourceMeta';
import { firstMissing } from './requiredCheck';

export type Operation = 'create' | 'edit';

export function metaResolver(meta: ResourceMeta, operation: Operation): Resolver<FieldValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const field of meta.fields) {
      if (!field.views.includes(operation)) continue;
      const missing = firstMissing(meta, values, operation, [field.name]);
      if (missing) errors[field.name] = { type: 'required', message: missing };
      if (field.confirm) {
        const main = values[field.name];
        if (typeof main === 'string' && main !== '' && main !== values[field.confirm.field]) {
          errors[field.confirm.field] = { type: 'confirm', message: field.confirm.message };
        }
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

export function formSchemaFor(meta: ResourceMeta, operation: Operation): z.ZodType | undefined {
  const entity = (validators as Record<string, { form: Record<Operation, z.ZodType> } | undefined>)[
    meta.entity
  ];
  return entity?.form[operation];
}

export function resolverFor(
  meta: ResourceMeta,
  operation: Operation,
  schema?: z.ZodType,
): Resolver<FieldValues> {
  const zod = schema ?? formSchemaFor(meta, operation);
  if (!zod) return metaResolver(meta, operation);
  return zodResolver(zod as Parameters<typeof zodResolver>[0]) as unknown as Resolver<FieldValues>;
}
