// Login history (doc 1 §7, doc 3 §2): the account's attempts, 25 per page, newest first; columns IP, type, email,
// time (the schema list of schemas/loginHistory.schema.json, paged and sorted by the server); results LOGIN /
// LOGOUT / FAILURE and 'This account is locked.' (loginHistoryViews.tsx).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import './loginHistoryViews';

export function LoginHistoryDialog({
  email,
  open,
  onClose,
}: {
  email: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const title = `${translate('app.loginHistory.title')} · ${email}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="login-history-title"
      data-testid="login-history-dialog"
    >
      <DialogTitle id="login-history-title">{title}</DialogTitle>
      <DialogContent>
        {open && email && (
          <SchemaListView meta={resources.loginHistory} params={{ email }} sync="store" title={title} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
