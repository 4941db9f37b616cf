// A store's delivery (issue 27 §1, /delivery/{storeCode}): today's figures live (updates, p50 / p95 / p99 from
// asked to confirmed, success rate within the target, met or missed), p95 of the last 30 days against the target,
// today's delivery times as a histogram, the failures by cause, and the failed or late tags (schema list
// `deliveryLate`), each tag linking to its update history.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DateField } from '../layout/DateField';
import { deliveryStoreKeys, deliveryStoreCalls } from '../generated/client';
import { resources } from '../../domain/generated/resources';
import { useStoreLabel } from '../layout/useStoreLabel';
import { usePageQuery } from '../monitoring/usePageQuery';
import { percentText } from '../schema-views/list/cells';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { DELIVERY_STORES, downloadLateCsv } from './api';
import { CausesChart, HistogramChart, P95Chart } from './DeliveryCharts';
import { CsvButton } from '../shared/CsvButton';
import { DeliveryStatusChip } from './deliveryViews';
import { useDurations } from './durations';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 320 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function DeliveryStorePage() {
  const translate = useTranslate();
  const { storeCode = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  // the day shown (?day=yyyy-mm-dd), else today as the server counts it
  const chosen = search.get('day') ?? '';
  const setDay = (day: string) => setSearch(day ? { day } : {}, { replace: true });
  const store = useStoreLabel(storeCode, DELIVERY_STORES);
  const { data } = usePageQuery({
    queryKey: deliveryStoreKeys.detail({ storeCode, query: { day: chosen || undefined } }),
    queryFn: ({ signal }) =>
      deliveryStoreCalls.detail({ storeCode, query: { day: chosen || undefined } }, { signal }),
    refetchInterval: resources.deliveryLate.list.refresh,
  });
  const f = (field: string) => translate(`app.delivery.fields.${field}`);
  const { duration, target } = useDurations();
  const figures = data?.figures;
  const status = figures?.met === true ? 'MET' : figures?.met === false ? 'MISSED' : 'NONE';
  return (
    <Card data-testid="delivery-store-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to="/delivery" startIcon={<ArrowBackIcon />}>
            {translate('app.delivery.back')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.delivery.detailTitle', { store })}
          </Typography>
          {figures && <DeliveryStatusChip status={status} />}
          <Box sx={{ flex: 1 }} />
          <DateField
            size="small"
            label={translate('app.delivery.day')}
            value={chosen || data?.day || ''}
            max={data?.today}
            onValue={(day) => setDay(day === data?.today ? '' : day)}
            data-testid="delivery-day"
            sx={{ width: 190 }}
          />
          <Button size="small" disabled={!chosen} onClick={() => setDay('')}>
            {translate('app.delivery.today')}
          </Button>
        </Stack>
        {data && figures && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(
                data.day === data.today ? 'app.delivery.detailIntroToday' : 'app.delivery.detailIntro',
                {
                  day: data.day,
                  target: target(data.target.percent, data.target.minutes),
                },
              )}
            </Typography>
            <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
              <Figure label={f('count')} value={figures.count} testId="delivery-count" />
              <Figure
                label={f('successRate')}
                value={percentText(figures.successRate) || '-'}
                testId="delivery-rate"
              />
              <Figure label={f('p50')} value={duration(figures.p50) || '-'} testId="delivery-p50" />
              <Figure label={f('p95')} value={duration(figures.p95) || '-'} testId="delivery-p95" />
              <Figure label={f('p99')} value={duration(figures.p99) || '-'} testId="delivery-p99" />
              <Figure label={f('failed')} value={figures.failed} testId="delivery-failed" />
              <Figure label={f('open')} value={figures.open} testId="delivery-open" />
            </Stack>
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <Section title={translate('app.delivery.p95Title')}>
                <P95Chart detail={data} />
              </Section>
            </Stack>
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <Section title={translate('app.delivery.histogram')}>
                <HistogramChart detail={data} />
              </Section>
              <Section title={translate('app.delivery.causesTitle')}>
                <CausesChart detail={data} />
              </Section>
            </Stack>
          </>
        )}
        <Box data-testid="delivery-late">
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {translate('app.delivery.lateTitle')}
            </Typography>
            <CsvButton testId="delivery-late-csv" download={() => downloadLateCsv(storeCode, chosen)} />
          </Stack>
          <SchemaListView
            meta={resources.deliveryLate}
            params={{ storeCode }}
            sync="store"
            filter={chosen ? { day: chosen } : undefined}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
