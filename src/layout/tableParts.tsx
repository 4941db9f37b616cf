// The pieces the console's hand-built tables share: the scrolling small table, the sort label (the server sorts;
// a click on the active column turns its direction, on another column starts it in the table's first direction),
// the select-all and row checkboxes, an icon action with its tooltip (a button, or a link with `to`), the head
// cell of an action column (named for screen readers), and the "no data" row. A table that scrolls sideways can
// be reached and scrolled with the keyboard (tabIndex).
import {
  Box,
  Checkbox,
  IconButton,
  Table,
  TableCell,
  TableRow,
  TableSortLabel,
  Tooltip,
  type TableCellProps,
  type IconButtonProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type SortDir = 'asc' | 'desc';

export function ScrollTable({
  testId,
  label,
  sx,
  children,
}: {
  testId: string;
  /** accessible name */
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" data-testid={testId} aria-label={label} sx={sx}>
        {children}
      </Table>
    </Box>
  );
}

export function SortLabel<C extends string>({
  column,
  sort,
  onSort,
  first = 'asc',
  testId,
  children,
}: {
  column: C;
  sort: { column: C; dir: SortDir };
  onSort: (next: { column: C; dir: SortDir }) => void;
  /** the direction a column starts in */
  first?: SortDir;
  testId: string;
  children: ReactNode;
}) {
  const active = sort.column === column;
  const other: SortDir = first === 'asc' ? 'desc' : 'asc';
  return (
    <TableSortLabel
      active={active}
      direction={active ? sort.dir : 'asc'}
      onClick={() => onSort({ column, dir: active && sort.dir === first ? other : first })}
      data-testid={testId}
    >
      {children}
    </TableSortLabel>
  );
}

/** the head checkbox: checked when every row is selected, indeterminate when some are */
export function SelectAllCell({
  ids,
  selected,
  onSelect,
  label,
  testId,
}: {
  ids: string[];
  selected: string[];
  onSelect: (next: string[]) => void;
  label: string;
  testId?: string;
}) {
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={all}
        indeterminate={!all && ids.some((id) => selected.includes(id))}
        onChange={() => onSelect(all ? [] : ids)}
        slotProps={{ input: { 'aria-label': label } }}
        data-testid={testId}
      />
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {label}
      </Box>
    </TableCell>
  );
}

/** a row's checkbox, labelled with the row's code */
export function SelectCell({
  id,
  label = id,
  selected,
  onSelect,
}: {
  id: string;
  label?: string;
  selected: string[];
  onSelect: (next: string[]) => void;
}) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={selected.includes(id)}
        onChange={() =>
          onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id])
        }
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** a small icon button with its tooltip and accessible name; with `to`, a link */
export function RowAction({
  label,
  to,
  children,
  ...props
}: { label: string; to?: string; children: ReactNode } & Omit<IconButtonProps, 'children'>) {
  return (
    <Tooltip title={label}>
      {to ? (
        <IconButton size="small" aria-label={label} component={Link} to={to} {...props}>
          {children}
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={label} {...props}>
          {children}
        </IconButton>
      )}
    </Tooltip>
  );
}

/** text for screen readers only */
export const VISUALLY_HIDDEN: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

/** the head cell of a column of row actions: empty to the eye, 'Actions' to a screen reader */
export function ActionsHeadCell(props: Omit<TableCellProps, 'children'>) {
  const translate = useTranslate();
  return (
    <TableCell {...props}>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {translate('app.table.actions')}
      </Box>
    </TableCell>
  );
}

export function NoDataRow({ colSpan }: { colSpan: number }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>{translate('app.noData')}</TableCell>
    </TableRow>
  );
}
