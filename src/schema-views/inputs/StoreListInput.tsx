// Store list input (x-widget storeList: an account's, a token's, a webhook's stores): the shared store picker
// (src/stores/picker) as a react-admin input. The picker searches the server, which offers only the stores the
// user may see, which are the stores it may give (domain/grantRules.ts); a chain's 2,000 stores show as a
// count beyond a few chips.
import { Box } from '@mui/material';
import { FieldTitle, useInput } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { StoreAutocomplete } from '../../stores/picker/StoreAutocomplete';
import type { InputOptions } from '../registry';

export function StoreListInput({ source, disabled }: { source: string; disabled?: boolean }) {
  const { field, fieldState, isRequired } = useInput({ source, disabled, defaultValue: [] });
  const value = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : [];
  return (
    <Box className={`ra-input ra-input-${source}`} sx={{ width: '100%', mb: 2 }}>
      <StoreAutocomplete
        multiple
        label={<FieldTitle source={source} isRequired={isRequired} />}
        testId={`store-list-${source}`}
        value={value}
        onChange={(codes) => field.onChange(codes)}
        onBlur={field.onBlur}
        disabled={disabled}
        error={fieldState.invalid}
        helperText={fieldState.invalid ? <InputHelperText error={fieldState.error?.message} /> : undefined}
      />
    </Box>
  );
}

/** one store of the session (x-widget sessionStore: the store a family product belongs to) */
export function StoreSelectInput({
  source,
  label,
  options = {},
}: {
  source: string;
  /** i18n key of the label; absent: the field's */
  label?: string;
  options?: InputOptions;
}) {
  const { field, fieldState, isRequired } = useInput({
    source,
    disabled: options.disabled,
    readOnly: options.readOnly,
  });
  return (
    <Box className={`ra-input ra-input-${source}`} sx={{ width: '100%', mb: 2 }}>
      <StoreAutocomplete
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        testId={options.testId ?? `store-select-${source}`}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(code) => field.onChange(code)}
        onBlur={field.onBlur}
        disabled={options.disabled || options.readOnly}
        error={fieldState.invalid}
        helperText={fieldState.invalid ? <InputHelperText error={fieldState.error?.message} /> : undefined}
      />
    </Box>
  );
}
