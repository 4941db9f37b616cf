// A family product table with its actions (doc 2 §2): one store's families (the second table of
// /product/list/{storeCode}, its state kept in the store, the store columns left out) or, without a store, the
// shared list of every store of the session (/family-product, state in the URL). The schema list of `family`
// (schemas/familyProduct.schema.json; its parts in familyViews.tsx): server paging (25 per page), filters and
// sort; create, delete selected ('Are you sure?' / 'You cannot undo this action.'; 'No row selected. Please
// select one or more rows.') and upload with product.write; each row opens the family modal.
import { Stack } from '@mui/material';
import { useNotify, useRefresh, useUnselectAll } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { familyItemCount } from '../../domain/familyRules';
import { resources } from '../../domain/generated/resources';
import { PromptDialog } from '../shared/PromptDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { listStoreKey } from '../schema-views/list/useSchemaList';
import type { SaveAnswer } from './api';
import { FamilyFormDialog } from './FamilyFormDialog';
import { FamilyImportDialog } from './FamilyImportDialog';
import { useFamilyDelete } from './useFamilyDelete';
import './familyViews';
import type { FamilyModal, FamilyPage } from './familyViews';

const meta = resources.family;
/** the store's own table shows neither its store nor a store filter */
const STORE_COLUMNS = ['storeCode', 'storeName'];

export function FamilyPanel({ storeCode }: { storeCode?: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const params = storeCode ? { storeCode } : undefined;
  const unselectAll = useUnselectAll(meta.name, listStoreKey(meta, params));
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'product', 'write');
  const [modal, setModal] = useState<FamilyModal | null>(null);
  const close = () => setModal(null);
  const done = () => {
    unselectAll();
    refresh();
  };
  const remove = useFamilyDelete(done);
  const open = (next: FamilyModal) => (next.kind === 'delete' ? remove.ask(next.rows) : setModal(next));
  const page: FamilyPage = { canWrite, open };
  const saved = (answer: SaveAnswer | null) => {
    notify('app.families.saved', { type: 'success', messageArgs: { smart_count: answer?.tagCount ?? 0 } });
    close();
    done();
  };
  return (
    <Stack data-testid={storeCode ? 'family-panel' : 'family-shared-panel'}>
      <SchemaPage value={page}>
        <SchemaListView
          meta={meta}
          params={params}
          sync={storeCode ? 'store' : 'url'}
          selectable={canWrite}
          omit={storeCode ? STORE_COLUMNS : undefined}
        />
      </SchemaPage>
      <PromptDialog
        open={remove.confirming}
        title="app.families.confirmTitle"
        message="app.families.confirmMessage"
        onYes={() => void remove.confirm()}
        onNo={remove.cancel}
      />
      {modal?.kind === 'form' && (
        <FamilyFormDialog
          mode={modal.mode}
          family={modal.family}
          storeCode={storeCode}
          onClose={close}
          onSaved={saved}
        />
      )}
      {modal?.kind === 'import' && (
        <FamilyImportDialog
          storeCode={storeCode}
          itemCount={familyItemCount(permissions?.systemConfig)}
          onClose={close}
          onImported={done}
        />
      )}
    </Stack>
  );
}
