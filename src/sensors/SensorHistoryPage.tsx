// Sensor history (doc 2 §2 /sensor/{storeCode}/{sensorMac}/history): a nivo line chart of the sensor's
// sensingValue over sensingTime between a start date and an end date (local days; default yesterday and today),
// GET /history/store/{code}/sensor/{mac}; the chart's figure carries a text summary (minimum, maximum, average),
// and its y axis spans the sensor's range with a margin on both sides. 'No Data' when the range has no sample.
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageQuery } from '../monitoring/usePageQuery';
import { HistoryChart } from '../shared/history/HistoryChart';
import { DateField } from '../layout/DateField';
import { dayOf, rangeToEpoch, type DateRange } from '../shared/history/dateRange';
import { SensorHeader } from './SensorHeader';
import { useStoreLabel } from '../layout/useStoreLabel';
import { SENSOR_STORES } from './api';
import { sensorKeys, sensorCalls } from '../generated/client';

const HISTORY_REFRESH_MS = 60_000;

function defaultRange(): DateRange {
  const today = new Date();
  return { from: dayOf(new Date(today.getTime() - 86_400_000)), to: dayOf(today) };
}

export default function SensorHistoryPage() {
  const translate = useTranslate();
  const { storeCode = '', sensorMac = '' } = useParams();
  const store = useStoreLabel(storeCode, SENSOR_STORES);
  const [range, setRange] = useState<DateRange>(defaultRange);
  const [draft, setDraft] = useState<DateRange>(range);
  const epoch = rangeToEpoch(range);
  const sensorRange = { startDate: epoch.filter_startDate, endDate: epoch.filter_endDate };
  const { data } = usePageQuery({
    queryKey: sensorKeys.history({ storeCode, sensorMac, query: sensorRange }),
    queryFn: ({ signal }) => sensorCalls.history({ storeCode, sensorMac, query: sensorRange }, { signal }),
    refetchInterval: HISTORY_REFRESH_MS,
  });
  const unit = data ? translate(`app.sensors.operations.${data.operation}`, { _: data.operation }) : '';
  const span = data ? data.maxValue - data.minValue : 0;
  return (
    <Card data-testid="sensor-history-page">
      <CardContent>
        <SensorHeader storeCode={storeCode} title={translate('app.sensors.historyTitle')} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.sensors.sensorLine', { sensorMac, storeCode: store })}
          {data
            ? ` · ${unit} · ${translate('app.sensors.range', { min: data.minValue, max: data.maxValue })}`
            : ''}
        </Typography>
        <Stack
          direction="row"
          spacing={1.5}
          alignItems="center"
          component="form"
          sx={{ mb: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            setRange(draft);
          }}
        >
          <DateField
            size="small"
            sx={{ width: 180 }}
            label={translate('app.sensors.startDate')}
            value={draft.from}
            onValue={(text) => setDraft({ ...draft, from: text })}
            max={draft.to || undefined}
            slotProps={{ htmlInput: { 'data-testid': 'sensor-start-date' } }}
          />
          <DateField
            size="small"
            sx={{ width: 180 }}
            label={translate('app.sensors.endDate')}
            value={draft.to}
            onValue={(text) => setDraft({ ...draft, to: text })}
            min={draft.from || undefined}
            slotProps={{ htmlInput: { 'data-testid': 'sensor-end-date' } }}
          />
          <Button type="submit" variant="contained" data-testid="sensor-history-search">
            {translate('app.sensors.search')}
          </Button>
        </Stack>
        {data && (
          <>
            <HistoryChart
              points={data.data.map((p) => ({ time: p.sensingTime, value: p.sensingValue }))}
              label={translate('app.sensors.chartLabel', {
                sensorMac,
                start: data.startDate.slice(0, 10),
                end: data.endDate.slice(0, 10),
              })}
              color="#1565c0"
              unit={unit}
              min={Math.floor(data.minValue - span * 0.5)}
              max={Math.ceil(data.maxValue + span * 0.5)}
              testId="sensor-history-chart"
            />
            <Typography variant="caption" color="text.secondary" data-testid="sensor-history-points">
              {translate('app.sensors.points', { smart_count: data.data.length })}
              {data.bucketSeconds
                ? ` (${translate('app.sensors.averaged', { seconds: data.bucketSeconds })})`
                : ''}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
