// The image view (with rotate), the video view (player, the thumbnail captured at upload as its poster) and the
// widget view (an HTML widget in a sandboxed frame; a zip package by its facts) of doc 3 §2.
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import type { MediaRow } from './api';
import { plusMediaKeys, plusMediaCalls } from '../generated/client';

export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function MediaViewDialog({
  storeCode,
  row,
  onClose,
}: {
  storeCode: string;
  row: MediaRow | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [angle, setAngle] = useState(0);
  const { data: blob } = useQuery({
    queryKey: [...plusMediaKeys.file({ storeCode, type: row?.type ?? '', id: row?.id ?? 0 }), row?.updatedAt],
    queryFn: () => plusMediaCalls.file({ storeCode, type: row!.type, id: row!.id, query: { inline: '1' } }),
    enabled: !!row,
  });
  const { data: poster } = useQuery({
    queryKey: [...plusMediaKeys.thumbnail({ storeCode, id: row?.id ?? 0 }), row?.updatedAt],
    queryFn: () => plusMediaCalls.thumbnail({ storeCode, id: row!.id }),
    enabled: !!row && row.type === 'video' && row.thumbnail !== false,
    retry: false,
  });
  const url = useObjectUrl(blob);
  const posterUrl = useObjectUrl(poster);
  const close = () => {
    setAngle(0);
    onClose();
  };
  return (
    <Dialog open={!!row} onClose={close} maxWidth="lg" data-testid="plus-view-dialog">
      <DialogTitle>{row?.name}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            minHeight: row?.type === 'image' ? 'min(60vh, 600px)' : 200,
            minWidth: row?.type === 'image' ? 'min(60vh, 600px)' : undefined,
            overflow: 'hidden',
          }}
        >
          {row?.type === 'image' && url && (
            <img
              src={url}
              alt={row.name}
              data-testid="plus-view-image"
              data-angle={angle}
              style={{
                // a square box, so that the picture fits whichever way it is turned
                maxWidth: 'min(60vh, 600px)',
                maxHeight: 'min(60vh, 600px)',
                transform: `rotate(${angle}deg)`,
                transition: 'transform .2s',
              }}
            />
          )}
          {row?.type === 'video' && url && (
            <video
              src={url}
              poster={posterUrl}
              controls
              data-testid="plus-view-video"
              style={{ maxWidth: '100%', maxHeight: '70vh' }}
            />
          )}
          {row?.type === 'widget' && url && row.contentType === 'text/html' && (
            <iframe
              title={row.name}
              src={url}
              sandbox="allow-scripts"
              data-testid="plus-view-widget"
              style={{ width: 960, height: 158, border: 0 }}
            />
          )}
          {row?.type === 'widget' && row.contentType !== 'text/html' && (
            <Typography data-testid="plus-view-widget">
              {row.name} · {row.contentType} · {row.size} B
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {row?.type === 'image' && (
          <Button
            startIcon={<RotateRightIcon />}
            data-testid="plus-view-rotate"
            onClick={() => setAngle((a) => (a + 90) % 360)}
          >
            {translate('app.plus.media.rotate')}
          </Button>
        )}
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
