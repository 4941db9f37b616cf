// Generic list from a ResourceMeta: columns, sort, page size and options, filters; URL `filter_`
// parameters (doc 1 §7 filter builder) pre-fill the filters; the saved-filter toggle persists state.
import type { ReactElement, ReactNode } from 'react';
import { useMemo } from 'react';
import {
  Datagrid,
  FilterButton,
  List,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
  type ListProps,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { conditionsToListFilter, parseUrlFilters } from '../providers/filterBuilder';
import { SavedFilterToggle } from '../providers/SavedFilterToggle';
import { isSavedFilterEnabled } from '../providers/savedFilters';
import type { FieldMeta, ResourceMeta } from '../domain/resourceMeta';
import { fieldFor } from './widgetFields';

export interface SchemaListProps {
  meta: ResourceMeta;
  /** per-column replacement (or null to hide) */
  columnOverrides?: Record<string, ReactElement | null>;
  /** buttons at the end of each row */
  rowActions?: ReactElement;
  /** buttons above the list, beside the saved-filter toggle */
  actions?: ReactNode;
  rowClick?: 'edit' | 'show' | false;
  listProps?: Partial<ListProps>;
}

function filterInput(field: FieldMeta): ReactElement {
  if (field.choices?.length) {
    return (
      <SelectInput
        key={field.name}
        source={field.name}
        choices={field.choices.map((c) => ({ id: c, name: String(c) }))}
      />
    );
  }
  return <TextInput key={field.name} source={field.name} />;
}

export function SchemaList({
  meta,
  columnOverrides = {},
  rowActions,
  actions,
  rowClick = false,
  listProps,
}: SchemaListProps) {
  const location = useLocation();
  const urlFilter = useMemo(
    () => conditionsToListFilter(parseUrlFilters(location.search)),
    [location.search],
  );
  const filters = meta.list.filters
    .map(({ field: name }) => name)
    .map(
      (name) =>
        meta.fields.find((f) => f.name === name) ?? {
          name,
          type: 'string' as const,
          widget: 'text' as const,
          views: [],
        },
    )
    .map(filterInput);
  const columns = meta.list.columns
    .map((name) => {
      if (name in columnOverrides) return columnOverrides[name];
      const field = meta.fields.find((f) => f.name === name);
      return field ? fieldFor(field) : null;
    })
    .filter((c): c is ReactElement => c !== null);
  return (
    <List
      resource={meta.name}
      sort={meta.list.sort}
      perPage={meta.list.perPage}
      filters={filters}
      filterDefaultValues={urlFilter}
      storeKey={isSavedFilterEnabled() ? `${meta.name}.listParams` : false}
      pagination={
        <Pagination
          rowsPerPageOptions={
            meta.list.perPageOptions.length ? meta.list.perPageOptions : [meta.list.perPage]
          }
        />
      }
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <SavedFilterToggle resource={meta.name} />
          {filters.length > 0 && <FilterButton />}
          {actions}
        </TopToolbar>
      }
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      {...listProps}
    >
      <Datagrid
        rowClick={rowClick}
        bulkActionButtons={false}
        data-testid={`${meta.name}-list`}
        size="small"
        sx={{
          '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' },
          // long headings wrap rather than hide under the sticky actions
          '& .RaDatagrid-headerCell': { whiteSpace: 'normal', lineHeight: 1.2 },
          // row actions stay visible when the columns scroll
          ...(rowActions && {
            '& .RaDatagrid-row > td:last-of-type, & .RaDatagrid-headerRow > th:last-of-type': {
              position: 'sticky',
              right: 0,
              bgcolor: 'background.paper',
            },
          }),
        }}
      >
        {columns}
        {rowActions}
      </Datagrid>
    </List>
  );
}
