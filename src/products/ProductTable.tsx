// The product table of a store (doc 2 §2 product list, §3 Product): selectable rows; product code (opens the
// detail), name, layout, NFC, description (truncated to 80 characters), tag count (opens the product tag list),
// tag types, updated; per row edit (pencil with product.write, magnifier view only without), product image and,
// when the system configuration enables it, the product's update history.
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
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
  const allSelected = codes.length > 0 && codes.every((c) => selected.includes(c));
  const toggle = (code: string) =>
    onSelect(selected.includes(code) ? selected.filter((s) => s !== code) : [...selected, code]);
  const head = (field: string) =>
    (SORTABLE as readonly string[]).includes(field) ? (
      <TableSortLabel
        active={sort.column === field}
        direction={sort.column === field ? sort.dir : 'asc'}
        onClick={() =>
          onSort({
            column: field as ProductSort['column'],
            dir: sort.column === field && sort.dir === 'asc' ? 'desc' : 'asc',
          })
        }
        data-testid={`sort-${field}`}
      >
        {f(field)}
      </TableSortLabel>
    ) : (
      f(field)
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="product-table" sx={{ '& td, & th': { px: 0.75, fontSize: 13 } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={allSelected}
                indeterminate={!allSelected && codes.some((c) => selected.includes(c))}
                onChange={() => onSelect(allSelected ? [] : codes)}
                slotProps={{ input: { 'aria-label': translate('app.products.selectAll') } }}
              />
            </TableCell>
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
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.includes(row.prCode)}
                    onChange={() => toggle(row.prCode)}
                    slotProps={{ input: { 'aria-label': row.prCode } }}
                  />
                </TableCell>
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
                    <Tooltip title={translate(canWrite ? 'app.products.edit' : 'app.products.view')}>
                      <IconButton
                        size="small"
                        onClick={() => (canWrite ? actions.edit(row) : actions.detail(row))}
                        data-testid={canWrite ? 'product-edit' : 'product-view'}
                      >
                        {canWrite ? <EditIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('app.products.image.open')}>
                      <IconButton
                        size="small"
                        onClick={() => actions.image(row)}
                        data-testid="product-image-open"
                      >
                        <ImageIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {showHistory && (
                      <Tooltip title={translate('app.products.history')}>
                        <IconButton
                          size="small"
                          component={Link}
                          to={productHistoryPath(row.storeCode, row.prCode)}
                          data-testid="product-history"
                        >
                          <HistoryIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={10}>{translate('app.noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
