// The address of a webpage object of the show editor (doc 3 §3 Show: a webpage object's id is its URL): an http
// or https address, checked before it is added.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';

/** an absolute http(s) address, or null */
export function webpageUrl(text: string): string | null {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

export function WebpageDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (url: string) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const url = webpageUrl(text);
  const add = () => {
    setTried(true);
    if (!url) return;
    onAdd(url);
    setText('');
    setTried(false);
  };
  return (
    <Dialog open={open} onClose={onClose} data-testid="webpage-dialog">
      <DialogTitle>{translate('app.plus.editor.webpageTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 1, minWidth: 360 }}
          label={translate('app.plus.editor.webpageUrl')}
          placeholder="https://"
          value={text}
          error={tried && !url}
          helperText={tried && !url ? translate('app.plus.editor.webpageInvalid') : ' '}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
          slotProps={{ htmlInput: { 'data-testid': 'webpage-url', maxLength: 2048 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" data-testid="webpage-add" onClick={add}>
          {translate('app.plus.editor.webpageAdd')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
