// One input of the gateway configuration form (doc 3 §3 Gateway config): text for most fields; for the data
// and event channels a choice of 11 to 26, plus 27 to 31 when the store has outband (domain/gatewayChannels.ts;
// a value outside the range, saved before outband was turned off, stays shown so nothing changes unasked).
// Its accessible name is the field's visible label: the input's own label, or (in the edit-all table, where
// the column heading is the label) the same translated name as aria-label; never the internal key.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { channelChoices } from '../../domain/gatewayChannels';
import { getStoreOutband } from './api';
import type { ConfigField } from './configForm';
import { gatewayKeys } from '../generated/client';

const isChannel = (field: ConfigField) => field === 'dataChannel' || field === 'eventChannel';

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

export function ConfigInput({
  field,
  value,
  outband,
  onValue,
  testId,
  ...props
}: {
  field: ConfigField;
  value: string;
  outband: boolean;
  onValue: (value: string) => void;
  testId: string;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'select'>) {
  const translate = useTranslate();
  const name = props.label ? undefined : translate(`resources.gateways.fields.${field}`);
  const choices = channelChoices(outband).map(String);
  if (value !== '' && !choices.includes(value)) choices.push(value);
  return (
    <TextField
      {...props}
      size="small"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      select={isChannel(field)}
      slotProps={{
        htmlInput: { 'data-testid': testId, 'aria-label': name },
      }}
    >
      {isChannel(field) &&
        choices.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {channel}
          </MenuItem>
        ))}
    </TextField>
  );
}
