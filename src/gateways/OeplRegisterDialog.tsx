// Registering an OpenEPaperLink access point in a store's gateways (issue 27 §3): its address (host[:port]) checked
// by the rule the server applies (domain/oeplAddress.ts), the message under the field; the answer says
// whether the AP answered (online, with its tag count) or not yet (offline). A refusal of the server (the AP
// registered already, no privilege) shows in the Error dialog.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { checkOeplAddress } from '../../domain/oeplAddress';
import { useErrorDialog } from '../layout/ErrorDialog';
import { gatewayCalls } from '../generated/client';

export function OeplRegisterDialog({
  storeCode,
  open,
  onClose,
  onSaved,
}: {
  storeCode: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setAddress('');
    setMessage(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOeplAddress(address);
    if (!checked.ok) return setMessage(checked.message);
    setBusy(true);
    try {
      const answer = await gatewayCalls.registerOepl({ storeCode, body: { address: checked.address } });
      if (answer.status === 'NORMAL')
        notify('app.gateways.oeplRegistered', {
          type: 'success',
          messageArgs: { gwMac: answer.gwMac, tags: answer.tagCount },
        });
      else
        notify('app.gateways.oeplRegisteredOffline', {
          type: 'warning',
          messageArgs: { gwMac: answer.gwMac },
        });
      onSaved();
      close();
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="oepl-register-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{translate('app.gateways.registerOeplTitle', { storeCode })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.gateways.oeplAddressHelp')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={translate('resources.gateways.fields.address')}
            placeholder="192.168.1.20"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setMessage(null);
            }}
            error={message !== null}
            helperText={message ? translate(message) : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'oepl-address', maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.stores.close')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="oepl-register">
            {translate('app.gateways.register')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
