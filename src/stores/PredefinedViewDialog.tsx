// The predefined gateway configurations (doc 1 §2.7): the schema list of `predefined`
// (schemas/gatewayPredefined.schema.json, GET /gw/predefined/search, 25 per page, filtered, sorted and paged by the
// server), in a dialog; its state is kept apart from the store table's (sync="store").
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';

export function PredefinedViewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const title = translate('app.stores.predefinedView');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" data-testid="predefined-view-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {open && <SchemaListView meta={resources.predefined} sync="store" title={title} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.stores.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
