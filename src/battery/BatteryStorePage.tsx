// A store's batteries (issue 27 §2, /battery/{storeCode}): its tags sorted by the date their battery is forecast to
// fall under the low level (schema list `batteryTag`: tag, product, gateway, aisle or shelf, battery now, rate per
// month, forecast date; ?tag= the tag chosen), the chosen tag's history beside its forecast, the CSV of every tag,
// and the printable swap list (PDF) of the tags due this week, next week or this month, grouped by aisle.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardContent, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CsvButton } from '../shared/CsvButton';
import { saveBlob } from '../downloads/api';
import { resources } from '../../domain/generated/resources';
import { formatDate, formatDateTime } from '../i18n/format';
import { useStoreLabel } from '../layout/useStoreLabel';
import { usePageQuery } from '../monitoring/usePageQuery';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import {
  BATTERY_PERIODS,
  BATTERY_STORES,
  batteryTagKey,
  downloadBatteryTagsCsv,
  LOW_BATTERY,
  type BatteryPeriod,
} from './api';
import { BatteryChart } from './BatteryChart';
import './batteryViews';
import { batteryForecastCalls } from '../generated/client';

/** the last day of a period whose end (yyyy-mm-dd) is exclusive */
const lastDay = (end: string | undefined) =>
  end ? new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : '';

function SwapListButton({ storeCode, storeLabel }: { storeCode: string; storeLabel: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [within, setWithin] = useState<BatteryPeriod>('thisWeek');
  const [busy, setBusy] = useState(false);
  const print = async () => {
    const list = await batteryForecastCalls.swapList({ storeCode, query: { within } });
    const { buildSwapListPdf } = await import('./swapListPdf');
    const pdf = await buildSwapListPdf(list, {
      translate: (key, options) => translate(key, options),
      date: (value) => formatDate(value),
      printedAt: formatDateTime(new Date()),
      storeLabel,
    });
    saveBlob(pdf.output('blob'), `battery_swap_${storeCode}_${list.within}_${list.today}.pdf`);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        select
        size="small"
        label={translate('app.battery.swapWithin')}
        value={within}
        onChange={(event) => setWithin(event.target.value as BatteryPeriod)}
        sx={{ width: 150 }}
        slotProps={{ htmlInput: { 'data-testid': 'battery-swap-within' } }}
      >
        {BATTERY_PERIODS.map((period) => (
          <MenuItem key={period} value={period} data-testid={`battery-swap-within-${period}`}>
            {translate(`app.battery.periods.${period}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        size="small"
        startIcon={<PrintIcon />}
        disabled={busy}
        data-testid="battery-swap-pdf"
        onClick={() => {
          setBusy(true);
          print()
            .catch((error: unknown) =>
              notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            )
            .finally(() => setBusy(false));
        }}
      >
        {translate('app.battery.swapPdf')}
      </Button>
    </Stack>
  );
}

function TagPanel({ storeCode, tagId }: { storeCode: string; tagId: string }) {
  const translate = useTranslate();
  const { data } = usePageQuery({
    queryKey: batteryTagKey(storeCode, tagId),
    queryFn: ({ signal }) => batteryForecastCalls.tag({ storeCode, tagId }, { signal }),
    refetchInterval: resources.batteryTag.list.refresh,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 340 }} data-testid="battery-tag-panel">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.battery.chartTitle', { tag: tagId })}
        {data?.prName ? ` · ${data.prName}` : ''}
      </Typography>
      {data && <BatteryChart detail={data} />}
    </Paper>
  );
}

export default function BatteryStorePage() {
  const translate = useTranslate();
  const { storeCode = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tagId = search.get('tag') ?? '';
  const store = useStoreLabel(storeCode, BATTERY_STORES);
  const { data: stores } = usePageQuery({
    queryKey: BATTERY_STORES.queryKey,
    queryFn: ({ signal }) => BATTERY_STORES.queryFn(signal),
    staleTime: 60_000,
  });
  return (
    <Card data-testid="battery-store-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <Button component={Link} to="/battery" startIcon={<ArrowBackIcon />}>
            {translate('app.battery.back')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.battery.detailTitle', { store })}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <SwapListButton storeCode={storeCode} storeLabel={store} />
          <CsvButton testId="battery-tags-csv" download={() => downloadBatteryTagsCsv(storeCode)} />
        </Stack>
        {stores && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.battery.detailIntro', {
              threshold: LOW_BATTERY,
              weekEnd: lastDay(stores.nextWeekFrom),
              nextWeekEnd: lastDay(stores.nextWeekTo),
              monthEnd: lastDay(stores.monthTo),
            })}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2} alignItems="flex-start">
          <Box sx={{ flex: 2, minWidth: 0, width: '100%' }} data-testid="battery-tags">
            <SchemaListView
              meta={resources.batteryTag}
              params={{ storeCode }}
              sync="store"
              onRowClick={(row) => setSearch({ tag: String(row.tagId) }, { replace: true })}
            />
          </Box>
          {tagId ? (
            <TagPanel storeCode={storeCode} tagId={tagId} />
          ) : (
            <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 340 }}>
              <Typography color="text.secondary">{translate('app.battery.chartHint')}</Typography>
            </Paper>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
