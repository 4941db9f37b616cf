// The product file upload dialog (doc 2 §5, §8): a store of the session, a .csv or .txt file ('Invalid file
// format' before anything is sent), 'File upload in progress.' while the server imports it, then the answer:
// its errors when it has some, otherwise 'Complete!'.
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { FileChooser, useChosenFile } from '../files/FileChooser';
import { useBusyAction } from '../layout/useBusyAction';
import { uploadProductFile, type Upload } from './api';
import { UploadOutcome } from './UploadOutcome';

export function UploadDialog({
  open,
  stores,
  onClose,
  onUploaded,
}: {
  open: boolean;
  stores: string[];
  onClose: () => void;
  onUploaded: (upload: Upload) => void;
}) {
  const translate = useTranslate();
  const [storeCode, setStoreCode] = useState('');
  const { busy, run } = useBusyAction();
  const [outcome, setOutcome] = useState<Upload | null>(null);
  const { file, setFile, choose } = useChosenFile(
    () => setOutcome(null),
    translate('app.productFiles.invalidFileFormat'),
  );
  const store = storeCode || stores[0] || '';
  const close = () => {
    if (busy) return;
    setFile(null);
    setOutcome(null);
    onClose();
  };
  const upload = async () => {
    if (!file || !store) return;
    setOutcome(null);
    await run(async () => {
      const answer = await uploadProductFile(store, file);
      setOutcome(answer);
      setFile(null);
      onUploaded(answer);
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="product-upload-title">
      <DialogTitle id="product-upload-title">{translate('app.productFiles.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.productFiles.formatHelp')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          <TextField
            select
            size="small"
            label={translate('app.productFiles.storeSelect')}
            value={store}
            onChange={(event) => setStoreCode(event.target.value)}
            disabled={busy}
            fullWidth={false}
            sx={{ width: 160, flexShrink: 0 }}
            slotProps={{ htmlInput: { 'data-testid': 'upload-store' } }}
          >
            {stores.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
          <FileChooser
            label={translate('app.productFiles.chooseFile')}
            file={file}
            onChoose={choose}
            testId="upload-file"
            nameTestId="upload-file-name"
            placeholder={translate('app.productFiles.noFile')}
            disabled={busy}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          />
        </Stack>
        {busy && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="upload-progress" icon={false}>
            <AlertTitle>{translate('app.productFiles.uploading')}</AlertTitle>
            <LinearProgress />
          </Alert>
        )}
        {outcome && <UploadOutcome upload={outcome} onOpenDetail={close} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('app.productFiles.close')}
        </Button>
        <Button variant="contained" disabled={!file || !store || busy} onClick={() => void upload()}>
          {translate('app.productFiles.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
