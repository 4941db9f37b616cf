// A change of the own two-factor that takes a code of the app (and, to turn it off, the password): new recovery
// codes (shown once after) or turning it off.
import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useErrorDialog } from '../layout/ErrorDialog';
import { CodeField } from './CodeField';
import { RecoveryCodesView } from './RecoveryCodesView';
import { StepActions } from './StepActions';

export function CodeActionDialog({
  open,
  email,
  title,
  help,
  withPassword = false,
  run,
  onClose,
}: {
  open: boolean;
  email: string;
  title: string;
  help: string;
  withPassword?: boolean;
  /** the recovery codes to show once, or null */
  run: (body: { code: string; password?: string }) => Promise<string[] | null>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCode('');
    setPassword('');
    setCodes(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      const answer = await run(withPassword ? { code: code.trim(), password } : { code: code.trim() });
      if (answer) setCodes(answer);
      else close();
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="two-factor-action-title">
      <DialogTitle id="two-factor-action-title">
        {translate(codes ? 'app.twoFactor.recoveryTitle' : title)}
      </DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodesView codes={codes} email={email} />
        ) : (
          <>
            <DialogContentText>{translate(help)}</DialogContentText>
            {withPassword && (
              <TextField
                type="password"
                label={translate('app.twoFactor.passwordLabel')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                fullWidth
                margin="normal"
                slotProps={{
                  htmlInput: { 'data-testid': 'two-factor-password', autoComplete: 'current-password' },
                }}
              />
            )}
            <CodeField value={code} onChange={setCode} />
          </>
        )}
      </DialogContent>
      <StepActions
        shownCodes={codes !== null}
        confirmDisabled={busy || code.trim() === '' || (withPassword && password === '')}
        confirmTestId="two-factor-action-confirm"
        onConfirm={() => void submit()}
        onCancel={close}
        onDone={close}
      />
    </Dialog>
  );
}
