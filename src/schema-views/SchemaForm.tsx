// A form of the schema: react-admin's SimpleForm with the inputs of the view or of a named form (x-forms) and
// the generated zod validator of that form (formResolver.ts), so each message lives once, in the schema.
// Inside CreateBase/EditBase it saves through the data provider; a dialog with its own call passes onSubmit.
// `problemTestId` also shows the first failing field's message above the inputs (the spec's one-message boxes).
import { Alert } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { namedFormSchema, resolverFor } from './formResolver';
import { defaultsOf, formFields, SchemaInputs } from './SchemaInputs';

export interface SchemaFormProps {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  /** a named form (x-forms): its fields, in order, and its validator */
  form?: string;
  overrides?: Record<string, ReactElement | null>;
  schema?: z.ZodType;
  toolbar?: ReactElement | false;
  children?: ReactNode;
  /** a detail: every input read only */
  readOnly?: boolean;
  /** inputs carry `<testIdPrefix>-<field>` */
  testIdPrefix?: string;
  /** the values, when no CreateBase/EditBase saves them */
  record?: FieldValues;
  onSubmit?: (values: FieldValues) => unknown;
  /** test id of the box showing the first failing field's message */
  problemTestId?: string;
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
  testIdPrefix,
  record,
  onSubmit,
  problemTestId,
}: SchemaFormProps) {
  const named = form ? namedFormSchema(meta, form) : undefined;
  const fields = named ? Object.keys(named.shape) : undefined;
  return (
    <SimpleForm
      resolver={resolverFor(meta, operation, schema ?? named)}
      defaultValues={operation === 'create' ? defaultsOf(meta) : undefined}
      record={record}
      onSubmit={onSubmit}
      disableInvalidFormNotification={!!problemTestId}
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
      {problemTestId && (
        <FirstProblem names={formFields(meta, operation, fields).map((f) => f.name)} testId={problemTestId} />
      )}
      <SchemaInputs
        meta={meta}
        operation={operation}
        fields={fields}
        overrides={overrides}
        readOnly={readOnly}
        testIdPrefix={testIdPrefix}
      />
      {children}
    </SimpleForm>
  );
}

/** the message of the first failing field, in the form's order (an array field: its own or its first item's) */
function FirstProblem({ names, testId }: { names: string[]; testId: string }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const messageOf = (error: unknown): string | undefined => {
    if (!error || typeof error !== 'object') return undefined;
    const own = (error as { message?: unknown }).message;
    if (typeof own === 'string') return own;
    return Object.entries(error)
      .filter(([key]) => key !== 'ref')
      .map(([, value]) => messageOf(value))
      .find((m) => m !== undefined);
  };
  const message = names.map((name) => messageOf(errors[name])).find((m) => m !== undefined);
  if (!message) return null;
  return (
    <Alert severity="warning" data-testid={testId} sx={{ mb: 1, width: '100%', boxSizing: 'border-box' }}>
      {translate(message)}
    </Alert>
  );
}
