// The table of a schema list, on react-admin's list context: the x-list columns (heading from the field's label
// or its cell's Header, sort labels on the sortable ones, width from x-width), the selection column
// (x-list.select), the registered row actions (x-list.rowActions), and the loading, empty and data states.
// A field with x-columns becomes the columns its registered column set answers for the rows shown; a registered
// row style (x-list.rowStyle) gives rows attributes, a class and colours.
// Rows carry `data-testid="<resource>-row"` and one `data-<field>` attribute per key field and x-list.rowData field.
import { LinearProgress, Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useListContext, useTranslate, type TranslateFunction } from 'ra-core';
import { useEffect } from 'react';
import type { FieldMeta, ResourceMeta } from '../../../domain/resourceMeta';
import { ScrollTable, SelectAllCell, SelectCell, SortLabel } from '../../layout/tableParts';
import { keyFields } from '../../providers/resourceApi';
import {
  cellNamed,
  columnSetNamed,
  rowActionNamed,
  rowStyleNamed,
  type ColumnSetHook,
  type Row,
  type RowStyleHook,
} from '../registry';
import { cellNameOf, fillLink, LinkedCell } from './cells';

/** `secondCode` → `second-code`, `_id` → `id` */
export const kebab = (name: string) =>
  name.replace(/^_+/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function labelOf(meta: ResourceMeta, field: FieldMeta | string): string {
  const name = typeof field === 'string' ? field : field.name;
  const own = typeof field === 'string' ? undefined : field.label;
  return own ?? `${meta.list.labels}.${name}`;
}

/** `shelfCode` → `Shelf code`: what a label without a translation shows (as react-admin does) */
const humanized = (name: string) => {
  const words = name
    .replace(/^_+/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** the translated label of a field (or a filter's field name) */
export function labelText(
  translate: TranslateFunction,
  meta: ResourceMeta,
  field: FieldMeta | string,
): string {
  return translate(labelOf(meta, field), { _: humanized(typeof field === 'string' ? field : field.name) });
}

const noColumnSet: ColumnSetHook = () => [];
const noRowStyle: RowStyleHook = () => () => ({});

export interface SchemaTableProps {
  meta: ResourceMeta;
  /** columns after the x-list ones (e.g. a site's extra columns), by field name */
  extraColumns?: string[];
  /** columns and filters the page leaves out (fixed by the page, e.g. the store of a store's own table) */
  omit?: string[];
  /** false hides the selection column although x-list.select (e.g. without write privilege) */
  selectable?: boolean;
  /** a row click (besides its links and actions) */
  onRowClick?: (record: Row) => void;
  /** the table's accessible name (e.g. the heading of its card) */
  title?: string;
}

export function SchemaTable({
  meta,
  extraColumns = [],
  omit = [],
  selectable = true,
  onRowClick,
  title,
}: SchemaTableProps) {
  const translate = useTranslate();
  const list = useListContext<Row & { id: string }>();
  const { data, isPending, sort, setSort, selectedIds, onSelect, page, perPage, filterValues } = list;
  const rows = data ?? [];
  const ids = rows.map((r) => r.id);
  const declared = [...meta.list.columns, ...extraColumns]
    .filter((name) => !omit.includes(name))
    .map((name) => meta.fields.find((f) => f.name === name))
    .filter((f): f is FieldMeta => f !== undefined);
  // one column set per list (x-columns), its hook called once per render
  const setField = declared.find((f) => f.columns);
  const useColumnSet = setField?.columns ? columnSetNamed(setField.columns) : noColumnSet;
  const expanded = useColumnSet(setField ?? declared[0], rows);
  const columns = declared.flatMap((f) => (f === setField ? expanded : [f]));
  const useRowStyle = meta.list.rowStyle ? rowStyleNamed(meta.list.rowStyle) : noRowStyle;
  const lookOf = useRowStyle();
  const dataFields = [...keyFields(meta), ...(meta.list.rowData ?? [])];
  const select = meta.list.select && selectable;
  const actions = meta.list.rowActions.map((name) => ({ name, Action: rowActionNamed(name) }));
  const testId = kebab(meta.name);
  // a new page, sort or filter starts with nothing selected
  const filterKey = JSON.stringify(filterValues);
  useEffect(() => {
    if (select) onSelect([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, perPage, sort.field, sort.order, filterKey]);
  const heading = (field: FieldMeta) => {
    const { Header } = cellNamed(cellNameOf(field));
    const label = Header ? (
      <Header field={field} meta={meta} />
    ) : (
      (field.heading ?? labelText(translate, meta, field))
    );
    if (!meta.list.sortable.includes(field.name)) return label;
    return (
      <SortLabel
        column={field.name}
        sort={{ column: sort.field, dir: sort.order === 'DESC' ? 'desc' : 'asc' }}
        onSort={(next) => setSort({ field: next.column, order: next.dir === 'desc' ? 'DESC' : 'ASC' })}
        testId={`sort-${field.name}`}
      >
        {label}
      </SortLabel>
    );
  };
  const colSpan = columns.length + (select ? 1 : 0) + (actions.length ? 1 : 0);
  return (
    <ScrollTable testId={`${testId}-table`} label={title} sx={{ '& td, & th': { px: 0.75, fontSize: 13 } }}>
      <TableHead>
        <TableRow>
          {select && (
            <SelectAllCell
              ids={ids}
              selected={selectedIds.map(String)}
              onSelect={onSelect}
              label={translate('app.table.selectAll')}
              testId={`${testId}-select-all`}
            />
          )}
          {columns.map((field) => (
            <TableCell
              key={field.name}
              align={cellNamed(cellNameOf(field)).align}
              sx={{ whiteSpace: 'nowrap', width: field.width }}
              data-testid={`${testId}-heading`}
            >
              {heading(field)}
            </TableCell>
          ))}
          {actions.length > 0 && <TableCell>{translate('app.table.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {isPending && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={colSpan} data-testid={`${testId}-loading`}>
              <LinearProgress aria-label={translate('ra.page.loading')} />
            </TableCell>
          </TableRow>
        )}
        {rows.map((record) => {
          const look = lookOf(record);
          return (
            <TableRow
              key={record.id}
              hover
              selected={selectedIds.includes(record.id)}
              data-testid={`${testId}-row`}
              {...Object.fromEntries(dataFields.map((k) => [`data-${kebab(k)}`, String(record[k] ?? '')]))}
              {...look.attributes}
              className={look.className}
              onClick={onRowClick && (() => onRowClick(record))}
              sx={[
                onRowClick ? { cursor: 'pointer' } : {},
                ...(Array.isArray(look.sx) ? look.sx : [look.sx]),
              ]}
            >
              {select && (
                <SelectCell
                  id={record.id}
                  label={String(record[keyFields(meta).at(-1) ?? 'id'] ?? record.id)}
                  selected={selectedIds.map(String)}
                  onSelect={onSelect}
                />
              )}
              {columns.map((field) => {
                const { render: Cell, align } = cellNamed(cellNameOf(field));
                const cell = <Cell record={record} field={field} meta={meta} />;
                return (
                  <TableCell
                    key={field.name}
                    align={align}
                    data-field={field.name}
                    sx={
                      field.width
                        ? { maxWidth: field.width, overflow: 'hidden', textOverflow: 'ellipsis' }
                        : undefined
                    }
                  >
                    {field.link ? <LinkedCell to={fillLink(field.link, record)}>{cell}</LinkedCell> : cell}
                  </TableCell>
                );
              })}
              {actions.length > 0 && (
                <TableCell onClick={(event) => event.stopPropagation()}>
                  <Stack direction="row" spacing={0.25}>
                    {actions.map(({ name, Action }) => (
                      <Action key={name} record={record} />
                    ))}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          );
        })}
        {!isPending && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={colSpan} data-testid={`${testId}-empty`}>
              {translate(meta.list.empty)}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </ScrollTable>
  );
}
