// The family rows (doc 2 §2, §3 Family product): selectable rows, columns sorted by the server, and the edit
// icon of doc 2 §2: a pencil with product.write, a magnifier (view only) otherwise; rows are selectable (for the
// delete) only with product.write. The shared list adds the store.
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import {
  ActionsHeadCell,
  NoDataRow,
  RowAction,
  ScrollTable,
  SelectAllCell,
  SelectCell,
  SortLabel,
} from '../layout/tableParts';
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
  const layoutName = (id: string | null) => layouts.find((l) => l.layoutId === id)?.name;
  const sortable = (column: FamilySort['column']) => (
    <SortLabel column={column} sort={sort} onSort={onSort} testId={`family-sort-${column}`}>
      {label(column)}
    </SortLabel>
  );
  const action = translate(canWrite ? 'app.families.edit' : 'app.families.view');
  return (
    <ScrollTable testId="family-table" sx={{ '& td, & th': { px: 0.75, fontSize: 13 } }}>
      <TableHead>
        <TableRow>
          {canWrite && (
            <SelectAllCell
              ids={keys}
              selected={selected}
              onSelect={onSelect}
              label={translate('app.families.selectAll')}
              testId="family-select-all"
            />
          )}
          {shared && <TableCell>{sortable('storeCode')}</TableCell>}
          {shared && <TableCell>{label('storeName')}</TableCell>}
          <TableCell>{sortable('fmPrCode')}</TableCell>
          <TableCell>{label('prCodeList')}</TableCell>
          <TableCell>{label('layoutId')}</TableCell>
          <TableCell>{label('nfc')}</TableCell>
          <TableCell>{sortable('updatedAt')}</TableCell>
          <ActionsHeadCell padding="checkbox" />
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
              <SelectCell id={keys[i]} label={row.fmPrCode} selected={selected} onSelect={onSelect} />
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
              <RowAction
                label={action}
                onClick={() => onOpen(row)}
                data-testid="family-open"
                data-icon={canWrite ? 'edit' : 'view'}
              >
                {canWrite ? <EditIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
              </RowAction>
            </TableCell>
          </TableRow>
        ))}
        {rows.length === 0 && <NoDataRow colSpan={(shared ? 8 : 6) + (canWrite ? 1 : 0)} />}
      </TableBody>
    </ScrollTable>
  );
}
