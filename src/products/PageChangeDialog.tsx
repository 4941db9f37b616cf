// The page change modal of the product list (doc 2 §2 Modals, §7 POST /tag/page/individual, §9 page 0 by
// default): the tags showing the selected products turn to the chosen page; 'no matching tags' counts as success.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { changePage } from '../tags/assign/api';

/** doc 2 §9: page number 0 by default; the server takes 0 to 15 */
export const DEFAULT_PAGE = 0;
const PAGES = Array.from({ length: 16 }, (_, i) => i);

export function PageChangeDialog({
  storeCode,
  prCodes,
  onClose,
}: {
  storeCode: string;
  prCodes: string[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [pageNo, setPageNo] = useState(DEFAULT_PAGE);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await changePage(
        storeCode,
        prCodes.map((prCode) => ({ prCode, pageNo })),
      );
      notify('app.products.commandSent', {
        type: 'success',
        messageArgs: { smart_count: answer?.tagCount ?? 0 },
      });
      onClose();
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="page-dialog">
      <DialogTitle>{translate('app.products.page.title', { smart_count: prCodes.length })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={translate('app.products.page.pageNo')}
          value={pageNo}
          onChange={(event) => setPageNo(Number(event.target.value))}
        >
          {PAGES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy} data-testid="page-send">
          {translate('app.products.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
