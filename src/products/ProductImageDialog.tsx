// The product image modal (doc 2 §2 Modals and Task detail, §7 GET /product/{prCode}/store/{code}/image): the
// label the server renders for the product, shown crisp at twice its pixels. From the product list it offers a
// tag type choice (default: the first type showing it; "automatic" lets the server pick); from a task's detail
// it shows the label that task pushed (?taskId=).
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
import { fetchProductImage } from './api';
import { tagKeys, tagCalls } from '../generated/client';

const AUTOMATIC = '';

type ImageSource =
  /** the product list: the tag types showing the product (first: the default choice) */
  | { tagTypes: string[]; taskId?: undefined }
  /** a task's detail: the label this task pushed (null: the current one) */
  | { taskId: number | null; tagTypes?: undefined };

export function ProductImageDialog({
  storeCode,
  prCode,
  onClose,
  ...source
}: { storeCode: string; prCode: string; onClose: () => void } & ImageSource) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [tagType, setTagType] = useState(source.tagTypes?.[0] ?? AUTOMATIC);
  const [src, setSrc] = useState<string | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const taskId = source.tagTypes ? undefined : source.taskId;
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setSrc(null);
    fetchProductImage(storeCode, prCode, { tagType: tagType || undefined, taskId }, controller.signal)
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
    // onClose and showError are the caller's callbacks: the image depends on the product, type and task only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeCode, prCode, tagType, taskId]);
  const scale = width ? Math.min(2, 760 / width) : 1;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" data-testid="product-image-dialog">
      <DialogTitle>
        {source.tagTypes
          ? translate('app.products.image.title', { prCode })
          : translate('app.tasks.imageTitle', { prCode, taskId: taskId ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} alignItems="center" sx={{ minWidth: 360, pt: 1 }}>
          {source.tagTypes && (
            <TagTypeSelect tagTypes={source.tagTypes} value={tagType} onChange={setTagType} />
          )}
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

/** the product's tag types first, then every type in use; "automatic" lets the server pick */
function TagTypeSelect({
  tagTypes,
  value,
  onChange,
}: {
  tagTypes: string[];
  value: string;
  onChange: (tagType: string) => void;
}) {
  const translate = useTranslate();
  const { data: inUse } = usePageQuery({
    queryKey: tagKeys.typesInUse(),
    queryFn: ({ signal }) => tagCalls.typesInUse({ signal }),
  });
  const choices = [...new Set([...tagTypes, ...(inUse?.data ?? []).map((t) => t.tagType)])];
  return (
    <TextField
      select
      size="small"
      label={translate('app.products.image.tagType')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
  );
}
