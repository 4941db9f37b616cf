// The print list of the print editor (doc 2 §2, §3 'Print product'): per item its code (typed for a blank item),
// description (prInfo index 2 when there are more than 3 entries), label layout, quantity, its info fields edited
// in place, and removal.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Collapse,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { memo, useCallback, useState } from 'react';
import { useLayoutNames, type LayoutName } from '../providers/sharedQueries';
import { truncateText } from '../layout/truncate';
import { PrintInfoFields } from './PrintInfoFields';
import { descriptionOf, MAX_QUANTITY, quantityOf, type PrintItem } from './printList';

export interface PrintItemTableProps {
  items: PrintItem[];
  onChange: (key: string, change: Partial<PrintItem>) => void;
  onRemove: (key: string) => void;
}

export function PrintItemTable({ items, onChange, onRemove }: PrintItemTableProps) {
  const translate = useTranslate();
  const layouts = useLayoutNames();
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((key: string) => setOpen((shown) => (shown === key ? null : key)), []);
  const f = (field: string) => translate(`app.print.fields.${field}`);
  if (items.length === 0) return null;
  return (
    <Table size="small" data-testid="print-table">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{f('prCode')}</TableCell>
          <TableCell>{f('description')}</TableCell>
          <TableCell>{f('layoutId')}</TableCell>
          <TableCell>{f('qty')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => (
          <PrintItemRow
            key={item.key}
            item={item}
            index={index}
            open={open === item.key}
            layouts={layouts}
            onToggle={toggle}
            onChange={onChange}
            onRemove={onRemove}
          />
        ))}
      </TableBody>
    </Table>
  );
}

interface PrintItemRowProps extends Omit<PrintItemTableProps, 'items'> {
  item: PrintItem;
  index: number;
  open: boolean;
  layouts: LayoutName[];
  onToggle: (key: string) => void;
}

/** One item and its info fields; drawn again only when its own props change (long lists stay quick to edit). */
const PrintItemRow = memo(function PrintItemRow({
  item,
  index,
  open,
  layouts,
  onToggle,
  onChange,
  onRemove,
}: PrintItemRowProps) {
  const translate = useTranslate();
  return (
    <>
      <TableRow data-testid="print-row" data-pr-code={item.prCode}>
        <TableCell>{index + 1}</TableCell>
        <TableCell sx={{ fontFamily: 'monospace' }}>
          {item.kind === 'product' ? (
            item.prCode
          ) : (
            <TextField
              size="small"
              value={item.prCode}
              placeholder={translate(`app.print.kind.${item.kind}`)}
              onChange={(e) => onChange(item.key, { prCode: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'print-row-code', maxLength: 64 } }}
            />
          )}
        </TableCell>
        <TableCell
          sx={{ maxWidth: 320 }}
          title={descriptionOf(item.prInfo)}
          data-testid="print-row-description"
        >
          {truncateText(descriptionOf(item.prInfo))}
        </TableCell>
        <TableCell>
          <TextField
            select
            size="small"
            sx={{ minWidth: 120 }}
            value={item.layoutId ?? ''}
            onChange={(e) => onChange(item.key, { layoutId: e.target.value || null })}
            slotProps={{
              htmlInput: { 'data-testid': 'print-row-layout' },
              select: { displayEmpty: true },
            }}
          >
            <MenuItem value="">{translate('app.print.defaultLayout')}</MenuItem>
            {layouts.map((l) => (
              <MenuItem key={l.layoutId} value={l.layoutId}>
                {l.layoutId} {l.name}
              </MenuItem>
            ))}
          </TextField>
        </TableCell>
        <TableCell>
          <TextField
            size="small"
            type="number"
            sx={{ width: 96 }}
            value={item.qty}
            onChange={(e) => onChange(item.key, { qty: quantityOf(e.target.value) })}
            slotProps={{ htmlInput: { min: 1, max: MAX_QUANTITY, 'data-testid': 'print-row-qty' } }}
          />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={translate('app.print.editInfo')}>
            <IconButton
              aria-label={translate('app.print.editInfo')}
              onClick={() => onToggle(item.key)}
              data-testid="print-row-edit"
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('app.print.remove')}>
            <IconButton
              aria-label={translate('app.print.remove')}
              onClick={() => onRemove(item.key)}
              data-testid="print-row-remove"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={6} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <PrintInfoFields
              item={item}
              onChange={(prInfo) => onChange(item.key, { prInfo, edited: true })}
            />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
});
