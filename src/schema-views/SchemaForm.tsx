// A form of the schema: react-admin's SimpleForm with the inputs of the view or of a named form (x-forms) and
// the generated zod validator of that form (formResolver.ts), so each message lives once, in the schema.
// Inside CreateBase/EditBase it saves through the data provider; a dialog with its own call passes onSubmit.
// `problemTestId` also shows the first failing field's message above the inputs (the spec's one-message boxes).
import { Alert } from '@mui/material';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { namedFormSchema, resolverFor } from './formResolver';
import type { Issue } from './firstIssue';
import { defaultsOf, formFields, SchemaInputs, type InputOverride } from './SchemaInputs';
import { SchemaRows, type SchemaRowsOptions } from './SchemaRows';

export interface SchemaFormProps {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  /** a named form (x-forms): its fields, in order, and its validator */
  form?: string;
  overrides?: Record<string, InputOverride>;
  schema?: z.ZodType;
  toolbar?: ReactElement | false;
  children?: ReactNode;
  /** a detail: every input read only */
  readOnly?: boolean;
  /** every input disabled (the values are not known yet) */
  disabled?: boolean;
  /** inputs carry `<testIdPrefix>-<field>` */
  testIdPrefix?: string;
  /** the values, when no CreateBase/EditBase saves them */
  record?: FieldValues;
  onSubmit?: (values: FieldValues) => unknown;
  /** test id of the box showing the first failing field's message */
  problemTestId?: string;
  /** a Save refused by the validator: the first failing field (in the form's order; of a row in a list) and its
   * message (an i18n key), with the values typed (the spec's one-message error dialogs) */
  onInvalid?: (problem: Issue, values: FieldValues) => void;
  /** the inputs in two columns from the small breakpoint on (a dialog of short inputs) */
  columns?: 1 | 2;
  /** the form edits a list of the named form's rows (`{ <rows.source>: [...] }`), shown as a table */
  rows?: SchemaRowsOptions;
}

export function SchemaForm({
  meta,
  operation,
  form,
  overrides,
  schema,
  toolbar,
  children,
  readOnly,
  disabled,
  testIdPrefix,
  record,
  onSubmit,
  problemTestId,
  onInvalid,
  columns,
  rows,
}: SchemaFormProps) {
  const named = form ? namedFormSchema(meta, form) : undefined;
  const fields = named ? Object.keys(named.shape) : undefined;
  if (rows && !named) throw new Error('A form of rows names its form (x-forms)');
  const listed = rows && named ? z.object({ [rows.source]: z.array(named) }) : undefined;
  const names = rows ? [rows.source] : formFields(meta, operation, fields).map((f) => f.name);
  return (
    <SimpleForm
      sx={columns === 2 ? TWO_COLUMNS : undefined}
      resolver={resolverFor(meta, operation, schema ?? listed ?? named)}
      defaultValues={operation === 'create' ? defaultsOf(meta) : undefined}
      record={record}
      onSubmit={onSubmit}
      disableInvalidFormNotification={!!problemTestId || !!onInvalid}
      toolbar={
        toolbar ?? (
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        )
      }
      mode="onSubmit"
      reValidateMode="onChange"
    >
      {problemTestId && <FirstProblem names={names} testId={problemTestId} />}
      {onInvalid && <InvalidSubmit names={names} rowFields={rows && fields} onInvalid={onInvalid} />}
      {rows && fields ? (
        <SchemaRows
          meta={meta}
          operation={operation}
          fields={fields}
          overrides={overrides}
          readOnly={readOnly}
          testIdPrefix={testIdPrefix}
          rows={rows}
        />
      ) : (
        <SchemaInputs
          meta={meta}
          operation={operation}
          fields={fields}
          overrides={overrides}
          readOnly={readOnly}
          disabled={disabled}
          testIdPrefix={testIdPrefix}
        />
      )}
      {children}
    </SimpleForm>
  );
}

/** two columns of inputs (the SimpleForm's stack as a grid), one on a phone */
const TWO_COLUMNS = {
  '& > .MuiStack-root': {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
    columnGap: 2,
    alignItems: 'start',
  },
  '& > .MuiStack-root > *': { width: '100%', minWidth: 0 },
};

const messageOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  return Object.entries(error)
    .filter(([key]) => key !== 'ref')
    .map(([, value]) => messageOf(value))
    .find((m) => m !== undefined);
};

/** the first failing field, in the form's order: a field's own message, or (a list of rows) the first row's
 * first failing field in `rowFields` order */
export function firstProblem(errors: FieldErrors, names: string[], rowFields?: string[]): Issue | undefined {
  for (const name of names) {
    const error = errors[name] as unknown;
    if (!error) continue;
    if (
      rowFields &&
      typeof error === 'object' &&
      typeof (error as { message?: unknown }).message !== 'string'
    ) {
      const rows = Object.entries(error)
        .filter(([key]) => /^[0-9]+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b));
      for (const [, row] of rows)
        for (const field of rowFields) {
          const message = messageOf((row as Record<string, unknown> | undefined)?.[field]);
          if (message) return { field, message };
        }
    }
    const message = messageOf(error);
    if (message) return { field: name, message };
  }
  return undefined;
}

/** calls onInvalid once per Save the validator refused */
function InvalidSubmit({
  names,
  rowFields,
  onInvalid,
}: {
  names: string[];
  rowFields?: string[];
  onInvalid: (problem: Issue, values: FieldValues) => void;
}) {
  const { submitCount, errors, isSubmitSuccessful } = useFormState();
  const { getValues } = useFormContext();
  const latest = useRef(onInvalid);
  latest.current = onInvalid;
  const told = useRef(0);
  useEffect(() => {
    if (submitCount === told.current) return;
    told.current = submitCount;
    if (isSubmitSuccessful) return;
    const problem = firstProblem(errors, names, rowFields);
    if (problem) latest.current(problem, getValues());
    // once per submission: the errors of that submission
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return null;
}

/** the message of the first failing field, in the form's order (an array field: its own or its first item's) */
function FirstProblem({ names, testId }: { names: string[]; testId: string }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = names.map((name) => messageOf(errors[name])).find((m) => m !== undefined);
  if (!message) return null;
  return (
    <Alert severity="warning" data-testid={testId} sx={{ mb: 1, width: '100%', boxSizing: 'border-box' }}>
      {translate(message)}
    </Alert>
  );
}
