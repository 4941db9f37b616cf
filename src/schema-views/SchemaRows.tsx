// A list of a named form's rows in one form (schemas/README.md "Forms"): the edit-all gateway table, the channel
// settings of a store. The form holds `{ <list>: rows }`, each row checked by the named form's validator; the
// table shows a column per field of the form (its label as heading), one input per field and row, a row with a
// failing value highlighted.
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useFieldArray, useFormState } from 'react-hook-form';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { labelText } from './list/SchemaTable';
import { formFields, SchemaInputs, type InputOverride } from './SchemaInputs';

export interface SchemaRowsOptions {
  /** the form's list of rows */
  source: string;
  /** a first column before the inputs (the row's key, read only) */
  lead?: { header: ReactNode; cell: (index: number) => ReactNode };
  /** a last column after the inputs (a row's remove button) */
  action?: { header: ReactNode; cell: (index: number) => ReactNode };
  /** test id of each row */
  rowTestId?: string;
  /** the cell of a field (a minimum width) */
  cellSx?: (field: string) => SxProps<Theme> | undefined;
  /** the table's cells: 'none' (dense, the edit-all table) or MUI's default */
  padding?: 'none' | 'normal';
}

export function SchemaRows({
  meta,
  operation,
  fields,
  overrides,
  readOnly,
  testIdPrefix,
  rows,
}: {
  meta: ResourceMeta;
  operation: 'create' | 'edit';
  fields: string[];
  overrides?: Record<string, InputOverride>;
  readOnly?: boolean;
  testIdPrefix?: string;
  rows: SchemaRowsOptions;
}) {
  const translate = useTranslate();
  const { fields: items } = useFieldArray({ name: rows.source });
  const { errors } = useFormState({ name: rows.source });
  const rowErrors = errors[rows.source] as unknown as Array<unknown> | undefined;
  const columns = formFields(meta, operation, fields);
  return (
    <Table size="small" padding={rows.padding ?? 'normal'} sx={{ width: '100%' }}>
      <TableHead>
        <TableRow>
          {rows.lead && <TableCell>{rows.lead.header}</TableCell>}
          {columns.map((field) => (
            <TableCell key={field.name} sx={{ whiteSpace: 'nowrap', pr: 1 }}>
              {labelText(translate, meta, field)}
            </TableCell>
          ))}
          {rows.action && rows.action.header}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => (
          <TableRow
            key={item.id}
            data-testid={rows.rowTestId}
            sx={rowErrors?.[index] ? { bgcolor: 'error.light' } : undefined}
          >
            {rows.lead && <TableCell sx={{ pr: 1, whiteSpace: 'nowrap' }}>{rows.lead.cell(index)}</TableCell>}
            {columns.map((field) => (
              <TableCell
                key={field.name}
                sx={[{ p: 0.5, verticalAlign: 'top' }, ...flat(rows.cellSx?.(field.name))]}
              >
                <SchemaInputs
                  meta={meta}
                  operation={operation}
                  fields={[field.name]}
                  overrides={overrides}
                  readOnly={readOnly}
                  testIdPrefix={testIdPrefix}
                  row={{ list: rows.source, index }}
                  inTable
                />
              </TableCell>
            ))}
            {rows.action && <TableCell>{rows.action.cell(index)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const flat = (sx: SxProps<Theme> | undefined): Array<Exclude<SxProps<Theme>, readonly unknown[]>> =>
  sx === undefined ? [] : Array.isArray(sx) ? (sx as never[]) : [sx as never];
