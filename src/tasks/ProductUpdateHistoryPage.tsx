// Update history of one product (doc 2 §2 route /product/{storeCode}/{prCode}/update/history; §3 Product update
// history row; §4): a chart of the alias entries whose chart flag is on, and the table of the product's changes,
// newest first, whose prInfo columns are named from the alias configuration; the status cell follows doc 2 §4
// ('No tag' when the change reached no tag). Refreshes every few seconds while a change is on its way.
import { Alert, Box, Card, CardContent, TableCell } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { PageHeader } from '../layout/PageHeader';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { HistoryDateFilter } from '../tags/history/HistoryDateFilter';
import { rangeToEpoch, type DateRange } from '../tags/history/dateRange';
import { searchProductHistory, type ProductHistoryRow } from './api';
import { ChangeStatusCell } from './ChangeStatusCell';
import { chartSeries } from './chartSeries';
import { InfoCell } from './InfoCell';
import { InfoTable } from './InfoTable';
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
  return (
    <Card data-testid="product-history-page">
      <CardContent>
        <PageHeader
          back={{ to: `/product/list/${encodeURIComponent(storeCode)}`, label: t('productsOfStore') }}
          title={translate('app.tasks.historyTitle', { prCode, storeCode })}
        />
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
        <Box sx={{ mt: 2 }}>
          <InfoTable
            testId="product-history-table"
            headers={['taskId', 'status', 'updatedAt', 'prCode', 'layout', 'nfc'].map(t)}
            aliases={aliases}
            rows={data?.data}
            row={(row) => ({
              key: row.id,
              attributes: { 'data-testid': 'product-history-row', 'data-task-id': row.taskId ?? '' },
              cells: (
                <>
                  <TableCell>{row.taskId ?? ''}</TableCell>
                  <TableCell>
                    <ChangeStatusCell status={row.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{taskTime(row.updatedAt)}</TableCell>
                  <TableCell>{row.prCode}</TableCell>
                  <TableCell>{row.layoutId}</TableCell>
                  <InfoCell value={row.nfc} />
                </>
              ),
            })}
          />
        </Box>
        <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={[10, 25, 50, 100]} />
      </CardContent>
    </Card>
  );
}
