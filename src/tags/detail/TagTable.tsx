// The tag table of a store (doc 1 §2.8, §3 Tag): selectable rows, sortable columns (sorted by the server),
// status chip, type with size and features, and links to the five histories and the preview.
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import { Menu, MenuItem, Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NoDataRow,
  RowAction,
  ScrollTable,
  SelectAllCell,
  SelectCell,
  SortLabel,
} from '../../layout/tableParts';
import { TagStatusChip } from '../TagStatusChip';
import type { TagRow } from './api';
import { TagTypeCell } from './TagTypeCell';
import { useTagTypeInfo } from './useTagTypeInfo';

export interface Sort {
  column: string;
  dir: 'asc' | 'desc';
}

const COLUMNS: Array<{ field: keyof TagRow; sortable: boolean; align?: 'right' }> = [
  { field: 'status', sortable: true },
  { field: 'tagId', sortable: true },
  { field: 'tagMac', sortable: true },
  { field: 'prCode', sortable: true },
  { field: 'tagType', sortable: true },
  { field: 'gwMac', sortable: true },
  { field: 'battery', sortable: true, align: 'right' },
  { field: 'rssi', sortable: true, align: 'right' },
  { field: 'version', sortable: false },
  { field: 'updatedAt', sortable: true },
  { field: 'respondedAt', sortable: true },
];

/** The history pages of a tag (doc 1 §2.1): /tag/{storeCode}/{tagMac}/{tagId}/{kind}/history */
export const HISTORY_KINDS = ['update', 'alarm', 'battery', 'reset', 'temperature'] as const;

/** The five history pages of a tag, one menu per row. */
function HistoryMenu({ base }: { base: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RowAction
        label={translate('app.tagStatus.histories')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="history-menu"
      >
        <HistoryIcon fontSize="small" />
      </RowAction>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {HISTORY_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            component={Link}
            to={`${base}/${kind}/history`}
            data-testid={`history-${kind}`}
          >
            {translate(`app.tagStatus.history.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** doc 1 §9 date format yyyy-mm-dd hh:ii:ss, local time */
export function formatTime(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function TagTable({
  rows,
  selected,
  onSelect,
  sort,
  onSort,
  onPreview,
}: {
  rows: TagRow[];
  selected: string[];
  onSelect: (next: string[]) => void;
  sort: Sort;
  onSort: (next: Sort) => void;
  onPreview: (tag: TagRow) => void;
}) {
  const translate = useTranslate();
  const typeInfo = useTagTypeInfo();
  const f = (field: string) => translate(`resources.tags.fields.${field}`);
  const ids = rows.map((r) => r.tagId);
  return (
    <ScrollTable testId="tag-table" sx={{ '& td, & th': { px: 0.75, whiteSpace: 'nowrap', fontSize: 13 } }}>
      <TableHead>
        <TableRow>
          <SelectAllCell
            ids={ids}
            selected={selected}
            onSelect={onSelect}
            label={translate('app.tagStatus.selectAll')}
            testId="select-all"
          />
          {COLUMNS.map((c) => (
            <TableCell
              key={c.field}
              align={c.align}
              sortDirection={sort.column === c.field ? sort.dir : false}
            >
              {c.sortable ? (
                <SortLabel column={c.field} sort={sort} onSort={onSort} testId={`sort-${c.field}`}>
                  {f(c.field)}
                </SortLabel>
              ) : (
                f(c.field)
              )}
            </TableCell>
          ))}
          <TableCell>{translate('app.tagStatus.histories')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((tag) => {
          const base = `/tag/${encodeURIComponent(tag.storeCode)}/${encodeURIComponent(tag.tagMac)}/${encodeURIComponent(tag.tagId)}`;
          return (
            <TableRow
              key={tag.tagId}
              hover
              selected={selected.includes(tag.tagId)}
              data-testid="tag-row"
              data-tag-id={tag.tagId}
              data-status={tag.status ?? ''}
            >
              <SelectCell id={tag.tagId} selected={selected} onSelect={onSelect} />
              <TableCell>
                <TagStatusChip status={tag.status} />
              </TableCell>
              <TableCell>{tag.tagId}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{tag.tagMac}</TableCell>
              <TableCell>{tag.prCode}</TableCell>
              <TableCell>
                <TagTypeCell tagType={tag.tagType} info={typeInfo(tag.tagType)} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{tag.gwMac}</TableCell>
              <TableCell align="right" sx={{ color: tag.battStatus === 'LOW' ? 'error.main' : undefined }}>
                {tag.battery === null ? '' : `${tag.battery}%`}
              </TableCell>
              <TableCell align="right">{tag.rssi}</TableCell>
              <TableCell>{tag.version}</TableCell>
              <TableCell>{formatTime(tag.updatedAt)}</TableCell>
              <TableCell>{formatTime(tag.respondedAt)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.75} alignItems="center">
                  <RowAction
                    label={translate('app.tagStatus.preview')}
                    onClick={() => onPreview(tag)}
                    data-testid="preview-button"
                  >
                    <ImageIcon fontSize="small" />
                  </RowAction>
                  <HistoryMenu base={base} />
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
        {rows.length === 0 && <NoDataRow colSpan={COLUMNS.length + 2} />}
      </TableBody>
    </ScrollTable>
  );
}
