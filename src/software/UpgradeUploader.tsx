// The upgrade package uploader (doc 3 §2 Software, §5: fewer than 10 queued files): files are queued, then sent
// one by one (POST /upgrade/file) with their progress; each ends accepted (its rollout starts) or refused with
// the server's message (wrong format, bad checksum, older version, a rollout still running).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { translateMessage } from '../i18n/serverMessages';
import { useErrorDialog } from '../layout/ErrorDialog';
import { errorMessage } from '../layout/ErrorDialog';
import type { Rollout } from './api';
import { rolloutStoreCalls } from '../generated/client';

/** fewer than 10 files may wait in the queue */
export const MAX_QUEUED = 9;

type ItemState = 'queued' | 'uploading' | 'accepted' | 'refused';

interface Item {
  key: number;
  file: File;
  state: ItemState;
  progress: number;
  message?: string;
}

const STATE_COLOR: Record<ItemState, 'inherit' | 'primary' | 'success' | 'error'> = {
  queued: 'inherit',
  uploading: 'primary',
  accepted: 'success',
  refused: 'error',
};

let nextKey = 1;

export function UpgradeUploader({
  canWrite,
  onAccepted,
}: {
  canWrite: boolean;
  onAccepted: (r: Rollout) => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const patch = (key: number, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const waiting = items.filter((i) => i.state === 'queued').length;
    const room = MAX_QUEUED - waiting;
    if (files.length > room) void showError(translate('app.software.upload.limit'));
    const added = files
      .slice(0, Math.max(0, room))
      .map((file) => ({ key: nextKey++, file, state: 'queued' as const, progress: 0 }));
    setItems((all) => [...all.filter((i) => i.state === 'queued' || i.state === 'uploading'), ...added]);
  };

  const start = async () => {
    setBusy(true);
    for (const item of items.filter((i) => i.state === 'queued')) {
      patch(item.key, { state: 'uploading', progress: 0 });
      try {
        const rollout = await rolloutStoreCalls.upload(
          { form: { file: item.file } },
          { onProgress: (progress) => patch(item.key, { progress }) },
        );
        patch(item.key, { state: 'accepted', progress: 100 });
        onAccepted(rollout);
      } catch (error) {
        patch(item.key, {
          state: 'refused',
          message: translateMessage(translate, errorMessage(error as Error)),
        });
      }
    }
    setBusy(false);
  };

  const queued = items.filter((i) => i.state === 'queued').length;
  return (
    <Card variant="outlined" data-testid="upgrade-uploader">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.software.upload.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.software.upload.hint')}
        </Typography>
        {canWrite && (
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <Button variant="outlined" component="label" disabled={busy}>
              {translate('app.software.upload.choose')}
              <input
                hidden
                multiple
                type="file"
                data-testid="upgrade-file-input"
                onChange={(event) => {
                  add(Array.from(event.target.files ?? []));
                  event.target.value = '';
                }}
              />
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={busy || queued === 0}
              onClick={() => void start()}
              data-testid="upgrade-upload"
            >
              {translate('app.software.upload.start')}
            </Button>
            <Button disabled={busy || items.length === 0} onClick={() => setItems([])}>
              {translate('app.software.upload.clear')}
            </Button>
          </Box>
        )}
        <List dense data-testid="upgrade-queue">
          {items.map((item) => (
            <ListItem key={item.key} data-testid="upgrade-queue-item" data-state={item.state} divider>
              <ListItemText
                primary={`${item.file.name} — ${translate(`app.software.upload.state.${item.state}`)}`}
                secondary={
                  <>
                    <LinearProgress
                      variant="determinate"
                      value={item.progress}
                      color={STATE_COLOR[item.state]}
                      aria-label={`${item.file.name} ${item.progress}%`}
                      sx={{ my: 0.5 }}
                    />
                    {item.message && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="error"
                        data-testid="upgrade-file-message"
                      >
                        {item.message}
                      </Typography>
                    )}
                  </>
                }
                secondaryTypographyProps={{ component: 'div' }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
