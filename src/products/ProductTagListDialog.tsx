// The product tag list modal (doc 2 §2 Modals, §7 POST /status/store/{code}/tag/list/search?prCode=): the tags
// of the store showing a product, paged by the server (25 per page), with their status as the tag screens show it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { dateTimeText as formatTime } from '../schema-views/list/cells';
import { TagStatusChip } from '../tags/TagStatusChip';
import { searchProductTags } from './api';

const COLUMNS = ['tagId', 'tagMac', 'tagType', 'status', 'gwMac', 'prCode', 'updatedAt'] as const;
const PAGE = { perPage: 25, perPageOptions: [10, 25, 50, 100] };

export function ProductTagListDialog({
  storeCode,
  prCode,
  onClose,
}: {
  storeCode: string;
  prCode: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const paging = usePaging(PAGE.perPage);
  const body = { start: paging.start, length: paging.length, order: [{ column: 'tagId', dir: 'asc' }] };
  const { data } = usePageQuery({
    queryKey: ['product', storeCode, prCode, 'tags', body],
    queryFn: ({ signal }) => searchProductTags(storeCode, prCode, body, signal),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="product-tags-dialog">
      <DialogTitle>{translate('app.products.tags.title', { prCode })}</DialogTitle>
      <DialogContent>
        <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`resources.tags.fields.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((tag) => (
              <TableRow key={tag.tagId} data-testid="product-tag-row">
                <TableCell>{tag.tagId}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{tag.tagMac}</TableCell>
                <TableCell>{tag.tagType}</TableCell>
                <TableCell>
                  <TagStatusChip status={tag.status} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{tag.gwMac}</TableCell>
                <TableCell>{tag.prCode}</TableCell>
                <TableCell>{formatTime(tag.updatedAt)}</TableCell>
              </TableRow>
            ))}
            {data && data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{translate('app.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={PAGE.perPageOptions} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
