// What a chart says under it when it folded groups into "Others" (topN.ts): how many it draws of how many, what
// "Others" holds (their sum, or nothing when the measure cannot be added up), and its "See all" table.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatNumber } from '../../i18n/format';
import { SeeAllButton, type SeeAllTable } from './SeeAllButton';

export function FoldNote({
  title,
  shown,
  total,
  summed,
  table,
  message,
  truncated,
}: {
  title: string;
  /** the groups drawn besides "Others" */
  shown: number;
  /** every group */
  total: number;
  /** "Others" is drawn (false: its measure cannot be combined, the rest is only in the table) */
  summed: boolean;
  table: SeeAllTable;
  /** the note's own message (default app.chart.folded / foldedNoOthers) */
  message?: string;
  /** the answer stopped at its limit: the groups past it are in neither "Others" nor the table */
  truncated?: boolean;
}) {
  const translate = useTranslate();
  const numbers = {
    shown: formatNumber(shown),
    total: formatNumber(total),
    rest: formatNumber(total - shown),
  };
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ flexShrink: 0 }} data-testid="fold-note">
      <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
        {translate(message ?? (summed ? 'app.chart.folded' : 'app.chart.foldedNoOthers'), numbers)}
        {truncated && ` ${translate('app.chart.truncated', { count: numbers.total })}`}
      </Typography>
      <SeeAllButton title={title} table={table} />
    </Stack>
  );
}
