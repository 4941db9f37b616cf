// The stores a dashboard (its variable) or a panel (pinned) reads: a multi-select of the session's stores as the
// spec dashboard's store filter offers them (GET /stats/dashboard's store list), empty = every store.
import { Autocomplete, Checkbox, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { latestStatsQuery } from './queries';

export interface StoreOption {
  storeCode: string;
  storeName?: string | null;
}

/**
 * the session's stores (code and name), shared by every picker of the page; asked once `needed` (a picker opened,
 * or stores to name), so that opening a dashboard does not ask the whole dashboard statistics beside its panels
 */
export function useStoreOptions(needed = true): StoreOption[] {
  const { data } = useQuery({
    ...latestStatsQuery(),
    select: (answer) => answer.stores ?? [],
    staleTime: 300_000,
    enabled: needed,
  });
  return data ?? [];
}

export function StorePicker({
  value,
  onChange,
  label,
  testId,
  width = 280,
}: {
  value: string[];
  onChange: (stores: string[]) => void;
  label: string;
  /** of the input; each option is `<testId>-option` with data-store-code */
  testId: string;
  width?: number;
}) {
  const translate = useTranslate();
  const [opened, setOpened] = useState(false);
  const options = useStoreOptions(opened || value.length > 0);
  return (
    <Autocomplete
      onOpen={() => setOpened(true)}
      loading={opened && options.length === 0}
      multiple
      disableCloseOnSelect
      size="small"
      limitTags={2}
      options={options}
      value={options.filter((store) => value.includes(store.storeCode))}
      onChange={(_, picked) => onChange(picked.map((store) => store.storeCode))}
      getOptionLabel={(store) => `${store.storeName ?? ''} (${store.storeCode})`}
      isOptionEqualToValue={(a, b) => a.storeCode === b.storeCode}
      renderOption={({ key, ...rest }, option, { selected }) => (
        <li key={key} {...rest} data-testid={`${testId}-option`} data-store-code={option.storeCode}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0 }} />
          {option.storeName} ({option.storeCode})
        </li>
      )}
      sx={{ width }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : translate('app.customDashboards.allStores')}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
