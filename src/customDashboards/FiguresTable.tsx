// The text alternative of a panel's chart (issue 26: "a chart has a text alternative with its figures"): a visually
// hidden table of the figures, one row per group, captioned with the panel's title; the drawn chart beside it is
// hidden from screen readers.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'ra-core';
import { formatNumber } from '../i18n/format';
import type { StatsAnswer } from './api';
import { keyLabel } from './model';

/** the figures of a chart for screen readers: a visually hidden table, one row per group */
export function FiguresTable({
  answer,
  title,
  keyHeading,
}: {
  answer: StatsAnswer;
  title: string;
  /** the heading of the key column (default: the groups' field names) */
  keyHeading?: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.customDashboards.${key}`, options);
  return (
    <Table size="small" sx={visuallyHidden} data-testid="panel-figures">
      <caption>{t('figures', { title })}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{keyHeading ?? (answer.groupBy.join(' / ') || t('group'))}</TableCell>
          <TableCell>{t('value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {answer.rows.map((row, index) => (
          <TableRow key={index}>
            <TableCell>{keyLabel(row.key)}</TableCell>
            <TableCell>{row.value === null ? '—' : formatNumber(row.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
