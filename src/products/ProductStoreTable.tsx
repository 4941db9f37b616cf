// The table view of the product store list: stores with their product statistics, paged by the server (10 per
// page, doc 2 §9), filters on name, code and gateway status, sortable counters; a row opens the product list.
import {
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { formatTime } from '../tags/detail/TagTable';
import { searchProductStores } from './api';
import { productListPath } from './ProductStorePage';

/** doc 2 §9: the product store list shows 10 per page */
const LIST = { perPage: 10, perPageOptions: [10, 25, 50, 100] };
export const PRODUCT_STORES_REFRESH_MS = 60_000;
const COUNTERS = ['productCount', 'todayUpdated', 'tagCount'] as const;

export function ProductStoreTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const paging = usePaging(LIST.perPage);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState('');
  const [order, setOrder] = useState<{ column: string; dir: 'asc' | 'desc' }>({
    column: 'storeCode',
    dir: 'asc',
  });
  const query = {
    start: paging.start,
    length: paging.length,
    order: [order],
    filter_storeName: name || undefined,
    filter_storeCode: code || undefined,
    filter_status: status || undefined,
  };
  const { data } = usePageQuery({
    queryKey: ['product', 'stores', 'table', query],
    queryFn: ({ signal }) => searchProductStores(query, signal),
    refetchInterval: PRODUCT_STORES_REFRESH_MS,
  });
  const f = (field: string) => translate(`app.products.stores.${field}`);
  const filter = (set: (v: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    paging.setPage(0);
  };
  const sortable = (column: string, label: string) => (
    <TableSortLabel
      active={order.column === column}
      direction={order.column === column ? order.dir : 'asc'}
      onClick={() =>
        setOrder({ column, dir: order.column === column && order.dir === 'asc' ? 'desc' : 'asc' })
      }
    >
      {label}
    </TableSortLabel>
  );
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label={translate('resources.stores.fields.storeName')}
          value={name}
          onChange={filter(setName)}
        />
        <TextField
          size="small"
          label={translate('resources.stores.fields.storeCode')}
          value={code}
          onChange={filter(setCode)}
        />
        <TextField
          size="small"
          select
          label={translate('resources.stores.fields.status')}
          value={status}
          onChange={filter(setStatus)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{translate('app.maps.all')}</MenuItem>
          {['NORMAL', 'OFFLINE', 'ALARM'].map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.maps.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="product-store-table">
          <TableHead>
            <TableRow>
              <TableCell>{sortable('storeName', translate('resources.stores.fields.storeName'))}</TableCell>
              <TableCell>{sortable('storeCode', translate('resources.stores.fields.storeCode'))}</TableCell>
              <TableCell>{translate('resources.stores.fields.status')}</TableCell>
              {COUNTERS.map((c) => (
                <TableCell key={c} align="right">
                  {sortable(c, f(c))}
                </TableCell>
              ))}
              <TableCell>{sortable('updatedAt', f('updatedAt'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((store) => (
              <TableRow
                key={store.storeCode}
                hover
                sx={{ cursor: 'pointer' }}
                data-testid="product-store-row"
                data-store-code={store.storeCode}
                onClick={() => navigate(productListPath(store.storeCode))}
              >
                <TableCell>{store.storeName}</TableCell>
                <TableCell>{store.storeCode}</TableCell>
                <TableCell>
                  <StatusChip status={store.status} />
                </TableCell>
                {COUNTERS.map((c) => (
                  <TableCell key={c} align="right" data-counter={c}>
                    {store[c].toLocaleString()}
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(store.updatedAt)}</TableCell>
              </TableRow>
            ))}
            {data && data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={COUNTERS.length + 4}>{translate('app.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={LIST.perPageOptions} />
    </>
  );
}
