// Update history of one product (doc 2 §2 route /product/{storeCode}/{prCode}/update/history; §3 Product update
// history row; §4): a chart of the alias entries whose chart flag is on, and the table of the product's changes,
// newest first, whose prInfo columns are named from the alias configuration: the schema list `productHistory`
// (schemas/productUpdate.schema.json x-lists; the status cell follows doc 2 §4, 'No tag' when the change reached no
// tag). Both refresh every few seconds while a change is on its way.
import { Alert, Box, Card, CardContent } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { PageHeader } from '../layout/PageHeader';
import { usePageQuery } from '../monitoring/usePageQuery';
import { toEpochSeconds } from '../providers/filterBuilder';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { rowTestNamed } from '../schema-views/registry';
import { chartSeries } from '../tasks/chartSeries';
import { CHART_CHANGES } from '../tasks/ProductGraphDialog';
import { ProductChart } from '../tasks/ProductChart';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from '../tasks/refresh';
import '../tasks/taskViews';
import { useAliases } from '../tasks/useAliases';
import { productUpdateKeys, productUpdateCalls } from '../generated/client';

const changePending = rowTestNamed('changePending');

export default function ProductUpdateHistoryPage() {
  const { storeCode = '', prCode = '' } = useParams();
  const { permissions } = useAppPermissions();
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
  useAliases();
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
        <SchemaListView meta={resources.productHistory} params={{ storeCode, prCode }}>
          <HistoryChart storeCode={storeCode} prCode={prCode} />
        </SchemaListView>
      </CardContent>
    </Card>
  );
}

/** the chart of the changes in the list's day range (the newest CHART_CHANGES), above the table */
function HistoryChart({ storeCode, prCode }: { storeCode: string; prCode: string }) {
  const aliases = useAliases();
  const { filterValues, data } = useListContext();
  const dates = {
    filter_startDate: epochOf(filterValues.startDate),
    filter_endDate: epochOf(filterValues.endDate),
  };
  const running = (data ?? []).some(changePending);
  const { data: chart } = usePageQuery({
    queryKey: productUpdateKeys.productHistory({
      storeCode,
      prCode,
      body: { start: 0, length: CHART_CHANGES, ...dates },
    }),
    queryFn: ({ signal }) =>
      productUpdateCalls.productHistory(
        { storeCode, prCode, body: { start: 0, length: CHART_CHANGES, ...dates } },
        { signal },
      ),
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  return chart ? (
    <Box sx={{ mb: 2 }}>
      <ProductChart series={chartSeries(aliases, chart.data)} />
    </Box>
  ) : null;
}

const epochOf = (value: unknown) =>
  value === undefined || value === '' ? undefined : toEpochSeconds(value as string);
