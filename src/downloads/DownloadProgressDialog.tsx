// The progress dialog of the download flow: file name, a bar and the percentage, and a cancel button
// that stops waiting (the server task finishes on its own and its file is purged later).
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Progress } from './DownloadProvider';

export function DownloadProgressDialog({
  progress,
  onCancel,
}: {
  progress: Progress | null;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const value = Math.max(0, Math.min(100, Math.round(progress?.progress ?? 0)));
  return (
    <Dialog
      open={progress !== null}
      aria-labelledby="download-progress-title"
      data-testid="download-progress"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="download-progress-title">{translate('app.downloads.preparing')}</DialogTitle>
      <DialogContent>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1.5, wordBreak: 'break-all' }}
          data-testid="download-file-name"
        >
          {progress?.fileName ?? translate('app.downloads.starting')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress variant="determinate" value={value} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
          <Typography
            variant="body2"
            data-testid="download-percent"
            sx={{ minWidth: 40, textAlign: 'right' }}
          >
            {value}%
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
