// What the settings tables plug into the schema list by name. The store configuration table
// (schemas/store.schema.json x-lists.storeConfig): the row actions (the store's detail page, edit, gateways,
// export for role 0, delete; editing needs store config write) and the toolbar (create store; the migration
// upload for role 0). The amac table (schemas/amac.schema.json): add, edit, delete. The promotion table
// (schemas/promotion.schema.json): add, edit, delete. Each page hands its handlers to them (SchemaPage).
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerRowAction, registerToolbarAction, type Row } from '../schema-views/registry';
import { storeDetailPath } from '../stores/storeViews';
import type { Amac, Promotion } from '../../domain/generated/types';

export type StoreAction = 'edit' | 'gateways' | 'export' | 'delete';

export interface StoreConfigPage {
  canWrite: boolean;
  isSuper: boolean;
  act: (action: StoreAction, storeCode: string) => void;
  create: () => void;
  migrate: () => void;
}

function StoreConfigActions({ record }: { record: Row }) {
  const translate = useTranslate();
  const page = useSchemaPage<StoreConfigPage>();
  const storeCode = String(record.storeCode);
  const button = (action: StoreAction, label: string) => (
    <Button size="small" onClick={() => page.act(action, storeCode)} data-testid={`store-config-${action}`}>
      {translate(label)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={0.5}>
      <Button
        size="small"
        component={Link}
        to={storeDetailPath(storeCode, 'table')}
        data-testid="store-config-detail"
      >
        {translate('app.settings.detail')}
      </Button>
      {page.canWrite && button('edit', 'app.settings.edit')}
      {page.canWrite && button('gateways', 'app.settings.gateways')}
      {page.isSuper && button('export', 'app.settings.export')}
      {page.canWrite && button('delete', 'ra.action.delete')}
    </Stack>
  );
}

function StoreConfigToolbar() {
  const translate = useTranslate();
  const page = useSchemaPage<StoreConfigPage>();
  return (
    <>
      {page.canWrite && (
        <Button startIcon={<AddIcon />} onClick={page.create} data-testid="store-config-create">
          {translate('app.settings.storeCreate')}
        </Button>
      )}
      {page.isSuper && (
        <Button startIcon={<UploadIcon />} onClick={page.migrate} data-testid="store-config-migrate">
          {translate('app.settings.migration')}
        </Button>
      )}
    </>
  );
}

registerRowAction('storeConfigActions', StoreConfigActions);
registerToolbarAction('storeConfigToolbar', StoreConfigToolbar);

/** a page of items added, edited and deleted in a dialog (amac, promotion): its handlers */
export interface ItemPage<T> {
  canWrite: boolean;
  /** opens the dialog: an item to edit, or none to add */
  edit: (item?: T) => void;
  /** asks to delete the item with that key */
  remove: (key: string) => void;
}
export type AmacPage = ItemPage<Amac>;
export type PromotionPageHandlers = ItemPage<Promotion>;

/** registers `<name>Add` (toolbar), `<name>Edit` and `<name>Delete` (rows; test ids `<name>-add`, ...) */
function registerItemActions(name: string, key: string) {
  const Add = () => {
    const translate = useTranslate();
    const page = useSchemaPage<ItemPage<Row>>();
    if (!page.canWrite) return null;
    return (
      <Button startIcon={<AddIcon />} onClick={() => page.edit()} data-testid={`${name}-add`}>
        {translate('app.settings.add')}
      </Button>
    );
  };
  const Edit = ({ record }: { record: Row }) => {
    const translate = useTranslate();
    const page = useSchemaPage<ItemPage<Row>>();
    if (!page.canWrite) return null;
    return (
      <Button size="small" onClick={() => page.edit(record)} data-testid={`${name}-edit`}>
        {translate('app.settings.edit')}
      </Button>
    );
  };
  const Delete = ({ record }: { record: Row }) => {
    const translate = useTranslate();
    const page = useSchemaPage<ItemPage<Row>>();
    if (!page.canWrite) return null;
    return (
      <Button
        size="small"
        color="error"
        onClick={() => page.remove(String(record[key]))}
        data-testid={`${name}-delete`}
      >
        {translate('ra.action.delete')}
      </Button>
    );
  };
  registerToolbarAction(`${name}Add`, Add);
  registerRowAction(`${name}Edit`, Edit);
  registerRowAction(`${name}Delete`, Delete);
}

registerItemActions('amac', 'abstractCode');
registerItemActions('promotion', 'promotionId');
