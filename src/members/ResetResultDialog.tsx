import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** The temporary password of a reset, shown once (doc 3 §4). */
export function ResetResultDialog({
  email,
  password,
  onClose,
}: {
  email: string;
  password: string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={password !== null}
      onClose={onClose}
      aria-labelledby="reset-result-title"
      data-testid="reset-result-dialog"
    >
      <DialogTitle id="reset-result-title">{translate('app.members.resetDone')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.members.resetShownOnce', { email })}</DialogContentText>
        <Typography
          data-testid="reset-password-value"
          sx={{ fontFamily: 'monospace', fontSize: 20, mt: 2, userSelect: 'all' }}
        >
          {password}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('app.action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
