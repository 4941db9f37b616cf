// The prInfo entries of the product modal (doc 2 §3; x-widget prInfo of schemas/product.schema.json): the first
// prInfoCount (default 10) of 255 slots, or as many as the product holds, each labelled with its index and alias
// name (prInfo_{index} without one, GET /config/alias), and "show more" / "show all" until every slot shows.
import { Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useAliases } from '../providers/sharedQueries';
import type { InputOptions } from '../schema-views/registry';
import { PRINFO_SLOTS, PRINFO_STEP, prInfoCountOf, prInfoLabel, slotsFor } from './productForm';

export function ProductInfoFields({ source, options }: { source: string; options: InputOptions }) {
  const translate = useTranslate();
  const aliases = useAliases();
  const { permissions } = useAppPermissions();
  const value: unknown = useWatch({ name: source });
  const [wanted, setWanted] = useState(() => prInfoCountOf(permissions?.systemConfig));
  const shown = slotsFor({ prInfo: Array.isArray(value) ? (value as string[]) : [] }, wanted);
  const showMore = (slots: number) => setWanted(Math.min(PRINFO_SLOTS, slots));
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.products.form.prInfo')}
      </Typography>
      <Grid container spacing={1.5}>
        {Array.from({ length: shown }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextInput
              source={`${source}.${index}`}
              label={`${index}. ${prInfoLabel(aliases, index)}`}
              readOnly={options.readOnly}
              helperText={false}
              inputProps={{ 'data-testid': `${options.testId ?? source}-${index}` }}
            />
          </Grid>
        ))}
      </Grid>
      {shown < PRINFO_SLOTS && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" color="text.secondary">
            {translate('app.products.form.slotsShown', { shown, total: PRINFO_SLOTS })}
          </Typography>
          <Button size="small" onClick={() => showMore(shown + PRINFO_STEP)} data-testid="product-more">
            {translate('app.products.form.showMore', { smart_count: PRINFO_STEP })}
          </Button>
          <Button size="small" onClick={() => showMore(PRINFO_SLOTS)}>
            {translate('app.products.form.showAll')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
