// The tag preview modal (doc 1 §2.8): the tag's main image and sub-page images as it shows them now, previous /
// next through the pages, rotate by 90°, shown crisp at twice the label's pixels; tag ID, product and layout
// beside. Errors go to the Error dialog.
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import RotateRight from '@mui/icons-material/RotateRight';
import { useErrorDialog } from '../../layout/ErrorDialog';
import { previewPages, type TagPreview } from './api';
import { PreviewFacts } from './PreviewFacts';
import { tagCalls } from '../../generated/client';

export interface TagPreviewDialogProps {
  storeCode: string;
  tagId: string;
  open: boolean;
  onClose: () => void;
}

export function TagPreviewDialog({ storeCode, tagId, open, onClose }: TagPreviewDialogProps) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [preview, setPreview] = useState<TagPreview | null>(null);
  const [index, setIndex] = useState(0);
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setPreview(null);
    setRotation(0);
    tagCalls
      .preview({ storeCode, tagId, query: { t: Date.now() } }, { signal: controller.signal })
      .then((answer) => {
        setPreview(answer);
        setIndex(previewPages(answer).findIndex((p) => p.pageNo === answer.pageNo));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        onClose();
        void showError(error as Error);
      });
    return () => controller.abort();
    // onClose and showError are callbacks of the caller: the fetch depends on the tag only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, storeCode, tagId]);

  const pages = preview ? previewPages(preview) : [];
  const page = pages[index];
  const sideways = rotation % 180 !== 0;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" data-testid="tag-preview-dialog">
      <DialogTitle>{translate('app.tagPreview.title')}</DialogTitle>
      <DialogContent sx={{ minWidth: 420 }}>
        {!preview && (
          <Stack alignItems="center" sx={{ py: 6 }} data-testid="tag-preview-loading">
            <CircularProgress aria-label={translate('app.tagPreview.loading')} />
          </Stack>
        )}
        {preview && page && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
            <Stack alignItems="center" spacing={1}>
              <PreviewImage src={page.src} rotation={rotation} sideways={sideways} />
              <Stack direction="row" alignItems="center" spacing={1}>
                <Tooltip title={translate('app.tagPreview.previous')}>
                  <span>
                    <IconButton
                      aria-label={translate('app.tagPreview.previous')}
                      disabled={index === 0}
                      onClick={() => setIndex((i) => Math.max(0, i - 1))}
                    >
                      <ChevronLeft />
                    </IconButton>
                  </span>
                </Tooltip>
                <Typography data-testid="tag-preview-page" variant="body2">
                  {translate('app.tagPreview.page', {
                    page:
                      page.pageNo === 0
                        ? translate('app.tagPreview.main')
                        : translate('app.tagPreview.subPage', { n: page.pageNo }),
                    current: index + 1,
                    total: pages.length,
                  })}
                </Typography>
                <Tooltip title={translate('app.tagPreview.next')}>
                  <span>
                    <IconButton
                      aria-label={translate('app.tagPreview.next')}
                      disabled={index >= pages.length - 1}
                      onClick={() => setIndex((i) => Math.min(pages.length - 1, i + 1))}
                    >
                      <ChevronRight />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate('app.tagPreview.rotate')}>
                  <IconButton
                    aria-label={translate('app.tagPreview.rotate')}
                    onClick={() => setRotation((r) => (r + 90) % 360)}
                  >
                    <RotateRight />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Stack>
            <PreviewFacts preview={preview} shownPage={page.pageNo} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The label at twice its pixels, nearest-neighbour, rotated in steps of 90° inside a box that follows it. */
function PreviewImage({ src, rotation, sideways }: { src: string; rotation: number; sideways: boolean }) {
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const w = (size?.w ?? 0) * 2;
  const h = (size?.h ?? 0) * 2;
  // large labels (7.5", 13.3") are shown smaller so the dialog fits the screen
  const scale = size ? Math.min(1, 720 / Math.max(w, h)) : 1;
  return (
    <Box
      sx={{
        width: (sideways ? h : w) * scale || 'auto',
        height: (sideways ? w : h) * scale || 'auto',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        p: 1,
        boxSizing: 'content-box',
      }}
    >
      <img
        src={src}
        alt="tag"
        data-testid="tag-preview-image"
        data-rotation={rotation}
        onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
        style={{
          width: w * scale || undefined,
          height: h * scale || undefined,
          imageRendering: 'pixelated',
          transform: `rotate(${rotation}deg)`,
          flex: 'none',
        }}
      />
    </Box>
  );
}
