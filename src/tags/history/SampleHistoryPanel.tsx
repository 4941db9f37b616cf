// Battery, reset and temperature histories of a tag: the chart of the range (battery line, resets per day,
// temperature line) above the table, the schema lists `<kind>History` of schemas/tagSample.schema.json (10 per
// page).
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { HistoryRange } from '../../shared/history/dateRange';
import { tagCalls } from '../../generated/client';
import type { HistoryQuery, Page } from './api';
import { HistoryChart } from '../../shared/history/HistoryChart';
import { HistoryList } from './HistoryList';
import { ResetCountChart } from './ResetCountChart';
import { useChartSamples } from './useHistoryPage';

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
    search: (storeCode, tagId, q, signal) =>
      tagCalls.batteryHistory({ storeCode, tagId, body: q }, { signal }),
    value: (s) => s.battery ?? 0,
    field: 'battery',
    unit: '%',
    color: '#2e7d32',
    min: 0,
    max: 100,
  },
  reset: {
    search: (storeCode, tagId, q, signal) => tagCalls.resetHistory({ storeCode, tagId, body: q }, { signal }),
    value: (s) => s.cnt ?? 0,
    field: 'cnt',
    unit: 'cnt',
    color: '#6a1b9a',
    min: 0,
  },
  temperature: {
    search: (storeCode, tagId, q, signal) =>
      tagCalls.temperatureHistory({ storeCode, tagId, body: q }, { signal }),
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
  range: HistoryRange;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tagHistory.${key}`);
  const spec = KINDS[kind];
  const key = ['tagHistory', kind, storeCode, tagId];
  const fetch = (q: HistoryQuery, signal: AbortSignal) => spec.search(storeCode, tagId, q, signal);
  const samples = useChartSamples(key, range, fetch);
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
      <HistoryList name={`${kind}History`} params={{ storeCode, tagId }} range={range} />
    </>
  );
}
