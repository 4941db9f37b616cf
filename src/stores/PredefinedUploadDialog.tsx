// Upload of the predefined gateway configuration (doc 1 §2.7, §5): .csv or .txt, parsed in the browser,
// sent as JSON rows; answers the number of configurations updated.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { uploadPredefined } from './api';
import { acceptsFileName, INVALID_FILE_FORMAT, parsePredefinedCsv } from './predefinedCsv';

export function PredefinedUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [file, setFile] = useState<File | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setCount(null);
    onClose();
  };
  const choose = (chosen: File | undefined) => {
    setCount(null);
    if (!chosen) return;
    if (!acceptsFileName(chosen.name)) {
      setFile(null);
      void showError(INVALID_FILE_FORMAT);
      return;
    }
    setFile(chosen);
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const rows = parsePredefinedCsv(await file.text());
      setCount((await uploadPredefined(rows)).count);
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="predefined-upload-dialog">
      <DialogTitle>{translate('app.stores.predefinedUpload')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.stores.predefinedHelp')}
        </Typography>
        <Button variant="outlined" component="label">
          {translate('app.stores.chooseFile')}
          <input
            hidden
            type="file"
            accept=".csv,.txt"
            data-testid="predefined-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography component="span" sx={{ ml: 2 }}>
          {file?.name ?? ''}
        </Typography>
        {count !== null && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="predefined-count">
            {translate('app.stores.predefinedUpdated', { count })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.stores.close')}</Button>
        <Button variant="contained" disabled={!file || busy} onClick={() => void upload()}>
          {translate('app.stores.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
