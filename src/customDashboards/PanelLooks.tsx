// How a panel draws its figures, in the panel editor: the unit after its values, its colours (the palette's
// order, comma-separated), a bar chart stacked or grouped, and a number panel's thresholds ("value:colour, ...":
// the number takes the colour of the highest threshold it reaches).
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
