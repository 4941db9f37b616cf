import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** the message's placeholders (%{name}) */
  messageArgs?: Record<string, string | number>;
  onYes: () => void;
  onNo?: () => void;
  yesLabel?: string;
  noLabel?: string;
}

/** A titled question with yes/no (weak or expiring password) or a single OK (no onNo). */
export function PromptDialog({
  open,
  title,
  message,
  messageArgs,
  onYes,
  onNo,
  yesLabel,
  noLabel,
}: PromptDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onNo} aria-labelledby="prompt-title" data-testid="prompt-dialog">
      <DialogTitle id="prompt-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message, messageArgs)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onNo && <Button onClick={onNo}>{translate(noLabel ?? 'app.action.no')}</Button>}
        <Button variant="contained" onClick={onYes} autoFocus>
          {translate(yesLabel ?? (onNo ? 'app.action.yes' : 'app.action.ok'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
