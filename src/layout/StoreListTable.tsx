// The table view of the store lists that switch to a map (store status, tag status, product store list): stores
// paged by the server, filters on name, code and gateway status (a filter goes back to page 1), optional sorting
// (store code ascending first), the columns of the list after name, code and status; a row opens the store.
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  type TableCellProps,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { StatusSelect } from '../maps/StatusSelect';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import type { DeviceStatus } from '../status/statusColors';
import type { Page, TableQuery } from '../stores/api';
import { dateTimeText as formatTime } from '../schema-views/list/cells';
import { ServerPager, usePaging } from './ServerPager';

export interface StoreColumn<S> {
  /** the row's field; the server's sort column when the column is sortable */
  key: string;
  label: string;
  align?: 'right';
  sortable?: boolean;
  cell: (store: S) => ReactNode;
  /** more props of the body cell (data attributes, colours) */
  cellProps?: (store: S) => TableCellProps & { [data: `data-${string}`]: string };
}

/** Sortable counters, right-aligned, grouped as the locale groups digits; one of `colors` is coloured unless 0. */
export function counterColumns<S extends Record<K, number>, K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
  colors: Partial<Record<K, string>> = {},
): StoreColumn<S>[] {
  return keys.map((key) => ({
    key,
    label: label(key),
    align: 'right',
    sortable: true,
    cell: (store) => store[key].toLocaleString(),
    cellProps: (store) => ({
      'data-counter': key,
      sx: colors[key] ? { color: store[key] ? colors[key] : undefined, fontWeight: 600 } : undefined,
    }),
  }));
}

/** When the store's statistics row last changed: sortable. */
export function updatedAtColumn<S extends { updatedAt: string | null }>(label: string): StoreColumn<S> {
  return {
    key: 'updatedAt',
    label,
    sortable: true,
    cell: (store) => formatTime(store.updatedAt),
    cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
  };
}

type Order = { column: string; dir: 'asc' | 'desc' };

export function StoreListTable<S extends { storeCode: string; storeName: string; status: DeviceStatus }>({
  queryKey,
  search,
  refetchInterval,
  list,
  sortable = false,
  columns,
  testId,
  rowTestId,
  statusFilterTestId,
  onOpen,
}: {
  queryKey: readonly unknown[];
  search: (query: TableQuery, signal?: AbortSignal) => Promise<Page<S>>;
  refetchInterval: number;
  list: { perPage: number; perPageOptions: number[] };
  /** name, code and the columns marked sortable sort, on the server */
  sortable?: boolean;
  /** the columns after name, code and status */
  columns: StoreColumn<S>[];
  testId: string;
  rowTestId: string;
  statusFilterTestId?: string;
  onOpen: (store: S) => void;
}) {
  const translate = useTranslate();
  const paging = usePaging(list.perPage);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState('');
  const [order, setOrder] = useState<Order>({ column: 'storeCode', dir: 'asc' });
  const query: TableQuery = {
    start: paging.start,
    length: paging.length,
    ...(sortable ? { order: [order] } : {}),
    filter_storeName: name || undefined,
    filter_storeCode: code || undefined,
    filter_status: status || undefined,
  };
  const { data } = usePageQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => search(query, signal),
    refetchInterval,
  });
  const f = (field: string) => translate(`resources.stores.fields.${field}`);
  const filter = (set: (v: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    paging.setPage(0);
  };
  const header = (column: string, label: string, sorts: boolean | undefined) =>
    sortable && sorts ? (
      <TableSortLabel
        active={order.column === column}
        direction={order.column === column ? order.dir : 'asc'}
        onClick={() =>
          setOrder({ column, dir: order.column === column && order.dir === 'asc' ? 'desc' : 'asc' })
        }
      >
        {label}
      </TableSortLabel>
    ) : (
      label
    );
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField size="small" label={f('storeName')} value={name} onChange={filter(setName)} />
        <TextField size="small" label={f('storeCode')} value={code} onChange={filter(setCode)} />
        <StatusSelect
          label={f('status')}
          value={status}
          onChange={filter(setStatus)}
          testId={statusFilterTestId}
        />
      </Stack>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>{header('storeName', f('storeName'), true)}</TableCell>
              <TableCell>{header('storeCode', f('storeCode'), true)}</TableCell>
              <TableCell>{f('status')}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {header(c.key, c.label, c.sortable)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((store) => (
              <TableRow
                key={store.storeCode}
                hover
                sx={{ cursor: 'pointer' }}
                data-testid={rowTestId}
                data-store-code={store.storeCode}
                onClick={() => onOpen(store)}
              >
                <TableCell>{store.storeName}</TableCell>
                <TableCell>{store.storeCode}</TableCell>
                <TableCell>
                  <StatusChip status={store.status} />
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} {...c.cellProps?.(store)}>
                    {c.cell(store)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {data && data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 3}>{translate('app.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={list.perPageOptions} />
    </>
  );
}
