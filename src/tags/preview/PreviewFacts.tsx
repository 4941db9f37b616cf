// Beside the preview image: tag ID, MAC, type, product, layout and the product info named by the aliases.
import { useTranslate } from 'ra-core';
import { Box, Typography } from '@mui/material';
import type { TagPreview } from './api';

export function PreviewFacts({ preview, shownPage }: { preview: TagPreview; shownPage: number }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    [translate('app.tagPreview.tagId'), preview.tagId],
    [translate('app.tagPreview.tagMac'), preview.tagMac],
    [translate('app.tagPreview.tagType'), preview.tagType],
    [translate('app.tagPreview.product'), preview.prCode ?? translate('app.tagPreview.noProduct')],
    [
      translate('app.tagPreview.layout'),
      preview.layoutId ? `${preview.layoutId}${preview.layoutName ? ` (${preview.layoutName})` : ''}` : '-',
    ],
    [translate('app.tagPreview.shownPage'), String(preview.pageNo)],
  ];
  const info = preview.alias
    .map((a) => ({ name: a.name, value: preview.prInfo[a.index] ?? '' }))
    .filter((r) => r.value.trim() !== '');
  return (
    <Box
      component="dl"
      data-testid="tag-preview-facts"
      data-shown-page={shownPage}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        minWidth: 240,
        maxWidth: 360,
      }}
    >
      {[...rows, ...info.map((r): [string, string] => [r.name, r.value])].map(([label, value], i) => (
        <Box key={`${label}-${i}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
