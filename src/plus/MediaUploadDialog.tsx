// Uploading signage media (doc 3 §4, §9): up to 10 files at once, or 1 replacing the file of an id; a video's
// size and thumbnail are captured in the browser first (mediaCapture.ts). Progress while sending; errors in the
// 'Error' dialog.
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
import type { MediaType } from '../../domain/signageTemplate';
import { useErrorDialog } from '../layout/ErrorDialog';
import { uploadMedia, type UploadItem } from './api';
import { captureVideo } from './mediaCapture';

export const MAX_FILES = 10;
const ACCEPT: Record<MediaType, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/bmp',
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  widget: '.zip,.html,.htm,application/zip,text/html',
};

export function MediaUploadDialog({
  storeCode,
  type,
  replaceId,
  open,
  onClose,
  onUploaded,
}: {
  storeCode: string;
  type: MediaType;
  replaceId?: number;
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const max = replaceId === undefined ? MAX_FILES : 1;
  const close = () => {
    setFiles([]);
    onClose();
  };
  const send = async () => {
    setProgress(0);
    try {
      const items: UploadItem[] = [];
      for (const file of files) items.push({ file, ...(type === 'video' ? await captureVideo(file) : {}) });
      await uploadMedia(storeCode, type, items, setProgress, replaceId);
      onUploaded();
      close();
    } catch (error) {
      await showError(error as Error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="plus-upload-dialog">
      <DialogTitle>
        {translate(replaceId === undefined ? 'app.plus.media.upload' : 'app.plus.media.replace')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.plus.media.uploadHint', { max })}
        </Typography>
        <input
          type="file"
          data-testid="plus-upload-input"
          accept={ACCEPT[type]}
          multiple={max > 1}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        {files.length > max && (
          <Typography color="error" data-testid="plus-upload-too-many">
            {translate('app.plus.media.tooMany', { max })}
          </Typography>
        )}
        {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          data-testid="plus-upload-send"
          disabled={files.length === 0 || files.length > max || progress !== null}
          onClick={send}
        >
          {translate('app.plus.media.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
