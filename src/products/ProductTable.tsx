// The product table of a store (doc 2 §2 product list, §3 Product): selectable rows; product code (opens the
// detail), name, layout, NFC, description (truncated to 80 characters), tag count (opens the product tag list),
// tag types, updated; per row edit (pencil with product.write, magnifier view only without), product image and,
// when the system configuration enables it, the product's update history.
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Link as MuiLink, Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import {
  NoDataRow,
  RowAction,
  ScrollTable,
  SelectAllCell,
  SelectCell,
  SortLabel,
} from '../layout/tableParts';
import { truncateText } from '../layout/truncate';
import { formatTime } from '../tags/detail/TagTable';
import type { ProductRow } from './api';

export interface ProductSort {
  column: 'prCode' | 'prName' | 'layoutId' | 'updatedAt';
  dir: 'asc' | 'desc';
}

export interface ProductRowActions {
  edit: (row: ProductRow) => void;
  detail: (row: ProductRow) => void;
  tags: (row: ProductRow) => void;
  image: (row: ProductRow) => void;
}

const SORTABLE = ['prCode', 'prName', 'layoutId', 'updatedAt'] as const;

export function productHistoryPath(storeCode: string, prCode: string): string {
  return `/product/${encodeURIComponent(storeCode)}/${encodeURIComponent(prCode)}/update/history`;
}

export function ProductTable({
  rows,
  selected,
  onSelect,
  sort,
  onSort,
  canWrite,
  showHistory,
  descriptionAt,
  descriptionLabel,
  actions,
}: {
  rows: ProductRow[];
  selected: string[];
  onSelect: (next: string[]) => void;
  sort: ProductSort;
  onSort: (next: ProductSort) => void;
  canWrite: boolean;
  showHistory: boolean;
  /** prInfo index of the description column */
  descriptionAt: number;
  descriptionLabel: string;
  actions: ProductRowActions;
}) {
  const translate = useTranslate();
  const f = (field: string) => translate(`app.products.fields.${field}`);
  const codes = rows.map((r) => r.prCode);
  const head = (field: string) =>
    (SORTABLE as readonly string[]).includes(field) ? (
      <SortLabel column={field as ProductSort['column']} sort={sort} onSort={onSort} testId={`sort-${field}`}>
        {f(field)}
      </SortLabel>
    ) : (
      f(field)
    );
  return (
    <ScrollTable testId="product-table" sx={{ '& td, & th': { px: 0.75, fontSize: 13 } }}>
      <TableHead>
        <TableRow>
          <SelectAllCell
            ids={codes}
            selected={selected}
            onSelect={onSelect}
            label={translate('app.products.selectAll')}
          />
          <TableCell>{head('prCode')}</TableCell>
          <TableCell>{head('prName')}</TableCell>
          <TableCell>{head('layoutId')}</TableCell>
          <TableCell>{head('nfc')}</TableCell>
          <TableCell>{descriptionLabel}</TableCell>
          <TableCell align="right">{head('tagCount')}</TableCell>
          <TableCell>{head('tagType')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{head('updatedAt')}</TableCell>
          <TableCell>{translate('app.products.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const description = row.prInfo?.[descriptionAt] ?? '';
          return (
            <TableRow
              key={row.prCode}
              hover
              selected={selected.includes(row.prCode)}
              data-testid="product-row"
              data-pr-code={row.prCode}
            >
              <SelectCell id={row.prCode} selected={selected} onSelect={onSelect} />
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <MuiLink
                  component="button"
                  type="button"
                  onClick={() => actions.detail(row)}
                  data-testid="product-detail"
                >
                  {row.prCode}
                </MuiLink>
              </TableCell>
              <TableCell>{row.prName}</TableCell>
              <TableCell>{row.layoutId}</TableCell>
              <TableCell
                sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {row.nfc}
              </TableCell>
              <TableCell title={description} data-testid="product-description" sx={{ maxWidth: 360 }}>
                {truncateText(description)}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => actions.tags(row)}
                  data-testid="product-tag-count"
                  aria-label={translate('app.products.tags.open', { prCode: row.prCode })}
                >
                  {row.tagCount}
                </Button>
              </TableCell>
              <TableCell>{row.tagType.join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.updatedAt)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.25}>
                  <RowAction
                    label={translate(canWrite ? 'app.products.edit' : 'app.products.view')}
                    onClick={() => (canWrite ? actions.edit(row) : actions.detail(row))}
                    data-testid={canWrite ? 'product-edit' : 'product-view'}
                  >
                    {canWrite ? <EditIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
                  </RowAction>
                  <RowAction
                    label={translate('app.products.image.open')}
                    onClick={() => actions.image(row)}
                    data-testid="product-image-open"
                  >
                    <ImageIcon fontSize="small" />
                  </RowAction>
                  {showHistory && (
                    <RowAction
                      label={translate('app.products.history')}
                      to={productHistoryPath(row.storeCode, row.prCode)}
                      data-testid="product-history"
                    >
                      <HistoryIcon fontSize="small" />
                    </RowAction>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
        {rows.length === 0 && <NoDataRow colSpan={10} />}
      </TableBody>
    </ScrollTable>
  );
}
