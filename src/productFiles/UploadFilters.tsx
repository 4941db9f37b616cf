// Filters of the upload history, applied by the server: file name (contains), store, received range (sent as
// epoch seconds, doc 2 §7 table parameters).
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface UploadFilterState {
  fileName: string;
  storeCode: string;
  /** datetime-local values (local time) */
  from: string;
  to: string;
}

export const EMPTY_UPLOAD_FILTERS: UploadFilterState = { fileName: '', storeCode: '', from: '', to: '' };

const epoch = (local: string) => (local ? Math.floor(new Date(local).getTime() / 1000) : undefined);

export function uploadFilterBody(f: UploadFilterState): Record<string, unknown> {
  return {
    filter_fileName: f.fileName.trim() || undefined,
    filter_storeCode: f.storeCode || undefined,
    filter_startDate: epoch(f.from),
    filter_endDate: epoch(f.to),
  };
}

export function UploadFilters({
  value,
  stores,
  onChange,
}: {
  value: UploadFilterState;
  stores: string[];
  onChange: (next: UploadFilterState) => void;
}) {
  const translate = useTranslate();
  const set = (field: keyof UploadFilterState) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const date = { inputLabel: { shrink: true }, htmlInput: { step: 1 } };
  const field = { size: 'small', fullWidth: false, sx: { width: 200 } } as const;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 1.5 }}
      data-testid="upload-filters"
    >
      <TextField
        {...field}
        label={translate('app.productFiles.fields.fileName')}
        value={value.fileName}
        onChange={set('fileName')}
      />
      <TextField
        {...field}
        select
        label={translate('app.productFiles.fields.storeCode')}
        value={value.storeCode}
        onChange={set('storeCode')}
        sx={{ width: 160 }}
      >
        <MenuItem value="">{translate('app.productFiles.filters.allStores')}</MenuItem>
        {stores.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        type="datetime-local"
        label={translate('app.productFiles.filters.from')}
        value={value.from}
        onChange={set('from')}
        slotProps={date}
      />
      <TextField
        {...field}
        type="datetime-local"
        label={translate('app.productFiles.filters.to')}
        value={value.to}
        onChange={set('to')}
        slotProps={date}
      />
      <Button onClick={() => onChange(EMPTY_UPLOAD_FILTERS)}>
        {translate('app.productFiles.filters.clear')}
      </Button>
    </Stack>
  );
}
