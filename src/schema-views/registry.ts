// The named plug-ins of the schema views (schemas/README.md "Registry"): a schema names a cell renderer
// (`x-cell`), a form widget (`x-widget`), a filter input (`x-list.filters[].widget`), row and toolbar actions
// (`x-list.rowActions`, `x-list.toolbar`) and a page layout (`x-list.layout`); an area registers the component
// under that name once (src/<area>/<area>Views.tsx), and every table and form finds it here.
import type { SxProps, Theme } from '@mui/material';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { FieldMeta, ResourceMeta, View } from '../../domain/resourceMeta';

export type Row = Record<string, unknown>;

export interface CellProps {
  record: Row;
  field: FieldMeta;
  meta: ResourceMeta;
}

export interface CellDefinition {
  render: ComponentType<CellProps>;
  /** a heading other than the field's label (e.g. named by live configuration) */
  Header?: ComponentType<{ field: FieldMeta; meta: ResourceMeta }>;
  align?: 'right';
}

export interface FilterInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** test id of the input */
  testId: string;
}

/** how a form shows its inputs: a test id per input (`<prefix>-<field>`), read only (a detail), disabled (a key on edit) */
export interface InputOptions {
  testId?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** the value's path in the form (a row of a list: `gwList.0.ip`); default the field's name */
  source?: string;
  /** in a table cell: no visible label (the column heading is), the label as the input's accessible name */
  inTable?: boolean;
}

/** a form input for a field: `(field, operation, options) => inputs` (a password with its confirmation gives two) */
export type WidgetFactory = (
  field: FieldMeta,
  operation: Extract<View, 'create' | 'edit'>,
  options?: InputOptions,
) => ReactElement[];

export interface LayoutProps {
  meta: ResourceMeta;
  /** the toolbar row (registered toolbar actions, the saved-filter toggle) */
  toolbar: ReactNode;
  /** the filters, the table and its pager */
  table: ReactNode;
}

/** what a row style gives a row: `data-*` attributes, a class and MUI sx */
export interface RowLook {
  attributes?: Record<`data-${string}`, string>;
  className?: string;
  sx?: SxProps<Theme>;
}
/** a hook (called once per table) answering a row's look: may read the page (useSchemaPage) or permissions */
export type RowStyleHook = () => (record: Row) => RowLook;
/** a hook (called once per table) answering the columns a column set's field becomes for these rows */
export type ColumnSetHook = (field: FieldMeta, rows: Row[]) => FieldMeta[];

const cells = new Map<string, CellDefinition>();
const rowTests = new Map<string, (record: Row) => boolean>();
const rowStyles = new Map<string, RowStyleHook>();
const columnSets = new Map<string, ColumnSetHook>();
const widgets = new Map<string, WidgetFactory>();
const filterInputs = new Map<string, ComponentType<FilterInputProps>>();
const rowActions = new Map<string, ComponentType<{ record: Row }>>();
const toolbarActions = new Map<string, ComponentType>();
const layouts = new Map<string, ComponentType<LayoutProps>>();

function lookup<T>(kind: string, map: Map<string, T>, name: string): T {
  const found = map.get(name);
  if (found === undefined)
    throw new Error(`no ${kind} "${name}" is registered (src/schema-views/registry.ts)`);
  return found;
}

export const registerCell = (name: string, definition: CellDefinition) => void cells.set(name, definition);
export const registerWidget = (name: string, factory: WidgetFactory) => void widgets.set(name, factory);
export const registerFilterInput = (name: string, input: ComponentType<FilterInputProps>) =>
  void filterInputs.set(name, input);
export const registerRowAction = (name: string, action: ComponentType<{ record: Row }>) =>
  void rowActions.set(name, action);
export const registerToolbarAction = (name: string, action: ComponentType) =>
  void toolbarActions.set(name, action);
export const registerLayout = (name: string, layout: ComponentType<LayoutProps>) =>
  void layouts.set(name, layout);

/** x-list.fastRefresh.while: a test of one row (e.g. 'the tag is WIP') */
export const registerRowTest = (name: string, test: (record: Row) => boolean) =>
  void rowTests.set(name, test);
/** x-list.rowStyle */
export const registerRowStyle = (name: string, hook: RowStyleHook) => void rowStyles.set(name, hook);
/** x-columns: the field becomes the columns the hook answers (e.g. prInfo_{index} named by the aliases) */
export const registerColumns = (name: string, hook: ColumnSetHook) => void columnSets.set(name, hook);

export const rowTestNamed = (name: string) => lookup('row test', rowTests, name);
export const rowStyleNamed = (name: string) => lookup('row style', rowStyles, name);
export const columnSetNamed = (name: string) => lookup('column set', columnSets, name);
export const cellNamed = (name: string) => lookup('cell', cells, name);
export const widgetNamed = (name: string) => widgets.get(name);
export const filterInputNamed = (name: string) => lookup('filter input', filterInputs, name);
export const rowActionNamed = (name: string) => lookup('row action', rowActions, name);
export const toolbarActionNamed = (name: string) => lookup('toolbar action', toolbarActions, name);
export const layoutNamed = (name: string) => lookup('layout', layouts, name);

/** every name a resource's schema uses that is not registered (a test keeps this empty) */
export function unregisteredNames(meta: ResourceMeta): string[] {
  const missing: string[] = [];
  for (const field of meta.fields) {
    if (field.cell && !cells.has(field.cell)) missing.push(`x-cell ${field.cell}`);
    if (field.columns && !columnSets.has(field.columns)) missing.push(`x-columns ${field.columns}`);
  }
  const { fastRefresh, rowStyle } = meta.list;
  if (fastRefresh && !rowTests.has(fastRefresh.while)) missing.push(`row test ${fastRefresh.while}`);
  if (rowStyle && !rowStyles.has(rowStyle)) missing.push(`row style ${rowStyle}`);
  for (const filter of meta.list.filters)
    if (filter.widget && !filterInputs.has(filter.widget)) missing.push(`filter ${filter.widget}`);
  for (const name of meta.list.rowActions) if (!rowActions.has(name)) missing.push(`row action ${name}`);
  for (const name of meta.list.toolbar) if (!toolbarActions.has(name)) missing.push(`toolbar ${name}`);
  if (meta.list.layout && !layouts.has(meta.list.layout)) missing.push(`layout ${meta.list.layout}`);
  return missing;
}
