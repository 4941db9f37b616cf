// What the battery tables (schemas/batteryStore, batteryForecast) plug into the schema views by name: the cells of
// the battery level (red under the low level), the rate per month, the forecast date (or the state when there is
// none) and the state chip, and the filters of the state and of the period due.
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDate, formatNumber } from '../i18n/format';
import { enumFilter } from '../shared/EnumFilterSelect';
import { registerCell, registerFilterInput, type CellProps } from '../schema-views/registry';
import { BATTERY_PERIODS, FORECAST_STATES, LOW_BATTERY } from './api';

const STATE_COLORS: Record<string, { background: string; text: string }> = {
  forecast: { background: '#1565c0', text: '#ffffff' },
  low: { background: '#c62828', text: '#ffffff' },
  tooFewReadings: { background: '#757575', text: '#ffffff' },
  noDrain: { background: '#2e7d32', text: '#ffffff' },
};

export function BatteryStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  const colors = STATE_COLORS[state] ?? STATE_COLORS.tooFewReadings;
  return (
    <Chip
      size="small"
      label={translate(`app.battery.states.${state}`, { _: state })}
      data-state={state}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}

function LevelCell({ record, field }: CellProps) {
  const level = record[field.name];
  if (typeof level !== 'number') return null;
  return (
    <span style={level < LOW_BATTERY ? { color: '#c62828', fontWeight: 600 } : undefined}>{level} %</span>
  );
}

function RateCell({ record, field }: CellProps) {
  const translate = useTranslate();
  const rate = record[field.name];
  if (typeof rate !== 'number') return null;
  return <>{translate('app.battery.perMonth', { n: formatNumber(rate, { maximumFractionDigits: 1 }) })}</>;
}

function ForecastCell({ record, field }: CellProps) {
  const translate = useTranslate();
  const at = record[field.name];
  if (typeof at === 'string' && at) return <span data-forecast-at={at}>{formatDate(at)}</span>;
  const state = String(record.state ?? '');
  return <span>{state ? translate(`app.battery.states.${state}`, { _: state }) : ''}</span>;
}

function StateCell({ record, field }: CellProps) {
  const state = record[field.name];
  return typeof state === 'string' ? <BatteryStateChip state={state} /> : null;
}

registerCell('batteryLevel', { render: LevelCell, align: 'right' });
registerCell('batteryRate', { render: RateCell, align: 'right' });
registerCell('batteryForecast', { render: ForecastCell });
registerCell('batteryState', { render: StateCell });
registerFilterInput('batteryState', enumFilter(FORECAST_STATES, 'app.battery.states', 190));
registerFilterInput('batteryWithin', enumFilter(BATTERY_PERIODS, 'app.battery.periods', 170));
