// The channel inputs of the gateway configuration forms (doc 3 §3 Gateway config, doc 1 §3 Channel setting): a
// choice of 11 to 26, plus 27 to 31 when the store has outband (domain/gatewayChannels.ts; a value outside the
// range, saved before outband was turned off, stays shown so nothing changes unasked). Every other field of those
// forms is the schema form's own input (SchemaForm). The accessible name is the field's visible label: the input's
// own label, or (in a table, where the column heading is the label) the same translated name as aria-label.
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'ra-core';
import { channelChoices } from '../../domain/gatewayChannels';
import type { InputOverride, OverrideProps } from '../schema-views/SchemaInputs';
import { getStoreOutband } from './api';
import { gatewayKeys } from '../generated/client';

/** the store's outband, asked once per store while a configuration dialog is open */
export function useStoreOutband(storeCode: string | undefined): boolean {
  const { data } = useQuery({
    queryKey: [...gatewayKeys.storeConfig({ storeCode: storeCode ?? '' }), 'outband'],
    queryFn: ({ signal }) => getStoreOutband(storeCode!, signal),
    enabled: !!storeCode,
    staleTime: 30_000,
  });
  return data === true;
}

export function ChannelInput({ field, source, options, outband }: OverrideProps & { outband: boolean }) {
  const translate = useTranslate();
  const { field: input, fieldState } = useInput({ source });
  const value = input.value === null || input.value === undefined ? '' : String(input.value);
  const choices = channelChoices(outband).map(String);
  if (value !== '' && !choices.includes(value)) choices.push(value);
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      size="small"
      fullWidth={!options.inTable}
      margin={options.inTable ? 'none' : 'dense'}
      label={options.inTable ? undefined : field.label}
      hiddenLabel={options.inTable}
      value={value}
      onChange={(event) => input.onChange(Number(event.target.value))}
      onBlur={input.onBlur}
      disabled={options.disabled || options.readOnly}
      error={!!error}
      helperText={error ? translate(error) : options.inTable ? undefined : ' '}
      sx={options.inTable ? { minWidth: 70 } : undefined}
      slotProps={{
        htmlInput: {
          'data-testid': options.testId,
          'aria-label': options.inTable ? field.label : undefined,
        },
      }}
    >
      {choices.map((channel) => (
        <MenuItem key={channel} value={channel}>
          {channel}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** the forms' channel fields as choices of the store's range (SchemaForm overrides) */
export function channelOverrides(outband: boolean): Record<string, InputOverride> {
  const input: InputOverride = (props) => <ChannelInput {...props} outband={outband} />;
  return { dataChannel: input, eventChannel: input };
}
