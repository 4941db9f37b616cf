// The product image modal (doc 2 §2 Task detail, §7 product image): the label the task pushed for the product
// (GET /product/{prCode}/store/{code}/image?taskId=), shown crisp at twice its pixels.
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { fetchProductImage } from './api';

export function ProductImageDialog({
  storeCode,
  prCode,
  taskId,
  onClose,
}: {
  storeCode: string;
  prCode: string;
  taskId: number | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [src, setSrc] = useState<string | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchProductImage(storeCode, prCode, taskId, controller.signal)
      .then((objectUrl) => {
        url = objectUrl;
        setSrc(objectUrl);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        onClose();
        void showError(error as Error);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // onClose and showError are the caller's callbacks: the image depends on the product and task only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeCode, prCode, taskId]);
  const scale = size ? Math.min(2, 720 / size.w) : 1;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" data-testid="product-image-dialog">
      <DialogTitle>{translate('app.tasks.imageTitle', { prCode, taskId: taskId ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack alignItems="center" sx={{ minWidth: 320, py: 1 }}>
          {!src && <CircularProgress aria-label={translate('app.tasks.loading')} />}
          {src && (
            <img
              src={src}
              alt={prCode}
              data-testid="product-image"
              onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
              style={{
                width: size ? size.w * scale : undefined,
                imageRendering: 'pixelated',
                border: '1px solid #ddd',
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
