// The tags of one task (doc 2 §3 Task tag row): tag, MAC, product, layout, result (spinner while the radio works,
// OK, NG, CANCEL), answer time, the tag preview, product image and graph buttons the user's privileges allow, then
// the product info pushed (columns named from the alias configuration, long text cut), which may scroll.
import ImageIcon from '@mui/icons-material/Image';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack, TableCell } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RowAction } from '../layout/tableParts';
import type { AliasEntry } from '../tags/history/api';
import { UpdateStatusCell } from '../tags/history/UpdateStatusCell';
import type { TaskTagRow } from './api';
import { InfoTable } from './InfoTable';
import { taskTime } from './taskTime';

export interface TagRowActions {
  preview?: (row: TaskTagRow) => void;
  image?: (row: TaskTagRow) => void;
  graph?: (row: TaskTagRow) => void;
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
  const hasActions = !!(actions.preview || actions.image || actions.graph);
  const heads = [
    'tagId',
    'tagMac',
    'prCode',
    'layout',
    'result',
    'updatedAt',
    ...(hasActions ? ['actions'] : []),
  ];
  return (
    <InfoTable
      testId="task-tag-table"
      headers={heads.map(t)}
      aliases={aliases}
      rows={rows}
      row={(row) => ({
        key: row.tagId,
        attributes: {
          'data-testid': 'task-tag-row',
          'data-tag-id': row.tagId,
          'data-result': row.result ?? '',
        },
        cells: (
          <>
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
                    <RowAction
                      label={t('preview')}
                      data-testid="tag-preview"
                      onClick={() => actions.preview?.(row)}
                    >
                      <VisibilityIcon fontSize="small" />
                    </RowAction>
                  )}
                  {actions.image && row.prCode && (
                    <RowAction
                      label={t('image')}
                      data-testid="product-image-button"
                      onClick={() => actions.image?.(row)}
                    >
                      <ImageIcon fontSize="small" />
                    </RowAction>
                  )}
                  {actions.graph && row.prCode && (
                    <RowAction
                      label={t('graph')}
                      data-testid="product-graph-button"
                      onClick={() => actions.graph?.(row)}
                    >
                      <ShowChartIcon fontSize="small" />
                    </RowAction>
                  )}
                </Stack>
              </TableCell>
            )}
          </>
        ),
      })}
    />
  );
}
