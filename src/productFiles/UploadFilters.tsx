// Filters of the upload history, applied by the server: file name (contains), store, received range (sent as
// epoch seconds, doc 2 §7 table parameters).
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FilterBar, FilterDateTime, FilterSelect, FilterText, localToEpoch } from '../layout/filterBar';

export interface UploadFilterState {
  fileName: string;
  storeCode: string;
  /** datetime-local values (local time) */
  from: string;
  to: string;
}

export const EMPTY_UPLOAD_FILTERS: UploadFilterState = { fileName: '', storeCode: '', from: '', to: '' };

export function uploadFilterBody(f: UploadFilterState): Record<string, unknown> {
  return {
    filter_fileName: f.fileName.trim() || undefined,
    filter_storeCode: f.storeCode || undefined,
    filter_startDate: localToEpoch(f.from),
    filter_endDate: localToEpoch(f.to),
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
  const field = (name: keyof UploadFilterState) => ({
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
    width: 200,
  });
  return (
    <FilterBar testId="upload-filters">
      <FilterText {...field('fileName')} label={translate('app.productFiles.fields.fileName')} />
      <FilterSelect
        {...field('storeCode')}
        width={160}
        label={translate('app.productFiles.fields.storeCode')}
        allLabel={translate('app.productFiles.filters.allStores')}
        options={stores.map((code) => [code, code] as const)}
      />
      <FilterDateTime {...field('from')} label={translate('app.productFiles.filters.from')} />
      <FilterDateTime {...field('to')} label={translate('app.productFiles.filters.to')} />
      <Button onClick={() => onChange(EMPTY_UPLOAD_FILTERS)}>
        {translate('app.productFiles.filters.clear')}
      </Button>
    </FilterBar>
  );
}
