// Filters of the family tables, applied by the server: family code (contains), product code (families listing
// it), layout (equals) and, in the shared list, the store.
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FilterBar, FilterSelect, FilterText } from '../layout/filterBar';
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
  const field = (name: keyof FamilyFilterState, width: number) => ({
    label: label(name),
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
    width,
  });
  const text = (name: keyof FamilyFilterState, width: number) => (
    <FilterText {...field(name, width)} inputTestId={`family-filter-${name}`} />
  );
  const select = (
    name: keyof FamilyFilterState,
    width: number,
    options: Array<readonly [string, string]>,
  ) => (
    <FilterSelect
      {...field(name, width)}
      allLabel={translate('app.maps.all')}
      options={options}
      data-testid={`family-filter-${name}`}
    />
  );
  return (
    <FilterBar testId="family-filters">
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
    </FilterBar>
  );
}
