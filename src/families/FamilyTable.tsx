// The family rows (doc 2 §2, §3 Family product): selectable rows, columns sorted by the server, and the edit
// icon of doc 2 §2: a pencil with product.write, a magnifier (view only) otherwise; rows are selectable (for the
// delete) only with product.write. The shared list adds the store.
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatTime } from '../tags/detail/TagTable';
import type { FamilyRow, LayoutName } from './api';

export interface FamilySort {
  column: 'fmPrCode' | 'updatedAt' | 'storeCode';
  dir: 'asc' | 'desc';
}

/** One key per row, also across stores (the shared list). */
export const familyKey = (row: Pick<FamilyRow, 'storeCode' | 'fmPrCode'>) =>
  JSON.stringify([row.storeCode, row.fmPrCode]);

export interface FamilyTableProps {
  rows: FamilyRow[];
  shared: boolean;
  canWrite: boolean;
  layouts: LayoutName[];
  selected: string[];
  onSelect: (keys: string[]) => void;
  sort: FamilySort;
  onSort: (sort: FamilySort) => void;
  onOpen: (row: FamilyRow) => void;
}

export function FamilyTable(props: FamilyTableProps) {
  const { rows, shared, canWrite, layouts, selected, onSelect, sort, onSort, onOpen } = props;
  const translate = useTranslate();
  const label = (name: string) => translate(`app.families.fields.${name}`);
  const keys = rows.map(familyKey);
  const allSelected = keys.length > 0 && keys.every((k) => selected.includes(k));
  const layoutName = (id: string | null) => layouts.find((l) => l.layoutId === id)?.name;
  const toggle = (key: string) =>
    onSelect(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  const sortable = (column: FamilySort['column']) => (
    <TableSortLabel
      active={sort.column === column}
      direction={sort.column === column ? sort.dir : 'asc'}
      onClick={() => onSort({ column, dir: sort.column === column && sort.dir === 'asc' ? 'desc' : 'asc' })}
      data-testid={`family-sort-${column}`}
    >
      {label(column)}
    </TableSortLabel>
  );
  const action = translate(canWrite ? 'app.families.edit' : 'app.families.view');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="family-table" sx={{ '& td, & th': { px: 0.75, fontSize: 13 } }}>
        <TableHead>
          <TableRow>
            {canWrite && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={!allSelected && keys.some((k) => selected.includes(k))}
                  onChange={() => onSelect(allSelected ? [] : keys)}
                  slotProps={{ input: { 'aria-label': translate('app.families.selectAll') } }}
                  data-testid="family-select-all"
                />
              </TableCell>
            )}
            {shared && <TableCell>{sortable('storeCode')}</TableCell>}
            {shared && <TableCell>{label('storeName')}</TableCell>}
            <TableCell>{sortable('fmPrCode')}</TableCell>
            <TableCell>{label('prCodeList')}</TableCell>
            <TableCell>{label('layoutId')}</TableCell>
            <TableCell>{label('nfc')}</TableCell>
            <TableCell>{sortable('updatedAt')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow
              key={keys[i]}
              hover
              selected={selected.includes(keys[i])}
              data-testid="family-row"
              data-code={row.fmPrCode}
              data-store={row.storeCode}
            >
              {canWrite && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.includes(keys[i])}
                    onChange={() => toggle(keys[i])}
                    slotProps={{ input: { 'aria-label': row.fmPrCode } }}
                  />
                </TableCell>
              )}
              {shared && <TableCell>{row.storeCode}</TableCell>}
              {shared && <TableCell>{row.storeName}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.fmPrCode}</TableCell>
              <TableCell data-testid="family-products">{row.prCodeList.join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.layoutId}
                {layoutName(row.layoutId) ? ` (${layoutName(row.layoutId)})` : ''}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.nfc}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.updatedAt)}</TableCell>
              <TableCell padding="checkbox">
                <Tooltip title={action}>
                  <IconButton
                    size="small"
                    aria-label={action}
                    onClick={() => onOpen(row)}
                    data-testid="family-open"
                    data-icon={canWrite ? 'edit' : 'view'}
                  >
                    {canWrite ? <EditIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={(shared ? 8 : 6) + (canWrite ? 1 : 0)}>{translate('app.noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
