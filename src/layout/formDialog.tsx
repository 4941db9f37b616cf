// What the create and update dialogs of the console share: Save with Cancel beside it, and the success toast of
// doc 3 §8 ('Complete!' after a create, 'Success' after an update) with the list refreshed and the dialog closed.
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useCallback } from 'react';

export function DialogFormToolbar({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable />
      <Button onClick={onCancel} data-testid="dialog-cancel">
        {translate('ra.action.cancel')}
      </Button>
    </Toolbar>
  );
}

/** onSuccess of a dialog's create (editing false) or update mutation */
export function useSavedNotice(editing: boolean, onClose: () => void): () => void {
  const notify = useNotify();
  const refresh = useRefresh();
  return useCallback(() => {
    notify(editing ? 'app.notice.updated' : 'app.notice.created', { type: 'success' });
    refresh();
    onClose();
  }, [editing, notify, refresh, onClose]);
}
