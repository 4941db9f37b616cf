// The detail of the running collections: store name and code, kind, start and check times, gateways and tags,
// and Stop (tag.write) after a confirmation. Closes itself when the last collection ends.
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { dropSession } from '../layout/useLoadFailure';
import type { CollectingStore } from './api';
import { StopConfirmDialog } from './StopConfirmDialog';
import { formatTime, kindKey } from './format';
import { tagCalls } from '../generated/client';

const SHOWN_TAGS = 50;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function CollectingDialog({
  open,
  stores,
  onClose,
}: {
  open: boolean;
  stores: CollectingStore[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const canStop = can(permissions, 'tag', 'write');
  const [confirm, setConfirm] = useState<CollectingStore | null>(null);

  useEffect(() => {
    if (open && stores.length === 0) onClose();
  }, [open, stores.length, onClose]);

  const stop = async (store: CollectingStore) => {
    setConfirm(null);
    try {
      await tagCalls.stopStatusCheck({ body: { storeCode: store.storeCode } });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401) await dropSession();
      else await showError(error as Error);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        maxWidth="sm"
        fullWidth
        aria-labelledby="collecting-title"
        data-testid="collecting-dialog"
      >
        <DialogTitle id="collecting-title">{translate('app.collection.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {stores.map((store) => (
              <Box key={store.storeCode} data-testid={`collecting-${store.storeCode}`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
                    {store.storeName} ({store.storeCode})
                  </Typography>
                  <Chip
                    size="small"
                    color="warning"
                    label={translate(kindKey(store.cmd))}
                    data-testid="collecting-kind"
                  />
                  {canStop && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => setConfirm(store)}
                      data-testid="collecting-stop"
                    >
                      {translate('app.collection.stop')}
                    </Button>
                  )}
                </Box>
                <Field label={translate('app.collection.startTime')}>{formatTime(store.startTime)}</Field>
                <Field label={translate('app.collection.checkTime')}>{formatTime(store.checkTime)}</Field>
                <Field label={translate('app.collection.gwList')}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {store.gwList.length === 0 && '-'}
                    {store.gwList.map((gw) => (
                      <Chip
                        key={gw}
                        size="small"
                        variant="outlined"
                        label={gw}
                        sx={{ fontFamily: 'monospace' }}
                      />
                    ))}
                  </Box>
                </Field>
                <Field label={translate('app.collection.tagList')}>
                  <Typography
                    variant="body2"
                    sx={{
                      wordBreak: 'break-all',
                      fontFamily: store.tagList.length ? 'monospace' : undefined,
                    }}
                  >
                    {store.tagList.length === 0
                      ? translate('app.collection.allTags')
                      : store.tagList.slice(0, SHOWN_TAGS).join(', ') +
                        (store.tagList.length > SHOWN_TAGS
                          ? ` ${translate('app.collection.moreTags', { count: store.tagList.length - SHOWN_TAGS })}`
                          : '')}
                  </Typography>
                </Field>
              </Box>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
      <StopConfirmDialog
        store={confirm}
        onCancel={() => setConfirm(null)}
        onConfirm={(store) => void stop(store)}
      />
    </>
  );
}
