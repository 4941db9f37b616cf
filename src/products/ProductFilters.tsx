// The filters of the product table (doc 2 §2 product list; docs/api.md "Products"): product code and name
// (contain), layout (equals, from GET /layout/name). Typing settles for a moment before the search runs.
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
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
  const text = (field: 'prCode' | 'prName') => (
    <TextField
      size="small"
      label={translate(`app.products.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      sx={{ width: 200 }}
      slotProps={{ htmlInput: { 'data-testid': `filter-${field}` } }}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 1.5 }}
      data-testid="product-filters"
    >
      {text('prCode')}
      {text('prName')}
      <TextField
        select
        size="small"
        label={translate('app.products.fields.layoutId')}
        value={draft.layoutId}
        onChange={(event) => setDraft({ ...draft, layoutId: event.target.value })}
        sx={{ width: 220 }}
      >
        <MenuItem value="">{translate('app.maps.all')}</MenuItem>
        {layouts.map((l) => (
          <MenuItem key={l.layoutId} value={l.layoutId}>
            {l.layoutId} · {l.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        onClick={() => {
          setDraft(EMPTY_PRODUCT_FILTERS);
          onChange(EMPTY_PRODUCT_FILTERS);
        }}
      >
        {translate('app.tagStatus.clearFilters')}
      </Button>
    </Stack>
  );
}
