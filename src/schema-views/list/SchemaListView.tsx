// One list of the console from its schema: the saved-filter toggle, the registered toolbar actions
// (x-list.toolbar), the filters (x-list.filters), the table and the translated pager, on react-admin's list
// controller (useSchemaList); a registered page layout (x-list.layout) frames the toolbar and the table. The page hands
// handlers to its registered parts through <SchemaPage value>.
import { Stack } from '@mui/material';
import { ListContextProvider } from 'ra-core';
import type { ReactNode } from 'react';
import type { ResourceMeta } from '../../../domain/resourceMeta';
import { SavedFilterToggle } from '../../providers/SavedFilterToggle';
import { layoutNamed, toolbarActionNamed } from '../registry';
import { SchemaFilters } from './SchemaFilters';
import { SchemaPager } from './SchemaPager';
import { kebab, SchemaTable, type SchemaTableProps } from './SchemaTable';
import { listStoreKey, useSchemaList, type SchemaListOptions } from './useSchemaList';

export interface SchemaListViewProps extends SchemaListOptions, Omit<SchemaTableProps, 'meta'> {
  meta: ResourceMeta;
  /** more of the page between the filters and the table (rarely needed: prefer x-list.toolbar) */
  children?: ReactNode;
}

export function SchemaListView({
  meta,
  params,
  sync,
  critical,
  filter,
  failureTitle,
  rows,
  children,
  ...tableProps
}: SchemaListViewProps) {
  const controller = useSchemaList(meta, { params, sync, critical, filter, failureTitle, rows });
  // a second table of a page (kept in the store) prefixes its filter test ids with its resource
  const testIdPrefix = sync === 'store' ? `${kebab(meta.name)}-` : '';
  const toolbar = (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      sx={{ mb: 1.5 }}
      data-testid={`${kebab(meta.name)}-toolbar`}
    >
      {meta.list.toolbar.map((name) => {
        const Action = toolbarActionNamed(name);
        return <Action key={name} />;
      })}
      <SavedFilterToggle storeKey={listStoreKey(meta, params)} />
    </Stack>
  );
  const table = (
    <>
      <SchemaFilters meta={meta} omit={tableProps.omit} testIdPrefix={testIdPrefix} />
      {children}
      <SchemaTable meta={meta} {...tableProps} />
      <SchemaPager meta={meta} />
    </>
  );
  const Layout = meta.list.layout ? layoutNamed(meta.list.layout) : undefined;
  return (
    <ListContextProvider value={controller}>
      {Layout ? (
        <Layout meta={meta} toolbar={toolbar} table={table} />
      ) : (
        <>
          {toolbar}
          {table}
        </>
      )}
    </ListContextProvider>
  );
}
