// The gateway status filter of the store lists (all, normal, offline, alarm), labelled as on the store maps.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { GATEWAY_STATUS_VOCABULARY } from './types';

export function StatusSelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={onChange}
      sx={{ minWidth: 140 }}
      data-testid={testId}
    >
      <MenuItem value="">{translate('app.maps.all')}</MenuItem>
      {GATEWAY_STATUS_VOCABULARY.statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(GATEWAY_STATUS_VOCABULARY.labelKey(s))}
        </MenuItem>
      ))}
    </TextField>
  );
}
