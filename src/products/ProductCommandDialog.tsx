// The shell of the product list's tag command modals (LED, page change; doc 2 §2 Modals): Cancel and Send, the
// send busy state, "command sent to N tags" on success ('no matching tags' counts as success, as 0 tags), the
// error dialog on failure.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { useBusyAction } from '../layout/useBusyAction';

/** what the product list hands each command modal: the store and the selected products */
export interface ProductCommandProps {
  storeCode: string;
  prCodes: string[];
  onClose: () => void;
}

export function ProductCommandDialog({
  title,
  testId,
  send,
  onClose,
  children,
}: {
  title: string;
  /** the test ids: `${testId}-dialog` and `${testId}-send` */
  testId: string;
  send: () => Promise<{ tagCount: number } | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const submit = () =>
    run(async () => {
      const answer = await send();
      notify('app.products.commandSent', {
        type: 'success',
        messageArgs: { smart_count: answer?.tagCount ?? 0 },
      });
      onClose();
    });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid={`${testId}-dialog`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          data-testid={`${testId}-send`}
        >
          {translate('app.products.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
