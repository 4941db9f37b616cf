// The inputs of a create or edit form, in schema order, from the resource metadata.
import type { ReactElement } from 'react';
import type { ResourceMeta } from '../domain/resourceMeta';
import { inputsFor } from './widgetInputs';

export interface SchemaInputsProps {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  /** per-field replacement input (or null to hide the field) */
  overrides?: Record<string, ReactElement | null>;
}

export function SchemaInputs({ meta, operation, overrides = {} }: SchemaInputsProps) {
  return (
    <>
      {meta.fields
        .filter((field) => field.views.includes(operation))
        .flatMap((field) => (field.name in overrides ? [overrides[field.name]] : inputsFor(field, operation)))
        .filter((input): input is ReactElement => input !== null)}
    </>
  );
}

/** default values for a create form: the schema defaults */
export function defaultsOf(meta: ResourceMeta): Record<string, unknown> {
  return Object.fromEntries(
    meta.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]),
  );
}
