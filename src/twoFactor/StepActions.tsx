// The buttons of a two-factor dialog: Cancel and Confirm while a code is asked for, Done once the recovery codes
// are shown (they are shown once: closing is a deliberate click).
import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'ra-core';

export function StepActions({
  shownCodes,
  confirmDisabled,
  confirmTestId = 'two-factor-confirm',
  onConfirm,
  onCancel,
  onDone,
}: {
  shownCodes: boolean;
  confirmDisabled: boolean;
  confirmTestId?: string;
  onConfirm: () => void;
  /** absent: no way out but confirming (an enrolment the policy requires) */
  onCancel?: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  return (
    <DialogActions>
      {shownCodes ? (
        <Button variant="contained" onClick={onDone} data-testid="two-factor-done">
          {translate('app.twoFactor.done')}
        </Button>
      ) : (
        <>
          {onCancel && <Button onClick={onCancel}>{translate('app.twoFactor.cancel')}</Button>}
          <Button
            variant="contained"
            disabled={confirmDisabled}
            onClick={onConfirm}
            data-testid={confirmTestId}
          >
            {translate('app.twoFactor.confirm')}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
