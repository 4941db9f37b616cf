// Form validation: the generated zod form validator of the entity (or one given by the caller) through
// zodResolver. Messages are i18n keys, translated by react-admin. No other rules live in the console.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validators } from '../../domain/generated/validators';
import type { ResourceMeta } from '../../domain/resourceMeta';

export type Operation = 'create' | 'edit';

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
  if (!zod) throw new Error(`No form validator for ${meta.entity}: run \`npm run codegen\` or pass one`);
  return zodResolver(zod as Parameters<typeof zodResolver>[0]) as unknown as Resolver<FieldValues>;
}

/** the generated validator of a named form (x-forms): `<entity>Validators.form.<name>` */
export function namedFormSchema(meta: ResourceMeta, form: string): z.ZodObject {
  const entity = (validators as Record<string, { form: Record<string, z.ZodType> } | undefined>)[meta.entity];
  const schema = entity?.form[form];
  if (!schema)
    throw new Error(`No form ${form} for ${meta.entity}: declare it in x-forms, run \`npm run codegen\``);
  return schema as z.ZodObject;
}
