// The one store picker of the console (issue 39), for one store (a list's store filter) or several (an account's,
// a token's, a webhook's, a dashboard's stores): typing searches the server (debounced; the code or the name
// contains the text, the session's stores only, by code, a page at a time as the list scrolls), the list renders
// only the rows in view (VirtualListbox), chosen stores show as a few chips then a count (SelectedStoresChips).
// Options read "CODE name". Forms use StoreArrayInput / StoreSelectInput (react-admin inputs around this one).
import { Autocomplete, Checkbox, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo, useRef, useState, type FocusEventHandler, type ReactNode } from 'react';
import { SelectedStoresChips } from './SelectedStoresChips';
import { storeLabel, useStoreNames, useStoreSearch, type StoreOption } from './storeOptionQueries';
import { useDebouncedValue } from './useDebouncedValue';
import {
  ROW_HEIGHT,
  VirtualListbox,
  VirtualListboxContext,
  type VirtualListboxControls,
} from './VirtualListbox';

/** typing pauses this long before the server is asked */
export const SEARCH_DELAY_MS = 250;

interface CommonProps {
  label: ReactNode;
  /** of the input; each option is `<testId>-option` with data-store-code, chips `<testId>-chip`, the count `<testId>-count` */
  testId: string;
  width?: number | string;
  /** the open list's greatest height in pixels (VirtualListbox's default: eight rows) */
  listHeight?: number;
  disabled?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  onBlur?: FocusEventHandler;
}

export type StoreAutocompleteProps = CommonProps &
  (
    | { multiple: true; value: string[]; onChange: (codes: string[]) => void }
    | { multiple?: false; value: string; onChange: (code: string) => void }
  );

export function StoreAutocomplete(props: StoreAutocompleteProps) {
  const {
    label,
    testId,
    width = '100%',
    listHeight,
    disabled,
    placeholder,
    helperText,
    error,
    onBlur,
  } = props;
  const translate = useTranslate();
  const codes = props.multiple ? props.value : props.value ? [props.value] : [];
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const search = useStoreSearch(text, open);
  const names = useStoreNames(props.multiple ? [] : codes);
  const scrollTo = useRef<(index: number) => void>(undefined);

  const footer = search.capped
    ? translate('app.storePicker.refine', { smart_count: search.matching - search.options.length })
    : search.hasMore
      ? translate('app.storePicker.loadingMore', {
          loaded: search.options.length,
          matching: search.matching,
        })
      : undefined;
  const controls = useMemo<VirtualListboxControls>(
    () => ({ onEnd: search.loadMore, footer, scrollTo, maxHeight: listHeight }),
    [search.loadMore, footer, listHeight],
  );
  const toOption = (code: string): StoreOption => names.get(code) ?? { storeCode: code };
  const remove = (code: string) => {
    if (props.multiple) props.onChange(props.value.filter((c) => c !== code));
  };

  return (
    <VirtualListboxContext.Provider value={controls}>
      <Autocomplete<StoreOption, boolean, false, false>
        multiple={props.multiple === true}
        disableCloseOnSelect={props.multiple === true}
        size="small"
        disabled={disabled}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={search.options}
        loading={search.isPending}
        filterOptions={(options) => options}
        value={props.multiple ? codes.map(toOption) : codes.length ? toOption(codes[0]) : null}
        onChange={(_, picked) => {
          if (props.multiple) props.onChange((picked as StoreOption[]).map((store) => store.storeCode));
          else props.onChange((picked as StoreOption | null)?.storeCode ?? '');
        }}
        {...(props.multiple ? { inputValue: typed } : {})}
        onInputChange={(_, value, reason) => {
          // the search follows what is typed only: choosing a store (reset) keeps the search of a multiple
          // picker, so that several stores of one search are picked in a row
          if (reason === 'input' || reason === 'clear') setTyped(value);
          else if (reason === 'blur' || !props.multiple) setTyped('');
        }}
        onHighlightChange={(_, option, reason) => {
          if (reason !== 'keyboard' || !option) return;
          const index = search.options.findIndex((store) => store.storeCode === option.storeCode);
          if (index >= 0) scrollTo.current?.(index);
        }}
        getOptionLabel={storeLabel}
        isOptionEqualToValue={(a, b) => a.storeCode === b.storeCode}
        noOptionsText={translate('app.storePicker.noStores')}
        slots={{ listbox: VirtualListbox }}
        renderOption={({ key, style, ...rest }, option, { selected }) => (
          <li
            key={key}
            {...rest}
            style={{ ...style, height: ROW_HEIGHT, minHeight: ROW_HEIGHT, whiteSpace: 'nowrap' }}
            data-testid={`${testId}-option`}
            data-store-code={option.storeCode}
            title={storeLabel(option)}
          >
            {props.multiple && <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0 }} />}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{storeLabel(option)}</span>
          </li>
        )}
        renderValue={
          props.multiple
            ? (value) => (
                <SelectedStoresChips
                  codes={(value as StoreOption[]).map((store) => store.storeCode)}
                  onRemove={remove}
                  disabled={disabled}
                  testId={testId}
                />
              )
            : undefined
        }
        sx={{ width }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={error}
            helperText={helperText}
            onBlur={onBlur}
            placeholder={codes.length ? '' : (placeholder ?? translate('app.storePicker.search'))}
            inputProps={{ ...params.inputProps, 'data-testid': testId }}
          />
        )}
      />
    </VirtualListboxContext.Provider>
  );
}
