// The product image modal of the product list (doc 2 §2 Modals, §7 GET /product/{prCode}/store/{code}/image):
// the label the server renders for the product, for a chosen tag type (default: the first type showing it;
// "automatic" lets the server pick), shown crisp at twice its pixels.
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { getTagTypesInUse } from '../tags/detail/api';
import { fetchProductImage } from './api';

const AUTOMATIC = '';

export function ProductImageDialog({
  storeCode,
  prCode,
  tagTypes,
  onClose,
}: {
  storeCode: string;
  prCode: string;
  /** the tag types showing the product (first: the default choice) */
  tagTypes: string[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [tagType, setTagType] = useState(tagTypes[0] ?? AUTOMATIC);
  const [src, setSrc] = useState<string | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const { data: inUse } = usePageQuery({
    queryKey: ['tag', 'types', 'inUse'],
    queryFn: ({ signal }) => getTagTypesInUse(signal),
  });
  const choices = [...new Set([...tagTypes, ...(inUse?.data ?? []).map((t) => t.tagType)])];
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setSrc(null);
    fetchProductImage(storeCode, prCode, tagType || undefined, controller.signal)
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
    // onClose and showError are the caller's callbacks: the image depends on the product and the type only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeCode, prCode, tagType]);
  const scale = width ? Math.min(2, 760 / width) : 1;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" data-testid="product-image-dialog">
      <DialogTitle>{translate('app.products.image.title', { prCode })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} alignItems="center" sx={{ minWidth: 360, pt: 1 }}>
          <TextField
            select
            size="small"
            label={translate('app.products.image.tagType')}
            value={tagType}
            onChange={(event) => setTagType(event.target.value)}
            sx={{ minWidth: 200, alignSelf: 'flex-start' }}
            data-testid="product-image-type"
          >
            <MenuItem value={AUTOMATIC}>{translate('app.products.image.automatic')}</MenuItem>
            {choices.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          {!src && <CircularProgress aria-label={translate('app.products.image.loading')} />}
          {src && (
            <img
              src={src}
              alt={prCode}
              data-testid="product-image"
              onLoad={(e) => setWidth(e.currentTarget.naturalWidth)}
              style={{
                width: width ? width * scale : undefined,
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
