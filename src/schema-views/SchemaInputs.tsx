// The inputs of a create, edit or detail form, from the resource metadata: the fields of a named form
// (x-forms, in its order) or of the view, each labelled as the list labels it (x-label, else
// `<x-list.labels>.<name>`), a key field disabled on edit, every input read only in a detail.
import type { ReactElement } from 'react';
import { useTranslate } from 'ra-core';
import type { FieldMeta, ResourceMeta } from '../../domain/resourceMeta';
import { keyFields } from '../providers/resourceApi';
import { labelText } from './list/SchemaTable';
import { inputsFor } from './widgetInputs';

export interface SchemaInputsProps {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  /** the fields of a named form (x-forms), in its order; absent: the fields shown in `operation` */
  fields?: string[];
  /** per-field replacement input (or null to hide the field) */
  overrides?: Record<string, ReactElement | null>;
  /** every input read only (a detail) */
  readOnly?: boolean;
  /** inputs carry `<testIdPrefix>-<field>` */
  testIdPrefix?: string;
}

export function formFields(meta: ResourceMeta, operation: 'create' | 'edit', names?: string[]): FieldMeta[] {
  if (!names) return meta.fields.filter((field) => field.views.includes(operation));
  return names.flatMap((name) => meta.fields.filter((field) => field.name === name));
}

export function SchemaInputs({
  meta,
  operation,
  fields,
  overrides = {},
  readOnly,
  testIdPrefix,
}: SchemaInputsProps) {
  const translate = useTranslate();
  const keys = keyFields(meta);
  return (
    <>
      {formFields(meta, operation, fields)
        .flatMap((field) =>
          field.name in overrides
            ? [overrides[field.name]]
            : inputsFor({ ...field, label: labelText(translate, meta, field) }, operation, {
                readOnly,
                disabled: operation === 'edit' && (!!field.readOnly || keys.includes(field.name)),
                testId: testIdPrefix && `${testIdPrefix}-${field.name}`,
              }),
        )
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
