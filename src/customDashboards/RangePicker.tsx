// The time range of a dashboard (its variable) or of a panel that pins its own (issue 26 §5): the last hour, day,
// week or month, counted back from each refresh, or an absolute from/to in the console's date fields (an empty
// 'to' runs up to now). A panel's picker offers "the dashboard's" first: no range of its own.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DateField } from '../layout/DateField';
import { absoluteRange, isoToLocal, LAST_RANGES, localToIso, type Range } from './model';

const CUSTOM = 'custom';

export function RangePicker({
  value,
  onChange,
  label,
  testId,
  followLabel,
}: {
  value: Range | undefined;
  onChange: (range: Range | undefined) => void;
  label: string;
  /** of the select; its options are `<testId>-<choice>`, the dates `<testId>-from` and `<testId>-to` */
  testId: string;
  /** offer no range of its own (a panel following the dashboard's), under this label */
  followLabel?: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.${key}`);
  const mode = value ? (value.last ?? CUSTOM) : followLabel ? '' : '24h';
  const absolute = value && !value.last ? value : undefined;
  const setBound = (bound: 'from' | 'to', local: string) => {
    const next: Range = { from: absolute?.from, to: absolute?.to, [bound]: localToIso(local) };
    if (!next.from) delete next.from;
    if (!next.to) delete next.to;
    onChange(next);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label={label}
        value={mode}
        sx={{ width: 170 }}
        slotProps={{
          select: {
            displayEmpty: !!followLabel,
            SelectDisplayProps: { 'data-testid': testId } as object,
          },
          inputLabel: followLabel ? { shrink: true } : undefined,
        }}
        onChange={(event) => {
          const choice = event.target.value;
          onChange(
            choice === ''
              ? undefined
              : choice === CUSTOM
                ? absoluteRange(Date.now())
                : { last: choice as NonNullable<Range['last']> },
          );
        }}
      >
        {followLabel && <MenuItem value="">{followLabel}</MenuItem>}
        {LAST_RANGES.map((range) => (
          <MenuItem key={range} value={range} data-testid={`${testId}-${range}`}>
            {t(`ranges.${range}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM} data-testid={`${testId}-${CUSTOM}`}>
          {t('ranges.custom')}
        </MenuItem>
      </TextField>
      {absolute && (
        <>
          <DateField
            kind="datetime"
            size="small"
            label={t('from')}
            value={isoToLocal(absolute.from)}
            max={isoToLocal(absolute.to) || undefined}
            onValue={(local) => setBound('from', local)}
            sx={{ width: 240 }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-from` } }}
          />
          <DateField
            kind="datetime"
            size="small"
            label={t('to')}
            value={isoToLocal(absolute.to)}
            min={isoToLocal(absolute.from) || undefined}
            onValue={(local) => setBound('to', local)}
            sx={{ width: 240 }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-to` } }}
          />
        </>
      )}
    </Stack>
  );
}
