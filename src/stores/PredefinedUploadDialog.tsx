// Upload of the predefined gateway configuration (doc 1 §2.7, §5): .csv or .txt, parsed in the browser,
// sent as JSON rows; answers the number of configurations updated.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { FileChooser, useChosenFile } from '../files/FileChooser';
import { useBusyAction } from '../layout/useBusyAction';
import { parsePredefinedCsv } from './predefinedCsv';
import { gatewayPredefinedCalls } from '../generated/client';

export function PredefinedUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [count, setCount] = useState<number | null>(null);
  const { file, setFile, choose } = useChosenFile(() => setCount(null));
  const { busy, run } = useBusyAction();
  const close = () => {
    setFile(null);
    setCount(null);
    onClose();
  };
  const upload = async () => {
    if (!file) return;
    await run(async () => {
      const rows = parsePredefinedCsv(await file.text());
      setCount((await gatewayPredefinedCalls.create({ body: { rows } })).count);
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="predefined-upload-dialog">
      <DialogTitle>{translate('app.stores.predefinedUpload')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.stores.predefinedHelp')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          <FileChooser
            label={translate('app.stores.chooseFile')}
            file={file}
            onChoose={choose}
            testId="predefined-file"
          />
        </Stack>
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
