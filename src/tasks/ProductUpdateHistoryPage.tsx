// Update history of one product (doc 2 §2 route /product/{storeCode}/{prCode}/update/history; §3 Product update
// history row; §4): a chart of the alias entries whose chart flag is on, and the table of the product's changes,
// newest first, whose prInfo columns are named from the alias configuration; the status cell follows doc 2 §4
// ('No tag' when the change reached no tag). Refreshes every few seconds while a change is on its way.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { HistoryDateFilter } from '../tags/history/HistoryDateFilter';
import { rangeToEpoch, type DateRange } from '../tags/history/dateRange';
import { searchProductHistory, type ProductHistoryRow } from './api';
import { ChangeStatusCell } from './ChangeStatusCell';
import { chartSeries } from './chartSeries';
import { InfoCell } from './InfoCell';
import { infoColumns } from './infoColumns';
import { CHART_CHANGES } from './ProductGraphDialog';
import { ProductChart } from './ProductChart';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { taskTime } from './taskTime';
import { useAliases } from './useAliases';

const pending = (rows: ProductHistoryRow[]) =>
  rows.some((r) => r.status !== null && r.status.status === null);

export default function ProductUpdateHistoryPage() {
  const { storeCode = '', prCode = '' } = useParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return (
    <ProductHistory
      storeCode={storeCode}
      prCode={prCode}
      enabled={permissions?.systemConfig.enableProductUpdateHistory !== false}
    />
  );
}

function ProductHistory({
  storeCode,
  prCode,
  enabled,
}: {
  storeCode: string;
  prCode: string;
  enabled: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.${key}`);
  const aliases = useAliases();
  const paging = usePaging(25);
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [running, setRunning] = useState(false);
  const dates = rangeToEpoch(range);
  const refetchInterval = running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS;
  const q = { start: paging.start, length: paging.length, ...dates };
  const { data } = usePageQuery({
    queryKey: ['productHistory', storeCode, prCode, q],
    queryFn: async ({ signal }) => {
      const answer = await searchProductHistory(storeCode, prCode, q, signal);
      setRunning(pending(answer.data));
      return answer;
    },
    refetchInterval,
  });
  const { data: chart } = usePageQuery({
    queryKey: ['productHistory', storeCode, prCode, 'chart', dates],
    queryFn: ({ signal }) =>
      searchProductHistory(storeCode, prCode, { start: 0, length: CHART_CHANGES, ...dates }, signal),
    refetchInterval,
  });
  const rows = data?.data;
  const info = infoColumns(aliases, rows ?? []);
  return (
    <Card data-testid="product-history-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`/product/list/${encodeURIComponent(storeCode)}`}
            startIcon={<ArrowBackIcon />}
          >
            {t('productsOfStore')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.tasks.historyTitle', { prCode, storeCode })}
          </Typography>
        </Stack>
        {!enabled && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="product-history-disabled">
            {t('historyDisabled')}
          </Alert>
        )}
        <Box sx={{ mb: 2 }}>
          <HistoryDateFilter
            value={range}
            onChange={(next) => {
              setRange(next);
              paging.setPage(0);
            }}
          />
        </Box>
        {chart && <ProductChart series={chartSeries(aliases, chart.data)} />}
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table
            size="small"
            data-testid="product-history-table"
            sx={{ '& th': { whiteSpace: 'nowrap', fontWeight: 600 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('taskId')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell>{t('updatedAt')}</TableCell>
                <TableCell>{t('prCode')}</TableCell>
                <TableCell>{t('layout')}</TableCell>
                <TableCell>{t('nfc')}</TableCell>
                {info.map((c) => (
                  <TableCell key={c.field}>{c.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  data-testid="product-history-row"
                  data-task-id={row.taskId ?? ''}
                >
                  <TableCell>{row.taskId ?? ''}</TableCell>
                  <TableCell>
                    <ChangeStatusCell status={row.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{taskTime(row.updatedAt)}</TableCell>
                  <TableCell>{row.prCode}</TableCell>
                  <TableCell>{row.layoutId}</TableCell>
                  <InfoCell value={row.nfc} />
                  {info.map((c) => (
                    <InfoCell key={c.field} value={row[c.field]} />
                  ))}
                </TableRow>
              ))}
              {rows && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6 + info.length}>{translate('app.noData')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={[10, 25, 50, 100]} />
      </CardContent>
    </Card>
  );
}
