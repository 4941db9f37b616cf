// The prInfo entries of the product modal (doc 2 §3): the first `shown` of 255 slots, each labelled with its
// index and alias name (prInfo_{index} without one), and "show more" / "show all" until every slot shows.
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AliasEntry } from './api';
import { PRINFO_SLOTS, PRINFO_STEP, prInfoLabel } from './productForm';

export function ProductInfoFields({
  entries,
  shown,
  aliases,
  readOnly,
  onChange,
  onShowMore,
}: {
  entries: string[];
  shown: number;
  aliases: AliasEntry[] | undefined;
  readOnly: boolean;
  onChange: (index: number, value: string) => void;
  /** show this many slots */
  onShowMore: (slots: number) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2">{translate('app.products.form.prInfo')}</Typography>
      <Grid container spacing={1.5}>
        {entries.slice(0, shown).map((value, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={`${index}. ${prInfoLabel(aliases, index)}`}
              value={value}
              onChange={(event) => onChange(index, event.target.value)}
              slotProps={{ htmlInput: { readOnly, 'data-testid': `product-prInfo-${index}` } }}
            />
          </Grid>
        ))}
      </Grid>
      {shown < PRINFO_SLOTS && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" color="text.secondary">
            {translate('app.products.form.slotsShown', { shown, total: PRINFO_SLOTS })}
          </Typography>
          <Button size="small" onClick={() => onShowMore(shown + PRINFO_STEP)} data-testid="product-more">
            {translate('app.products.form.showMore', { smart_count: PRINFO_STEP })}
          </Button>
          <Button size="small" onClick={() => onShowMore(PRINFO_SLOTS)}>
            {translate('app.products.form.showAll')}
          </Button>
        </Stack>
      )}
    </>
  );
}
