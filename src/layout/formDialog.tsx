// What the create and update dialogs of the console share besides their buttons (SchemaDialogToolbar): the
// success toast of doc 3 §8 ('Complete!' after a create, 'Success' after an update) with the list refreshed and
// the dialog closed.
import { useNotify, useRefresh } from 'react-admin';
import { useCallback } from 'react';

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
