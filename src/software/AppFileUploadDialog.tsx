// Uploading a mobile app file (doc 3 §5 Software: one file, named like mobile_{version_info}.apk): the name is
// checked before sending ('Invalid file format'), the upload shows its progress, and any error appends an
// example file name.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { INVALID_FILE_FORMAT } from '../../domain/textTable';
import { translateMessage, type ServerMessage } from '../i18n/serverMessages';
import { errorMessage, useErrorDialog } from '../layout/ErrorDialog';
import { appFileCalls } from '../generated/client';

/** the server's rule (server/routes/app/file.ts APP_FILE_NAME) */
export const APP_FILE_NAME = /^mobile_([A-Za-z0-9][A-Za-z0-9._-]{0,127})\.apk$/i;

export function AppFileUploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** a key of locales/*.json or the server's message (translated by its key) */
  const fail = (said: ServerMessage | string) =>
    showError(`${translateMessage(translate, said)} ${translate('app.software.appFiles.example')}`);

  const send = async () => {
    if (!file) return;
    if (!APP_FILE_NAME.test(file.name)) {
      await fail(INVALID_FILE_FORMAT);
      return;
    }
    setProgress(0);
    try {
      await appFileCalls.upload({ form: { file } }, { onProgress: setProgress });
      setFile(null);
      onUploaded();
      onClose();
    } catch (error) {
      await fail(errorMessage(error as Error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={progress === null ? onClose : undefined}
      fullWidth
      maxWidth="sm"
      data-testid="app-file-dialog"
    >
      <DialogTitle>{translate('app.software.appFiles.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Button variant="outlined" component="label" disabled={progress !== null} sx={{ mr: 1 }}>
          {translate('app.software.appFiles.choose')}
          <input
            hidden
            type="file"
            accept=".apk"
            data-testid="app-file-input"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography component="span" data-testid="app-file-name">
          {file?.name ?? ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.software.appFiles.example')}
        </Typography>
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label={`${progress}%`} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={progress !== null}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || progress !== null}
          onClick={() => void send()}
          data-testid="app-file-send"
        >
          {translate('app.software.appFiles.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
