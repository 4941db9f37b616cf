// A chart with its text alternative (WCAG 1.1.1): the figure is role="img", named by a summary of its figures;
// the nivo drawing inside passes `role={DRAWING_ROLE}` so its svg is not a second, nameless image.
import { Box, type BoxProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatNumber } from '../i18n/format';

export const DRAWING_ROLE = 'presentation';

export function ChartFigure({ summary, children, ...box }: BoxProps & { summary: string }) {
  return (
    <Box role="img" aria-label={summary} {...box}>
      {children}
    </Box>
  );
}

/** 'Success 12, Error 3' */
export function countsSummary(entries: Array<{ label: string; value: number }>): string {
  return entries.map(({ label, value }) => `${label} ${formatNumber(value)}`).join(', ');
}

const round = (value: number) => formatNumber(Math.round(value * 10) / 10);

/** 'Battery: 48 values, latest 80 %, lowest 61 %, highest 95 %' */
export function useSeriesSummary(): (label: string, values: number[], unit?: string) => string {
  const translate = useTranslate();
  return (label, values, unit = '') => {
    if (values.length === 0) return `${label}: ${translate('app.noData')}`;
    const with_ = (value: number) => `${round(value)}${unit ? ` ${unit}` : ''}`;
    return translate('app.chart.series', {
      label,
      smart_count: values.length,
      latest: with_(values[values.length - 1]),
      min: with_(Math.min(...values)),
      max: with_(Math.max(...values)),
    });
  };
}
