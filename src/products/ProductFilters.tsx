// The filters of the product table (doc 2 §2 product list; docs/api.md "Products"): product code and name
// (contain), layout (equals, from GET /layout/name). Typing settles for a moment before the search runs.
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FilterBar, FilterSelect, FilterText } from '../layout/filterBar';
import { useEffect, useState } from 'react';
import type { LayoutName } from './api';

export interface ProductFilterState {
  prCode: string;
  prName: string;
  layoutId: string;
}

export const EMPTY_PRODUCT_FILTERS: ProductFilterState = { prCode: '', prName: '', layoutId: '' };
const SETTLE_MS = 300;

/** the search body fields of the filters */
export function productFilterBody(filters: ProductFilterState): Record<string, string | undefined> {
  return {
    filter_prCode: filters.prCode.trim() || undefined,
    filter_prName: filters.prName.trim() || undefined,
    filter_layoutId: filters.layoutId || undefined,
  };
}

export function ProductFilters({
  value,
  onChange,
  layouts,
}: {
  value: ProductFilterState;
  onChange: (next: ProductFilterState) => void;
  layouts: LayoutName[];
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (draft.prCode === value.prCode && draft.prName === value.prName && draft.layoutId === value.layoutId)
      return;
    const timer = setTimeout(() => onChange(draft), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  const field = (name: keyof ProductFilterState, width: number) => ({
    label: translate(`app.products.fields.${name}`),
    value: draft[name],
    onChange: (next: string) => setDraft({ ...draft, [name]: next }),
    width,
  });
  return (
    <FilterBar testId="product-filters">
      <FilterText {...field('prCode', 200)} inputTestId="filter-prCode" />
      <FilterText {...field('prName', 200)} inputTestId="filter-prName" />
      <FilterSelect
        {...field('layoutId', 220)}
        allLabel={translate('app.maps.all')}
        options={layouts.map((l) => [l.layoutId, `${l.layoutId} · ${l.name}`] as const)}
      />
      <Button
        size="small"
        onClick={() => {
          setDraft(EMPTY_PRODUCT_FILTERS);
          onChange(EMPTY_PRODUCT_FILTERS);
        }}
      >
        {translate('app.tagStatus.clearFilters')}
      </Button>
    </FilterBar>
  );
}
