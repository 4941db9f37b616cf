// The info fields of one print item, edited in place (doc 2 §2 print editor): the first prInfoCount slots (or as
// many as the item has filled), named from the alias configuration (prInfo_{index} without an alias; only the
// number while the configuration loads, so raw names never flash before the aliases), with
// "show all" up to the item's 255 (generic) or 36 (static) fields. An edit marks the item as edited: the preview
// then draws these values instead of the stored product's.
import { Button, Grid, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useAliases } from '../providers/sharedQueries';
import { prInfoCountOf, prInfoLabel } from '../products/productForm';
import { GENERIC_INFO_FIELDS, type PrintItem } from './printList';

export function PrintInfoFields({
  item,
  onChange,
}: {
  item: PrintItem;
  onChange: (prInfo: string[]) => void;
}) {
  const translate = useTranslate();
  const aliases = useAliases();
  const { permissions } = useAppPermissions();
  const total = item.kind === 'product' ? GENERIC_INFO_FIELDS : item.prInfo.length;
  const lastFilled = item.prInfo.findLastIndex((entry) => entry !== '') + 1;
  const [wanted, setWanted] = useState(() => Math.max(prInfoCountOf(permissions?.systemConfig), lastFilled));
  const shown = Math.min(total, wanted);
  const set = (index: number, value: string) => {
    const next = [...item.prInfo];
    while (next.length <= index) next.push('');
    next[index] = value;
    onChange(next);
  };
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="print-info">
      <Grid container spacing={1.5}>
        {Array.from({ length: shown }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              size="small"
              fullWidth
              label={aliases ? `${index}. ${prInfoLabel(aliases, index)}` : `${index}.`}
              value={item.prInfo[index] ?? ''}
              onChange={(e) => set(index, e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': `print-info-${index}` } }}
            />
          </Grid>
        ))}
      </Grid>
      {shown < total && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setWanted(total)}>
          {translate('app.print.showAllFields', { total })}
        </Button>
      )}
    </Stack>
  );
}
