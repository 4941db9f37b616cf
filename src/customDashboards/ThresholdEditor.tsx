// The alert rule of a number, bar or line panel (issue 38 "alerts from any panel"), in the panel editor: on or off,
// above or below a value, for how many minutes. Saved with the panel (panels[].alert); the server's panel-alerts
// job evaluates it with its owner's scope and raises PANEL THRESHOLD (AlertStateBadge shows the rule's state).
import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PanelAlert } from '../../domain/customDashboards';
import type { Panel } from './api';

/** the panel kinds a rule reads one value of (number: its figure; bar and line: the highest or lowest) */
export const ALERT_KINDS: Panel['kind'][] = ['number', 'bar', 'line'];

/** a panel as saved: an alert rule only on a kind that may have one (the server refuses it elsewhere) */
export function withoutStrayAlert(panel: Panel): Panel {
  if (!panel.alert || ALERT_KINDS.includes(panel.kind)) return panel;
  const { alert: _alert, ...rest } = panel;
  return rest;
}

const COMPARISONS: PanelAlert['comparison'][] = ['above', 'below'];
const NEW_ALERT: PanelAlert = { enabled: true, comparison: 'above', threshold: 0, forMinutes: 15 };

export function ThresholdEditor({ panel, onChange }: { panel: Panel; onChange: (panel: Panel) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.alert.${key}`);
  if (!ALERT_KINDS.includes(panel.kind)) return null;
  const alert = panel.alert;
  const set = (change: Partial<PanelAlert>) =>
    onChange({ ...panel, alert: { ...(alert ?? NEW_ALERT), ...change } });
  const on = !!alert?.enabled;
  return (
    <Stack spacing={1} data-testid="editor-alert">
      <Typography variant="subtitle2">{t('title')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(event) => set({ enabled: event.target.checked })}
            slotProps={{ input: { 'data-testid': 'alert-enabled' } as object }}
          />
        }
        label={t('enabled')}
      />
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField
          select
          size="small"
          label={t('comparison')}
          value={alert?.comparison ?? NEW_ALERT.comparison}
          disabled={!on}
          sx={{ width: 160 }}
          onChange={(event) => set({ comparison: event.target.value as PanelAlert['comparison'] })}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'alert-comparison' } as object } }}
        >
          {COMPARISONS.map((comparison) => (
            <MenuItem key={comparison} value={comparison} data-testid={`alert-comparison-${comparison}`}>
              {t(comparison)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('threshold')}
          value={alert?.threshold ?? NEW_ALERT.threshold}
          disabled={!on}
          sx={{ width: 130 }}
          slotProps={{ htmlInput: { 'data-testid': 'alert-threshold', step: 'any' } }}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(value)) set({ threshold: value });
          }}
        />
        <TextField
          size="small"
          type="number"
          label={t('forMinutes')}
          value={alert?.forMinutes ?? NEW_ALERT.forMinutes}
          disabled={!on}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'alert-minutes', min: 0, max: 1440, step: 1 } }}
          onChange={(event) => {
            const value = Math.round(Number(event.target.value));
            if (event.target.value !== '' && value >= 0 && value <= 1440) set({ forMinutes: value });
          }}
        />
      </Stack>
    </Stack>
  );
}
