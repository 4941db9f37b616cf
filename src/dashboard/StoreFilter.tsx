// The dashboard's store multi-select (doc 1 §2.4: 250 px wide, list 400 px high): the session's stores only.
import { Autocomplete, Checkbox, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { StoreOption } from '../../domain/generated/calls';

export function StoreFilter(props: {
  options: StoreOption[];
  value: string[];
  onChange: (codes: string[]) => void;
}) {
  const translate = useTranslate();
  const selected = props.options.filter((o) => props.value.includes(o.storeCode));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      size="small"
      limitTags={1}
      options={props.options}
      value={selected}
      onChange={(_, value) => props.onChange(value.map((o) => o.storeCode))}
      getOptionLabel={(o) => `${o.storeName ?? ''} (${o.storeCode})`}
      isOptionEqualToValue={(a, b) => a.storeCode === b.storeCode}
      renderOption={({ key, ...rest }, option, { selected: checked }) => (
        <li key={key} {...rest} data-testid="store-filter-option" data-store-code={option.storeCode}>
          <Checkbox size="small" checked={checked} sx={{ mr: 1, p: 0 }} />
          {option.storeName} ({option.storeCode})
        </li>
      )}
      slotProps={{ listbox: { style: { maxHeight: 400 } } }}
      sx={{ width: 250 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.dashboard.storeFilter')}
          placeholder={selected.length ? '' : translate('app.dashboard.allStores')}
        />
      )}
      data-testid="store-filter"
    />
  );
}
