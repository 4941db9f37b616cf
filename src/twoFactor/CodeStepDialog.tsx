// The login's code step (issue 36): after a right password, a code of the authenticator app, or "use a recovery
// code"; a wrong one shows the server's message ('Invalid code.'), a dead challenge sends back to the password.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { loginCodeRequest, type LoginResult } from '../providers/authProvider';
import { useErrorDialog } from '../layout/ErrorDialog';
import { CodeField } from './CodeField';

export function CodeStepDialog({
  open,
  challenge,
  onSignedIn,
  onBack,
}: {
  open: boolean;
  challenge: string | null;
  onSignedIn: (result: LoginResult) => void;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    if (!challenge) return;
    setBusy(true);
    try {
      const typed = value.trim();
      onSignedIn(
        await loginCodeRequest(recovery ? { challenge, recoveryCode: typed } : { challenge, code: typed }),
      );
    } catch (error) {
      setValue('');
      await showError(error as Error, 'app.login.errorTitle');
    } finally {
      setBusy(false);
    }
  };
  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
  };
  return (
    <Dialog open={open} fullWidth maxWidth="xs" aria-labelledby="two-factor-step-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <DialogTitle id="two-factor-step-title">{translate('app.twoFactor.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(recovery ? 'app.twoFactor.recoveryStepHelp' : 'app.twoFactor.codeStepHelp')}
          </DialogContentText>
          <CodeField
            key={recovery ? 'recovery' : 'code'}
            value={value}
            onChange={setValue}
            label={recovery ? 'app.twoFactor.recoveryLabel' : 'app.twoFactor.codeLabel'}
            testId={recovery ? 'two-factor-recovery' : 'two-factor-code'}
            numeric={!recovery}
          />
          <Link component="button" type="button" onClick={toggle} data-testid="two-factor-toggle">
            {translate(recovery ? 'app.twoFactor.useCode' : 'app.twoFactor.useRecovery')}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button onClick={onBack}>{translate('app.twoFactor.backToLogin')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || value.trim() === ''}
            data-testid="two-factor-verify"
          >
            {translate('app.twoFactor.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
