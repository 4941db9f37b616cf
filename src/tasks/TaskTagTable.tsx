// The tags of one task (doc 2 §3 Task tag row): tag, MAC, product, layout, result (spinner while the radio works,
// OK, NG, CANCEL), answer time, the tag preview, product image and graph buttons the user's privileges allow, then
// the product info pushed (columns named from the alias configuration, long text cut), which may scroll.
import ImageIcon from '@mui/icons-material/Image';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { AliasEntry } from '../tags/history/api';
import { UpdateStatusCell } from '../tags/history/UpdateStatusCell';
import type { TaskTagRow } from './api';
import { InfoCell } from './InfoCell';
import { infoColumns } from './infoColumns';
import { taskTime } from './taskTime';

export interface TagRowActions {
  preview?: (row: TaskTagRow) => void;
  image?: (row: TaskTagRow) => void;
  graph?: (row: TaskTagRow) => void;
}

function Action({
  label,
  testId,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function TaskTagTable({
  rows,
  aliases,
  actions,
}: {
  rows: TaskTagRow[] | undefined;
  aliases: AliasEntry[];
  actions: TagRowActions;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.${key}`);
  const info = infoColumns(aliases, rows ?? []);
  const hasActions = !!(actions.preview || actions.image || actions.graph);
  const width = 6 + info.length + (hasActions ? 1 : 0);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        data-testid="task-tag-table"
        sx={{ '& th': { whiteSpace: 'nowrap', fontWeight: 600 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('tagId')}</TableCell>
            <TableCell>{t('tagMac')}</TableCell>
            <TableCell>{t('prCode')}</TableCell>
            <TableCell>{t('layout')}</TableCell>
            <TableCell>{t('result')}</TableCell>
            <TableCell>{t('updatedAt')}</TableCell>
            {hasActions && <TableCell>{t('actions')}</TableCell>}
            {info.map((c) => (
              <TableCell key={c.field}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow
              key={row.tagId}
              hover
              data-testid="task-tag-row"
              data-tag-id={row.tagId}
              data-result={row.result ?? ''}
            >
              <TableCell>{row.tagId}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.tagMac}</TableCell>
              <TableCell>{row.prCode}</TableCell>
              <TableCell>{row.layout}</TableCell>
              <TableCell>
                <UpdateStatusCell status={row.result} updatedAt={row.updatedAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{taskTime(row.updatedAt)}</TableCell>
              {hasActions && (
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {actions.preview && (
                      <Action
                        label={t('preview')}
                        testId="tag-preview"
                        onClick={() => actions.preview?.(row)}
                      >
                        <VisibilityIcon fontSize="small" />
                      </Action>
                    )}
                    {actions.image && row.prCode && (
                      <Action
                        label={t('image')}
                        testId="product-image-button"
                        onClick={() => actions.image?.(row)}
                      >
                        <ImageIcon fontSize="small" />
                      </Action>
                    )}
                    {actions.graph && row.prCode && (
                      <Action
                        label={t('graph')}
                        testId="product-graph-button"
                        onClick={() => actions.graph?.(row)}
                      >
                        <ShowChartIcon fontSize="small" />
                      </Action>
                    )}
                  </Stack>
                </TableCell>
              )}
              {info.map((c) => (
                <InfoCell key={c.field} value={row[c.field]} />
              ))}
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={width}>{translate('app.noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
