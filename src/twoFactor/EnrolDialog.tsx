// The enrolment (issue 36): a new secret as a QR code and as a key to type (shown this once), confirmed by a first
// code of the app; then the ten recovery codes, shown once. `mandatory`: the policy requires it at sign-in, so
// there is no way to cancel (the session is good for nothing else).
import { Alert, Box, Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { twoFactorCalls } from '../generated/client';
import type { TwoFactorEnrolment } from '../../domain/generated/calls';
import { useErrorDialog } from '../layout/ErrorDialog';
import { CodeField } from './CodeField';
import { RecoveryCodesView } from './RecoveryCodesView';
import { StepActions } from './StepActions';

export function EnrolDialog({
  open,
  email,
  mandatory = false,
  onDone,
  onCancel,
}: {
  open: boolean;
  email: string;
  mandatory?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setEnrolment(null);
    setCodes(null);
    setCode('');
    twoFactorCalls.enrolStart().then(setEnrolment, (error: Error) => void showError(error));
  }, [open, showError]);
  const confirm = async () => {
    setBusy(true);
    try {
      setCodes((await twoFactorCalls.enrolConfirm({ body: { code } })).recoveryCodes);
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth="sm"
      aria-labelledby="two-factor-enrol-title"
      data-testid="two-factor-enrol"
    >
      <DialogTitle id="two-factor-enrol-title">
        {translate(codes ? 'app.twoFactor.recoveryTitle' : 'app.twoFactor.title')}
      </DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodesView codes={codes} email={email} />
        ) : (
          <>
            {mandatory && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.twoFactor.requiredNotice')}
              </Alert>
            )}
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.twoFactor.scanQr')}
            </Alert>
            {enrolment && (
              <>
                <Box sx={{ textAlign: 'center' }}>
                  <img
                    src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                    alt={translate('app.twoFactor.title')}
                    width={200}
                    height={200}
                    data-testid="two-factor-qr"
                  />
                </Box>
                <TextField
                  label={translate('app.twoFactor.secretLabel')}
                  value={enrolment.secret}
                  fullWidth
                  margin="normal"
                  slotProps={{
                    htmlInput: {
                      readOnly: true,
                      'data-testid': 'two-factor-secret',
                      style: { fontFamily: 'monospace' },
                    },
                  }}
                />
                <CodeField value={code} onChange={setCode} />
              </>
            )}
          </>
        )}
      </DialogContent>
      <StepActions
        shownCodes={codes !== null}
        confirmDisabled={!enrolment || busy || code.trim() === ''}
        onConfirm={() => void confirm()}
        onCancel={mandatory ? undefined : onCancel}
        onDone={onDone}
      />
    </Dialog>
  );
}
