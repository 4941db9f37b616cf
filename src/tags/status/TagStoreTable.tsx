// The table view of the tag status page: stores with their tag stats, paged by the server (10 per page like the
// other store lists), filters on name, code and gateway status, sortable counters; a row opens the tag detail.
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
import { usePageQuery } from '../../monitoring/usePageQuery';
import { StatusChip } from '../../status/StatusChip';
import { TAG_GROUP_COLORS } from '../../status/statusColors';
import { formatTime } from '../detail/TagTable';
import { searchStoreTagStats } from './api';
import { TypeCounts } from './TypeCounts';
import { ServerPager, usePaging } from '../../layout/ServerPager';

const LIST = { perPage: 10, perPageOptions: [10, 25, 50, 100] };
export const TAG_STORES_REFRESH_MS = 30_000;
const COUNTERS = ['total', 'success', 'inprogress', 'error', 'lowBattery', 'todayUpdated'] as const;
const COLOR: Partial<Record<(typeof COUNTERS)[number], string>> = {
  success: TAG_GROUP_COLORS.success,
  inprogress: TAG_GROUP_COLORS.inprogress,
  error: TAG_GROUP_COLORS.error,
};

export function TagStoreTable() {
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
    queryKey: ['tag', 'stores', 'table', query],
    queryFn: ({ signal }) => searchStoreTagStats(query, signal),
    refetchInterval: TAG_STORES_REFRESH_MS,
  });
  const t = (key: string) => translate(`app.tagStatus.stats.${key}`);
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
        <Table size="small" data-testid="tag-store-table">
          <TableHead>
            <TableRow>
              <TableCell>{sortable('storeName', translate('resources.stores.fields.storeName'))}</TableCell>
              <TableCell>{sortable('storeCode', translate('resources.stores.fields.storeCode'))}</TableCell>
              <TableCell>{translate('resources.stores.fields.status')}</TableCell>
              {COUNTERS.map((c) => (
                <TableCell key={c} align="right">
                  {sortable(c, t(c))}
                </TableCell>
              ))}
              <TableCell>{t('byType')}</TableCell>
              <TableCell>{sortable('updatedAt', t('updatedAt'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((store) => (
              <TableRow
                key={store.storeCode}
                hover
                sx={{ cursor: 'pointer' }}
                data-testid="tag-store-row"
                data-store-code={store.storeCode}
                onClick={() => navigate(`/tag/detail/${encodeURIComponent(store.storeCode)}`)}
              >
                <TableCell>{store.storeName}</TableCell>
                <TableCell>{store.storeCode}</TableCell>
                <TableCell>
                  <StatusChip status={store.status} />
                </TableCell>
                {COUNTERS.map((c) => (
                  <TableCell
                    key={c}
                    align="right"
                    data-counter={c}
                    sx={{ color: store[c] ? COLOR[c] : undefined, fontWeight: COLOR[c] ? 600 : undefined }}
                  >
                    {store[c].toLocaleString()}
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 130 }}>
                  <TypeCounts all={store.countByType} ng={store.countNgByType} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(store.updatedAt)}</TableCell>
              </TableRow>
            ))}
            {data && data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={COUNTERS.length + 5}>{translate('app.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={LIST.perPageOptions} />
    </>
  );
}
