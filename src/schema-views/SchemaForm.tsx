import type { ReactElement, ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { z } from 'zod';
import { resolverFor } from './formResolver';
import { SchemaInputs, defaultsOf } from './SchemaInputs';
import type { ResourceMeta } from '../domain/resourceMeta';

export interface SchemaFormProps {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  overrides?: Record<string, ReactElement | null>;
  schema?: z.ZodType;
  toolbar?: ReactElement | false;
  children?: ReactNode;
}

/** SimpleForm with the schema's inputs and validator (shared by SchemaCreate and SchemaEdit) */
export function SchemaForm({ meta, operation, overrides, schema, toolbar, children }: SchemaFormProps) {
  return (
    <SimpleForm
      resolver={resolverFor(meta, operation, schema)}
      defaultValues={operation === 'create' ? defaultsOf(meta) : undefined}
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
      <SchemaInputs meta={meta} operation={operation} overrides={overrides} />
      {children}
    </SimpleForm>
  );
}
