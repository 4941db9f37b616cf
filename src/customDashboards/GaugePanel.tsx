// A gauge panel (issue 38): the panel's figure on a half-circle dial from its min to its max (default 0 to 100),
// the dial's bands coloured by its thresholds (from each threshold's value up), the figure in the colour of the
// highest threshold it reaches. A meter for screen readers (role meter, its value, min and max). Its options
// (min, max, thresholds) are edited by GaugeOptions in the panel editor.
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { formatNumber } from '../i18n/format';
import type { Panel, StatsAnswer } from './api';
import { parseThresholds } from './PanelLooks';
import { thresholdColor } from './model';

const TRACK = '#e0e0e0';
const DEFAULT_VALUE_COLOR = '#1976d2';
const R = 80;
const CX = 100;
const CY = 95;

/** the gauge's range: its min and max, max above min */
export function gaugeRange(panel: Panel): { min: number; max: number } {
  const min = panel.options?.min ?? 0;
  const max = panel.options?.max ?? 100;
  return max > min ? { min, max } : { min, max: min + 1 };
}

/** where a value sits on the dial, 0 (min) to 1 (max), clamped */
export function gaugeShare(value: number, min: number, max: number): number {
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** the point of the dial at a share (0: left end, 1: right end) */
const point = (share: number) => {
  const angle = Math.PI * (1 - share);
  return { x: CX + R * Math.cos(angle), y: CY - R * Math.sin(angle) };
};

/** an arc of the dial from one share to another */
function arc(from: number, to: number): string {
  const a = point(from);
  const b = point(to);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${R} ${R} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
}

export function GaugePanel({ panel, answer }: { panel: Panel; answer: StatsAnswer }) {
  const translate = useTranslate();
  const value = answer.rows[0]?.value ?? null;
  const { min, max } = gaugeRange(panel);
  const unit = panel.options?.unit ?? '';
  const title = panel.title || translate('app.customDashboards.kinds.gauge');
  const bands = [...(panel.options?.thresholds ?? [])]
    .sort((a, b) => a.value - b.value)
    .map((threshold, index, all) => ({
      from: gaugeShare(threshold.value, min, max),
      to: gaugeShare(all[index + 1]?.value ?? max, min, max),
      color: threshold.color,
    }))
    .filter((band) => band.to > band.from);
  const share = value === null ? 0 : gaugeShare(value, min, max);
  const text = value === null ? '—' : formatNumber(value, { maximumFractionDigits: 2 });
  return (
    <Box
      role="meter"
      aria-label={title}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-valuetext={`${text}${unit ? ` ${unit}` : ''}`}
      data-testid="panel-gauge"
      data-value={value ?? ''}
      sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <svg viewBox="0 0 200 120" style={{ width: '100%', height: '100%', maxHeight: 260 }} aria-hidden="true">
        <path d={arc(0, 1)} stroke={TRACK} strokeWidth={18} fill="none" />
        {bands.map((band) => (
          <path
            key={`${band.from}-${band.color}`}
            d={arc(band.from, band.to)}
            stroke={band.color}
            strokeOpacity={0.35}
            strokeWidth={18}
            fill="none"
            data-testid="gauge-band"
          />
        ))}
        {share > 0 && (
          <path
            d={arc(0, share)}
            stroke={thresholdColor(panel, value) ?? DEFAULT_VALUE_COLOR}
            strokeWidth={10}
            fill="none"
            data-testid="gauge-value"
          />
        )}
        <text x={CX} y={CY - 8} textAnchor="middle" fontSize="26" fontWeight="600" fill="currentColor">
          {text}
          {unit && <tspan fontSize="14">{` ${unit}`}</tspan>}
        </text>
        <text x={CX - R} y={CY + 18} textAnchor="middle" fontSize="11" fill="currentColor">
          {formatNumber(min)}
        </text>
        <text x={CX + R} y={CY + 18} textAnchor="middle" fontSize="11" fill="currentColor">
          {formatNumber(max)}
        </text>
      </svg>
    </Box>
  );
}

/** a number field's value, undefined when empty or not a number */
const numberOf = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/** the gauge's own options in the panel editor: min, max, thresholds (value:colour, ...) */
export function GaugeOptions({ panel, onChange }: { panel: Panel; onChange: (panel: Panel) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  const options = panel.options ?? { refreshSeconds: 60 };
  const [thresholds, setThresholds] = useState(
    (options.thresholds ?? []).map((item) => `${item.value}:${item.color}`).join(', '),
  );
  if (panel.kind !== 'gauge') return null;
  const set = (change: Partial<NonNullable<Panel['options']>>) =>
    onChange({ ...panel, options: { ...options, ...change } });
  return (
    <Stack direction="row" spacing={2} alignItems="center" data-testid="editor-gauge">
      <TextField
        size="small"
        type="number"
        label={t('min')}
        value={options.min ?? ''}
        placeholder="0"
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { 'data-testid': 'gauge-min', step: 'any' } }}
        onChange={(event) => set({ min: numberOf(event.target.value) })}
      />
      <TextField
        size="small"
        type="number"
        label={t('max')}
        value={options.max ?? ''}
        placeholder="100"
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { 'data-testid': 'gauge-max', step: 'any' } }}
        onChange={(event) => set({ max: numberOf(event.target.value) })}
      />
      <TextField
        size="small"
        fullWidth
        label={t('thresholds')}
        placeholder="50:#ed6c02, 80:#d32f2f"
        value={thresholds}
        slotProps={{ htmlInput: { 'data-testid': 'gauge-thresholds' } }}
        onChange={(event) => {
          setThresholds(event.target.value);
          set({ thresholds: parseThresholds(event.target.value) });
        }}
      />
      {options.min !== undefined && options.max !== undefined && options.max <= options.min && (
        <Typography color="error" variant="body2">
          {t('maxAboveMin')}
        </Typography>
      )}
    </Stack>
  );
}
