// The question of the unsaved-changes guard (useUnsavedGuard.ts): stay and keep editing, or leave and lose the
// changes.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UnsavedGuard } from './useUnsavedGuard';

export function UnsavedDialog({ guard }: { guard: UnsavedGuard }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.unsaved.${key}`);
  return (
    <Dialog
      open={guard.blocked}
      onClose={guard.stay}
      data-testid="unsaved-dialog"
      aria-labelledby="unsaved-title"
    >
      <DialogTitle id="unsaved-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.stay} data-testid="unsaved-stay" autoFocus>
          {t('stay')}
        </Button>
        <Button color="error" variant="contained" onClick={guard.leave} data-testid="unsaved-leave">
          {t('leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
