// Delete of one server (DELETE /status/server/{id}), after a confirmation; shown with server write only.
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useErrorDialog } from '../layout/ErrorDialog';
import { serverCalls } from '../generated/client';

export function ServerDeleteButton({ id, name }: { id: string; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await serverCalls.delete({ id: id });
      notify('app.servers.deleted', { type: 'info', messageArgs: { id } });
      refresh();
    } catch (error) {
      void showError(error as Error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton
          edge="end"
          aria-label={`${translate('ra.action.delete')} ${id}`}
          data-testid={`server-delete-${id}`}
          onClick={() => setOpen(true)}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.servers.deleteTitle"
        content="app.servers.deleteConfirm"
        translateOptions={{ id, name }}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
