// The confirmation before stopping a store's tag status collection.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CollectingStore } from './api';
import { storeLabel } from '../../domain/storeLabel';

export function StopConfirmDialog({
  store,
  onCancel,
  onConfirm,
}: {
  store: CollectingStore | null;
  onCancel: () => void;
  onConfirm: (store: CollectingStore) => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={store !== null}
      onClose={onCancel}
      aria-labelledby="collecting-stop-title"
      data-testid="collecting-stop-confirm"
    >
      <DialogTitle id="collecting-stop-title">{translate('app.collection.stopTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {store
            ? translate('app.collection.stopConfirm', { store: storeLabel(store.storeCode, store.storeName) })
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => store && onConfirm(store)}
          data-testid="collecting-stop-ok"
        >
          {translate('app.collection.stop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
