// Tag availability (doc 1 §2.8, route /tag/availability): the tags showing a product, by product code, in one
// store or across the session's stores; 25 per page. The search runs only when the product code is filled.
import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageQuery } from '../../monitoring/usePageQuery';
import { TagStatusChip } from '../TagStatusChip';
import { searchTagsByProduct } from '../detail/api';
import { formatTime } from '../detail/TagTable';
import { getStoreTagStats } from '../status/api';
import { ServerPager, usePaging } from '../../layout/ServerPager';

const PAGE = { perPage: 25, perPageOptions: [10, 25, 50, 100] };
const COLUMNS = [
  'storeCode',
  'status',
  'tagId',
  'tagMac',
  'prCode',
  'tagType',
  'gwMac',
  'battery',
  'updatedAt',
];

export default function TagAvailabilityPage() {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [store, setStore] = useState('');
  const [submitted, setSubmitted] = useState<{ prCode: string; store: string } | null>(null);
  const paging = usePaging(PAGE.perPage);
  const { data: stores } = usePageQuery({
    queryKey: ['tag', 'stores'],
    queryFn: ({ signal }) => getStoreTagStats(signal),
  });
  const body = { start: paging.start, length: paging.length, order: [{ column: 'storeCode', dir: 'asc' }] };
  const { data, isFetching } = usePageQuery({
    queryKey: ['tag', 'availability', submitted, body],
    queryFn: ({ signal }) =>
      searchTagsByProduct(submitted!.prCode, submitted!.store || undefined, body, signal),
    enabled: !!submitted?.prCode,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prCode = code.trim();
    paging.setPage(0);
    setSubmitted(prCode ? { prCode, store } : null);
  };
  const f = (field: string) => translate(`resources.tags.fields.${field}`);
  const rows = submitted ? (data?.data ?? []) : [];
  return (
    <Card data-testid="tag-availability-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.tagStatus.availability.title')}
        </Typography>
        <Stack component="form" direction="row" spacing={1.5} sx={{ mb: 2 }} onSubmit={submit}>
          <TextField
            size="small"
            label={f('prCode')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'availability-prcode' } }}
          />
          <TextField
            size="small"
            select
            label={translate('app.tagStatus.availability.store')}
            value={store}
            onChange={(e) => setStore(e.target.value)}
            sx={{ minWidth: 220 }}
            data-testid="availability-store"
          >
            <MenuItem value="">{translate('app.tagStatus.availability.allStores')}</MenuItem>
            {(stores?.data ?? []).map((s) => (
              <MenuItem key={s.storeCode} value={s.storeCode}>
                {s.storeName} ({s.storeCode})
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={!code.trim()}
            data-testid="availability-search"
          >
            {translate('app.tagStatus.availability.search')}
          </Button>
        </Stack>
        {!submitted ? (
          <Typography color="text.secondary" data-testid="availability-hint">
            {translate('app.tagStatus.availability.hint')}
          </Typography>
        ) : (
          <>
            <Table size="small" data-testid="availability-table">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align={c === 'battery' ? 'right' : undefined}>
                      {c === 'storeCode' ? translate('resources.stores.fields.storeCode') : f(c)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((tag) => (
                  <TableRow key={tag.tagId} data-testid="availability-row" data-tag-id={tag.tagId}>
                    <TableCell>
                      <Link to={`/tag/detail/${encodeURIComponent(tag.storeCode)}`}>{tag.storeCode}</Link>
                    </TableCell>
                    <TableCell>
                      <TagStatusChip status={tag.status} />
                    </TableCell>
                    <TableCell>{tag.tagId}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{tag.tagMac}</TableCell>
                    <TableCell>{tag.prCode}</TableCell>
                    <TableCell>{tag.tagType}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{tag.gwMac}</TableCell>
                    <TableCell align="right">{tag.battery === null ? '' : `${tag.battery}%`}</TableCell>
                    <TableCell>{formatTime(tag.updatedAt)}</TableCell>
                  </TableRow>
                ))}
                {data && !isFetching && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>{translate('app.noData')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={PAGE.perPageOptions} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
