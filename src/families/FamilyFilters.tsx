// Filters of the family tables, applied by the server: family code (contains), product code (families listing
// it), layout (equals) and, in the shared list, the store.
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { LayoutName } from './api';

export interface FamilyFilterState {
  fmPrCode: string;
  prCode: string;
  layoutId: string;
  storeCode: string;
}

export const EMPTY_FAMILY_FILTERS: FamilyFilterState = {
  fmPrCode: '',
  prCode: '',
  layoutId: '',
  storeCode: '',
};

/** The search body's filter fields of a filter state. */
export function familyFilterBody(f: FamilyFilterState): Record<string, unknown> {
  return {
    filter_fmPrCode: f.fmPrCode.trim() || undefined,
    filter_prCode: f.prCode.trim() || undefined,
    filter_layoutId: f.layoutId || undefined,
    filter_storeCode: f.storeCode || undefined,
  };
}

export function FamilyFilters({
  value,
  onChange,
  layouts,
  stores,
}: {
  value: FamilyFilterState;
  onChange: (next: FamilyFilterState) => void;
  layouts: LayoutName[];
  /** the store choices of the shared list; absent in a store's table */
  stores?: string[];
}) {
  const translate = useTranslate();
  const label = (name: string) => translate(`app.families.fields.${name}`);
  const set = (field: keyof FamilyFilterState) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const all = <MenuItem value="">{translate('app.maps.all')}</MenuItem>;
  const text = (field: keyof FamilyFilterState, width: number) => (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ width }}
      label={label(field)}
      value={value[field]}
      onChange={set(field)}
      slotProps={{ htmlInput: { 'data-testid': `family-filter-${field}` } }}
    />
  );
  const select = (field: keyof FamilyFilterState, width: number, options: Array<[string, string]>) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ width }}
      label={label(field)}
      value={value[field]}
      onChange={set(field)}
      data-testid={`family-filter-${field}`}
    >
      {all}
      {options.map(([code, text]) => (
        <MenuItem key={code} value={code}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 1.5 }}
      data-testid="family-filters"
    >
      {stores &&
        select(
          'storeCode',
          150,
          stores.map((code) => [code, code]),
        )}
      {text('fmPrCode', 170)}
      {text('prCode', 170)}
      {select(
        'layoutId',
        220,
        layouts.map((l) => [l.layoutId, `${l.layoutId} — ${l.name}`]),
      )}
      <Button size="small" onClick={() => onChange(EMPTY_FAMILY_FILTERS)} data-testid="family-filter-clear">
        {translate('app.families.clearFilters')}
      </Button>
    </Stack>
  );
}
