// The inputs of a create, edit or detail form, from the resource metadata: the fields of a named form
// (x-forms, in its order) or of the view, each labelled as the list labels it (x-label, else
// `<x-list.labels>.<name>`), a key field disabled on edit, every input read only in a detail.
import { Fragment, type ReactElement } from 'react';
import { useTranslate } from 'ra-core';
import type { FieldMeta, ResourceMeta } from '../../domain/resourceMeta';
import { keyFields } from '../providers/resourceApi';
import { labelText } from './list/SchemaTable';
import type { InputOptions } from './registry';
import { inputsFor } from './widgetInputs';

export interface SchemaInputsProps {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  /** the fields of a named form (x-forms), in its order; absent: the fields shown in `operation` */
  fields?: string[];
  /** per-field replacement input (or null to hide the field); a function gets the input's place and options */
  overrides?: Record<string, InputOverride>;
  /** every input read only (a detail) */
  readOnly?: boolean;
  /** inputs carry `<testIdPrefix>-<field>` (`<testIdPrefix>-<field>-<row>` in a row of a list) */
  testIdPrefix?: string;
  /** a row of a list (SchemaRows): the values live under `<list>.<row>.` */
  row?: { list: string; index: number };
  /** in a table cell: labels are the column headings (SchemaRows) */
  inTable?: boolean;
  /** every input disabled (the values are not known yet) */
  disabled?: boolean;
}

/** what an override function gets: the field (labelled), the value's path, and the input's options */
export interface OverrideProps {
  field: FieldMeta;
  source: string;
  options: InputOptions;
}

export type InputOverride = ReactElement | null | ((props: OverrideProps) => ReactElement | null);

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
  row,
  inTable,
  disabled,
}: SchemaInputsProps) {
  const translate = useTranslate();
  const keys = keyFields(meta);
  return (
    <>
      {formFields(meta, operation, fields)
        .flatMap((field) => {
          const labelled = { ...field, label: labelText(translate, meta, field) };
          const options: InputOptions = {
            readOnly,
            disabled: !!disabled || (operation === 'edit' && (!!field.readOnly || keys.includes(field.name))),
            testId: testIdPrefix && `${testIdPrefix}-${field.name}${row ? `-${String(row.index)}` : ''}`,
            source: row ? `${row.list}.${String(row.index)}.${field.name}` : field.name,
            inTable,
          };
          if (!(field.name in overrides)) return inputsFor(labelled, operation, options);
          const override = overrides[field.name];
          const input =
            typeof override === 'function'
              ? override({ field: labelled, source: options.source ?? field.name, options })
              : override;
          return [input && <Fragment key={field.name}>{input}</Fragment>];
        })
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
