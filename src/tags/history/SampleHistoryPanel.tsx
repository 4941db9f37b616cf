// Battery, reset and temperature histories of a tag: the chart of the range (battery line, resets per day,
// temperature line) above the table, 10 per page.
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import {
  searchBatteryHistory,
  searchResetHistory,
  searchTemperatureHistory,
  type HistoryQuery,
  type Page,
} from './api';
import { HistoryChart } from './HistoryChart';
import { ResetCountChart } from './ResetCountChart';
import { formatTime, HistoryTable, type HistoryColumn } from './HistoryTable';
import { useChartSamples, useHistoryPage } from './useHistoryPage';

export type SampleKind = 'battery' | 'reset' | 'temperature';

interface Sample {
  updatedAt: string;
  battery?: number;
  temperature?: number;
  cnt?: number;
  last_time?: string;
}

type Search = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => Promise<Page<Sample>>;

const KINDS: Record<
  SampleKind,
  {
    search: Search;
    value: (s: Sample) => number;
    field: string;
    unit: string;
    color: string;
    min?: number;
    max?: number;
  }
> = {
  battery: {
    search: searchBatteryHistory,
    value: (s) => s.battery ?? 0,
    field: 'battery',
    unit: '%',
    color: '#2e7d32',
    min: 0,
    max: 100,
  },
  reset: {
    search: searchResetHistory,
    value: (s) => s.cnt ?? 0,
    field: 'cnt',
    unit: 'cnt',
    color: '#6a1b9a',
    min: 0,
  },
  temperature: {
    search: searchTemperatureHistory,
    value: (s) => s.temperature ?? 0,
    field: 'temperature',
    unit: '°C',
    color: '#ef6c00',
  },
};

export function SampleHistoryPanel({
  kind,
  storeCode,
  tagId,
  range,
}: {
  kind: SampleKind;
  storeCode: string;
  tagId: string;
  range: Pick<HistoryQuery, 'filter_startDate' | 'filter_endDate'>;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tagHistory.${key}`);
  const spec = KINDS[kind];
  const key = ['tagHistory', kind, storeCode, tagId];
  const fetch = (q: HistoryQuery, signal: AbortSignal) => spec.search(storeCode, tagId, q, signal);
  const { page, setPage, data } = useHistoryPage(key, range, fetch);
  const samples = useChartSamples(key, range, fetch);
  const columns: Array<HistoryColumn<Sample>> = [
    { key: spec.field, header: t(spec.field), render: (row) => spec.value(row) },
    ...(kind === 'reset'
      ? [{ key: 'last_time', header: t('lastTime'), render: (row: Sample) => formatTime(row.last_time) }]
      : []),
    { key: 'updatedAt', header: t('updatedAt'), render: (row) => formatTime(row.updatedAt) },
  ];
  return (
    <>
      <Box sx={{ mb: 2 }}>
        {samples && kind === 'reset' && (
          <ResetCountChart times={samples.map((s) => s.last_time ?? s.updatedAt)} />
        )}
        {samples && kind !== 'reset' && (
          <HistoryChart
            points={samples.map((s) => ({ time: s.updatedAt, value: spec.value(s) }))}
            label={t(spec.field)}
            color={spec.color}
            unit={spec.unit}
            min={spec.min}
            max={spec.max}
            testId={`${kind}-chart`}
          />
        )}
      </Box>
      <HistoryTable
        rows={data?.data}
        columns={columns}
        total={data?.recordsFiltered ?? 0}
        page={page}
        onPage={setPage}
        rowKey={(row, i) => `${row.updatedAt}-${i}`}
        testId={`${kind}-history`}
      />
    </>
  );
}
