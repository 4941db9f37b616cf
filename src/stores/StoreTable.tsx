// The table view of the store status page: paged from the server (10 per page; 10, 25, 50, 100, 500),
// filters on name, code and status; a row opens the store detail.
import { MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { searchStores } from './api';
import { ServerPager, usePaging } from '../layout/ServerPager';

/** doc 1 §9 store lists (the x-list of schemas/store.schema.json) */
const LIST = { perPage: 10, perPageOptions: [10, 25, 50, 100, 500] };
export const STORE_REFRESH_MS = 60_000;
const COLUMNS = ['storeName', 'storeCode', 'status', 'gwCount', 'normal', 'offline', 'alarm'] as const;

export function StoreTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const paging = usePaging(LIST.perPage);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState('');
  const query = {
    start: paging.start,
    length: paging.length,
    filter_storeName: name || undefined,
    filter_storeCode: code || undefined,
    filter_status: status || undefined,
  };
  const { data } = usePageQuery({
    queryKey: ['stores', 'table', query],
    queryFn: ({ signal }) => searchStores(query, signal),
    refetchInterval: STORE_REFRESH_MS,
  });
  const f = (field: string) => translate(`resources.stores.fields.${field}`);
  const filter = (set: (v: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    paging.setPage(0);
  };
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField size="small" label={f('storeName')} value={name} onChange={filter(setName)} />
        <TextField size="small" label={f('storeCode')} value={code} onChange={filter(setCode)} />
        <TextField
          size="small"
          select
          label={f('status')}
          value={status}
          onChange={filter(setStatus)}
          sx={{ minWidth: 140 }}
          data-testid="store-status-filter"
        >
          <MenuItem value="">{translate('app.maps.all')}</MenuItem>
          {['NORMAL', 'OFFLINE', 'ALARM'].map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.maps.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Table size="small" data-testid="store-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c.startsWith('store') || c === 'status' ? 'left' : 'right'}>
                {f(c)}
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
              data-testid="store-row"
              data-store-code={store.storeCode}
              onClick={() => navigate(`/store/detail/${encodeURIComponent(store.storeCode)}?viewType=table`)}
            >
              <TableCell>{store.storeName}</TableCell>
              <TableCell>{store.storeCode}</TableCell>
              <TableCell>
                <StatusChip status={store.status} />
              </TableCell>
              <TableCell align="right">{store.gwCount}</TableCell>
              <TableCell align="right">{store.normal}</TableCell>
              <TableCell align="right">{store.offline}</TableCell>
              <TableCell align="right">{store.alarm}</TableCell>
            </TableRow>
          ))}
          {data && data.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>{translate('app.noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={LIST.perPageOptions} />
    </>
  );
}
