// Find-password modal (doc 1 §2.3): email → POST /auth/forget/password; code 0 shows the message
// in a dialog, otherwise the server's message as a notification (the mail carries a reset link to
// ResetPasswordPage).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { translateMessage } from '../i18n/serverMessages';
import { serverMessageOf } from '../providers/httpClient';
import { useErrorDialog } from '../layout/ErrorDialog';
import { appDataProvider } from '../providers/appDataProvider';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [email, setEmail] = useState('');

  const submit = async () => {
    if (email.trim() === '') {
      await showError(translate('validation.enterEmail'), 'app.forgot.title');
      return;
    }
    try {
      const answer = await appDataProvider.forgetPassword(email.trim());
      if (answer?.code === 0) {
        await showError({ body: answer }, 'app.forgot.title');
        return;
      }
      const said = serverMessageOf(answer);
      notify(said ? translateMessage(translate, said) : 'app.forgot.sent', {
        type: 'success',
      });
      setEmail('');
      onClose();
    } catch (error) {
      await showError(error as Error, 'app.forgot.title');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="forgot-title"
      fullWidth
      maxWidth="xs"
      data-testid="forgot-password-dialog"
    >
      <DialogTitle id="forgot-title">{translate('app.forgot.title')}</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          label={translate('app.login.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {translate('app.forgot.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
