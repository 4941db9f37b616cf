// Password change (doc 3 §5): used for the forced change after login (mandatory: no cancel),
// the weak/expiring prompts, the account modal and the members' password update.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useErrorDialog } from '../layout/ErrorDialog';
import { validateNewPassword } from './newPasswordValidation';

export interface PasswordChangeDialogProps {
  open: boolean;
  email: string;
  /** forced change: the dialog cannot be dismissed */
  mandatory?: boolean;
  /** sends the new password; the default is the dialog's caller's job */
  save: (password: string) => Promise<unknown>;
  onDone: () => void;
  onCancel?: () => void;
  title?: string;
}

export function PasswordChangeDialog({
  open,
  email,
  mandatory,
  save,
  onDone,
  onCancel,
  title,
}: PasswordChangeDialogProps) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = validateNewPassword(password, confirmation);
    if (problem) {
      await showError(translate(problem), 'app.error.updatePassword');
      return;
    }
    setBusy(true);
    try {
      await save(password);
      setPassword('');
      setConfirmation('');
      onDone();
    } catch (error) {
      await showError(error as Error, 'app.error.updatePassword');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={mandatory ? undefined : onCancel}
      disableEscapeKeyDown={mandatory}
      aria-labelledby="password-change-title"
      data-testid="password-change-dialog"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="password-change-title">{translate(title ?? 'app.password.changeTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('app.login.email')} value={email} disabled size="small" />
          {mandatory && <span>{translate('app.password.mandatory')}</span>}
          <TextField
            label={translate('app.password.new')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            autoFocus
          />
          <TextField
            label={translate('app.password.confirm')}
            type="password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {!mandatory && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('app.password.change')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
