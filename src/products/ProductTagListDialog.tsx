// The product tag list modal (doc 2 §2 Modals, §7 POST /status/store/{code}/tag/list/search?prCode=): the tags
// of the store showing a product, the schema list `productTag` of schemas/tag.schema.json (25 per page, sorted
// and paged by the server), with their type and status as the tag screens show them (tagViews cells).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import '../tags/detail/tagViews';

const meta = resources.productTag;

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
  const title = translate('app.products.tags.title', { prCode });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="product-tags-title"
      data-testid="product-tags-dialog"
    >
      <DialogTitle id="product-tags-title">{title}</DialogTitle>
      <DialogContent>
        <SchemaListView meta={meta} params={{ storeCode, prCode }} sync="store" title={title} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
