// Gateway channel settings of a store per gwIndex (doc 1 §3, §5): the schema form x-forms.channelRow of
// schemas/channelSetting.schema.json as a table (SchemaRows, a row per gwIndex, a column per field of the form),
// each row checked by the generated validator (the first refused value's message above the table); a new row is
// the schema's defaults (gwIndex 0, data 11, event 26); channels 11 to 26, plus 27 to 31 when the store has
// outband enabled.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogContent, DialogTitle, IconButton, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { formEntities } from '../../domain/generated/resources';
import { channelOverrides } from '../gateways/ConfigInput';
import { useErrorDialog } from '../layout/ErrorDialog';
import { ActionsHeadCell } from '../layout/tableParts';
import { useStartingValues } from '../layout/useStartingValues';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { defaultsOf } from '../schema-views/SchemaInputs';
import type { ChannelSetting, StoreStatusRow } from './api';
import { channelSettingKeys, channelSettingCalls } from '../generated/client';

const meta = formEntities.channelSetting;
const LIST = 'channelList';
/** the form before the store's rows are known */
const NO_ROWS = { [LIST]: [] };

/** a new row: the schema's defaults of the row's fields (doc 1 §5: gwIndex 0, data 11, event 26) */
export const NEW_CHANNEL_ROW = Object.fromEntries(
  Object.entries(defaultsOf(meta)).filter(([name]) => name !== 'storeCode'),
) as ChannelSetting;

export function ChannelSettingsDialog({
  open,
  onClose,
  stores,
  canWrite,
}: {
  open: boolean;
  onClose: () => void;
  stores: StoreStatusRow[];
  canWrite: boolean;
}) {
  const translate = useTranslate();
  // the form lives while the dialog is open: each opening reads the store's settings afresh
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="channel-dialog">
      <DialogTitle>{translate('app.stores.channelSettings')}</DialogTitle>
      <ChannelSettingsForm onClose={onClose} stores={stores} canWrite={canWrite} />
    </Dialog>
  );
}

function ChannelSettingsForm({
  onClose,
  stores,
  canWrite,
}: {
  onClose: () => void;
  stores: StoreStatusRow[];
  canWrite: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [chosen, setChosen] = useState('');
  const storeCode = chosen || (stores[0]?.storeCode ?? '');
  const [start, setStart] = useState<{ [LIST]: ChannelSetting[] } | null>(null);
  const settings = useQuery({
    queryKey: channelSettingKeys.getOne({ query: { storeCode } }),
    queryFn: () => channelSettingCalls.getOne({ query: { storeCode } }),
    enabled: storeCode !== '',
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (settings.error) void showError(settings.error);
  }, [settings.error, showError]);
  // the store's rows are taken once, when they are known: a row added or changed is never replaced by them
  const filled = useStartingValues(storeCode || null, settings.data, (data) =>
    setStart({ [LIST]: data.channelList }),
  );
  const outband = settings.data?.outbandEnable ?? false;
  const overrides = useMemo(() => channelOverrides(outband), [outband]);
  const save = async (values: FieldValues) => {
    try {
      await channelSettingCalls.create({
        body: { storeCode, channelList: values[LIST] as ChannelSetting[] },
      });
      notify('app.stores.channelSaved', { type: 'success' });
    } catch (error) {
      await showError(error as Error);
    }
  };
  const storeSelect = (
    <TextField
      select
      fullWidth
      size="small"
      sx={{ mt: 1, mb: 2 }}
      label={translate('resources.stores.fields.storeCode')}
      value={storeCode}
      onChange={(event) => setChosen(event.target.value)}
    >
      {stores.map((s) => (
        <MenuItem key={s.storeCode} value={s.storeCode}>
          {s.storeName} ({s.storeCode})
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <DialogContent sx={{ pb: 0 }}>
      {storeSelect}
      <SchemaForm
        key={storeCode}
        meta={meta}
        operation="create"
        form="channelRow"
        record={start ?? NO_ROWS}
        overrides={overrides}
        readOnly={!canWrite || !filled}
        testIdPrefix="channel"
        problemTestId="channel-problem"
        rows={{
          source: LIST,
          rowTestId: 'channel-row',
          cellSx: (field) => (field === 'gwIndex' ? { width: 90 } : undefined),
          action: canWrite
            ? { header: <ActionsHeadCell />, cell: (index) => <RemoveRow index={index} disabled={!filled} /> }
            : undefined,
        }}
        onSubmit={save}
        toolbar={<ChannelToolbar start={filled ? start : null} canWrite={canWrite} onClose={onClose} />}
      />
    </DialogContent>
  );
}

/** Add and Save wait until the form holds the store's rows (the form takes them a moment after they are known) */
function ChannelToolbar({
  start,
  canWrite,
  onClose,
}: {
  start: { [LIST]: ChannelSetting[] } | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const rows = useWatch({ name: LIST }) as unknown;
  const ready = useRef(false);
  if (start && !ready.current && JSON.stringify(rows) === JSON.stringify(start[LIST])) ready.current = true;
  return (
    <SchemaDialogToolbar
      readOnly={!canWrite}
      onClose={onClose}
      closeLabel="app.stores.close"
      closeTestId="channel-close"
      saveLabel="app.stores.save"
      saveDisabled={!ready.current}
    >
      {canWrite && <AddRow disabled={!ready.current} />}
    </SchemaDialogToolbar>
  );
}

function AddRow({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  return (
    <Button
      disabled={disabled}
      onClick={() =>
        setValue(LIST, [...((getValues(LIST) as ChannelSetting[] | undefined) ?? []), { ...NEW_CHANNEL_ROW }])
      }
      data-testid="channel-add"
    >
      {translate('app.stores.addRow')}
    </Button>
  );
}

function RemoveRow({ index, disabled }: { index: number; disabled: boolean }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  return (
    <IconButton
      disabled={disabled}
      aria-label={translate('app.stores.removeRow')}
      onClick={() =>
        setValue(
          LIST,
          ((getValues(LIST) as ChannelSetting[] | undefined) ?? []).filter((_, i) => i !== index),
        )
      }
    >
      <DeleteIcon />
    </IconButton>
  );
}
