// Gateway channel settings of a store per gwIndex (doc 1 §3, §5): a new row is gwIndex 0, data 11, event 26;
// channels 11 to 26, plus 27 to 31 when the store has outband enabled.
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { channelChoices } from '../../domain/gatewayChannels';
import { useErrorDialog } from '../layout/ErrorDialog';
import { ActionsHeadCell } from '../layout/tableParts';
import { useStartingValues } from '../layout/useStartingValues';
import { getChannelSettings, saveChannelSettings, type ChannelSetting, type StoreStatusRow } from './api';
import { channelSettingKeys } from '../generated/client';

export const NEW_CHANNEL_ROW: ChannelSetting = { gwIndex: 0, dataChannel: 11, eventChannel: 26 };

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
  const [rows, setRows] = useState<ChannelSetting[]>([]);
  const settings = useQuery({
    queryKey: channelSettingKeys.getOne({ query: { storeCode } }),
    queryFn: () => getChannelSettings(storeCode),
    enabled: storeCode !== '',
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (settings.error) void showError(settings.error);
  }, [settings.error, showError]);
  // the store's rows are taken once, when they are known: a row added or changed is never replaced by them
  const filled = useStartingValues(storeCode || null, settings.data, (start) => setRows(start.channelList));
  const outband = settings.data?.outbandEnable ?? false;
  const editable = canWrite && filled;
  const channels = channelChoices(outband);
  const change = (index: number, patch: Partial<ChannelSetting>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const save = async () => {
    try {
      await saveChannelSettings(storeCode, rows);
      notify('app.stores.channelSaved', { type: 'success' });
    } catch (error) {
      await showError(error as Error);
    }
  };
  const channelSelect = (index: number, field: 'dataChannel' | 'eventChannel', value: number) => (
    <TextField
      select
      size="small"
      value={value}
      disabled={!editable}
      onChange={(event) => change(index, { [field]: Number(event.target.value) })}
      inputProps={{ 'data-testid': `channel-${field}-${index}` }}
    >
      {channels.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <DialogContent>
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
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.gateways.fields.gwIndex')}</TableCell>
              <TableCell>{translate('resources.gateways.fields.dataChannel')}</TableCell>
              <TableCell>{translate('resources.gateways.fields.eventChannel')}</TableCell>
              <ActionsHeadCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index} data-testid="channel-row">
                <TableCell>
                  <TextField
                    size="small"
                    value={row.gwIndex}
                    disabled={!editable}
                    onChange={(event) => change(index, { gwIndex: event.target.value })}
                    sx={{ width: 90 }}
                  />
                </TableCell>
                <TableCell>{channelSelect(index, 'dataChannel', row.dataChannel)}</TableCell>
                <TableCell>{channelSelect(index, 'eventChannel', row.eventChannel)}</TableCell>
                <TableCell>
                  {canWrite && (
                    <IconButton
                      disabled={!editable}
                      aria-label={translate('app.stores.removeRow')}
                      onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {canWrite && (
          <Button
            disabled={!editable}
            onClick={() => setRows((current) => [...current, { ...NEW_CHANNEL_ROW }])}
            data-testid="channel-add"
          >
            {translate('app.stores.addRow')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('app.stores.close')}</Button>
        {canWrite && (
          <Button variant="contained" onClick={() => void save()} disabled={!editable}>
            {translate('app.stores.save')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
