// Second-code list (doc 2 §2 /product/secondCode/list): the session's stores' second codes, 25 per page, paged,
// filtered and sorted by the server; on the coop site the product master columns with Italian headings.
import {
  Box,
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
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppPermissions } from '../auth/usePermissionsOf';
import type { SecondCode } from '../generated/types';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { siteRules } from '../domain/siteRules';
import { searchSecondCodes } from './api';
import { TABLE_PAGE } from './constants';
import { formatIso } from './formatIso';
import { secondCodeColumns, type SecondCodeColumn } from './secondCodeColumns';

interface Filters {
  prCode: string;
  secondCode: string;
  storeCode: string;
}
const EMPTY: Filters = { prCode: '', secondCode: '', storeCode: '' };

const field = { size: 'small', fullWidth: false, sx: { width: 220 } } as const;

const cell = (row: SecondCode, column: SecondCodeColumn) =>
  column.kind === 'date'
    ? formatIso(row[column.field] as string | undefined)
    : String(row[column.field] ?? '');

export default function SecondCodeListPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const columns = secondCodeColumns(siteRules(permissions?.systemConfig));
  const paging = usePaging(TABLE_PAGE.perPage);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [order, setOrder] = useState<{ column: string; dir: 'asc' | 'desc' }>({
    column: 'prCode',
    dir: 'asc',
  });
  const body = {
    start: paging.start,
    length: paging.length,
    order: [order],
    filter_prCode: filters.prCode.trim() || undefined,
    filter_secondCode: filters.secondCode.trim() || undefined,
    filter_storeCode: filters.storeCode || undefined,
  };
  const { data } = usePageQuery({
    queryKey: ['secondCodes', body],
    queryFn: ({ signal }) => searchSecondCodes(body, signal),
  });
  const set = (field: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters({ ...filters, [field]: event.target.value });
    paging.setPage(0);
  };
  const heading = (column: SecondCodeColumn) =>
    column.sortable ? (
      <TableSortLabel
        active={order.column === column.field}
        direction={order.column === column.field ? order.dir : 'asc'}
        onClick={() =>
          setOrder({
            column: column.field,
            dir: order.column === column.field && order.dir === 'asc' ? 'desc' : 'asc',
          })
        }
      >
        {translate(column.label)}
      </TableSortLabel>
    ) : (
      translate(column.label)
    );
  return (
    <Card data-testid="second-code-list-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.secondCodes.title')}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }}>
          <TextField
            {...field}
            label={translate('app.secondCodes.fields.prCode')}
            value={filters.prCode}
            onChange={set('prCode')}
          />
          <TextField
            {...field}
            label={translate('app.secondCodes.fields.secondCode')}
            value={filters.secondCode}
            onChange={set('secondCode')}
          />
          <TextField
            {...field}
            select
            label={translate('app.secondCodes.fields.storeCode')}
            value={filters.storeCode}
            onChange={set('storeCode')}
            sx={{ width: 160 }}
          >
            <MenuItem value="">{translate('app.secondCodes.allStores')}</MenuItem>
            {(permissions?.store ?? []).map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={() => setFilters(EMPTY)}>{translate('app.secondCodes.clear')}</Button>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="second-code-table">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell
                    key={c.field}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    data-testid="second-code-heading"
                  >
                    {heading(c)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.data ?? []).map((row) => (
                <TableRow
                  key={`${row.storeCode}|${row.prCode}|${row.secondCode}`}
                  data-testid="second-code-row"
                >
                  {columns.map((c) => (
                    <TableCell key={c.field} sx={{ whiteSpace: 'nowrap' }}>
                      {cell(row, c)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {data && data.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length}>{translate('app.noData')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={TABLE_PAGE.perPageOptions} />
      </CardContent>
    </Card>
  );
}
