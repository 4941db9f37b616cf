// How a panel draws its figures, in the panel editor: the unit after its values, its colours (the palette's
// order, comma-separated), a bar chart stacked or grouped, how many groups a chart draws before "Others" (issue
// 39; blank: its kind's own, src/customDashboards/chartGroups.ts) and a number panel's thresholds ("value:colour,
// ...": the number takes the colour of the highest threshold it reaches).
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Panel } from './api';

type Options = NonNullable<Panel['options']>;

/** "10:#ed6c02, 50:#d32f2f" as thresholds (number and gauge panels); parts not a number and a colour are left out */
export const parseThresholds = (text: string): NonNullable<Options['thresholds']> =>
  text
    .split(',')
    .map((part) => part.split(':').map((piece) => piece.trim()))
    .filter(([value, color]) => value !== '' && Number.isFinite(Number(value)) && color)
    .map(([value, color]) => ({ value: Number(value), color }));

/** the most groups a panel may draw before "Others" (schemas/dashboard.schema.json options.topN) */
const MAX_TOP_N = 50;

/** the typed count of groups, within 1 to MAX_TOP_N; blank (or not a number): the kind's own */
const topNOf = (text: string): number | undefined => {
  const n = Math.floor(Number(text));
  return text.trim() === '' || !Number.isFinite(n) ? undefined : Math.min(Math.max(n, 1), MAX_TOP_N);
};

export function PanelLooks({
  kind,
  options,
  onChange,
}: {
  kind: Panel['kind'];
  options: Options;
  onChange: (change: Partial<Options>) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  return (
    <>
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField
          size="small"
          label={t('valueUnit')}
          value={options.unit ?? ''}
          sx={{ width: 100 }}
          onChange={(event) => onChange({ unit: event.target.value || undefined })}
        />
        <TextField
          size="small"
          fullWidth
          label={t('colors')}
          placeholder="#1976d2, #2e7d32"
          value={(options.colors ?? []).join(', ')}
          onChange={(event) =>
            onChange({
              colors: event.target.value
                .split(',')
                .map((color) => color.trim())
                .filter(Boolean),
            })
          }
        />
        {kind === 'bar' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={options.stacked !== false}
                onChange={(event) => onChange({ stacked: event.target.checked })}
              />
            }
            label={t('stacked')}
          />
        )}
        {(kind === 'bar' || kind === 'doughnut' || kind === 'line') && (
          <TextField
            size="small"
            type="number"
            label={t('topN')}
            value={options.topN ?? ''}
            sx={{ width: 200, flexShrink: 0 }}
            slotProps={{ htmlInput: { min: 1, max: MAX_TOP_N, 'data-testid': 'panel-top-n' } }}
            onChange={(event) => onChange({ topN: topNOf(event.target.value) })}
          />
        )}
      </Stack>
      {kind === 'number' && (
        <TextField
          size="small"
          label={t('thresholds')}
          placeholder="10:#ed6c02, 50:#d32f2f"
          defaultValue={(options.thresholds ?? []).map((item) => `${item.value}:${item.color}`).join(', ')}
          onChange={(event) => onChange({ thresholds: parseThresholds(event.target.value) })}
        />
      )}
    </>
  );
}
