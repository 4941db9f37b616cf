// The tags of one task with their modals (doc 2 §2 Task detail): the schema list of the task's tags
// (schemas/updateTaskTag.schema.json x-lists: tag, MAC, product, layout, result, answer time, then the product info
// pushed in columns named from the alias configuration), 25 per page, optionally only the failed ones; every 5 s
// while a tag still waits for the radio. The tag preview (tag read), the product image as the task pushed it
// (product read) and the product's graph (product read) are its row actions (taskViews.tsx).
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { ProductImageDialog } from '../products/ProductImageDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { TagPreviewDialog } from '../tags/preview/TagPreviewDialog';
import type { TaskTagRow } from './api';
import { ProductGraphDialog } from './ProductGraphDialog';
import './taskViews';
import type { TaskTagPage } from './taskViews';
import { useAliases } from './useAliases';

type Modal = { kind: 'preview' | 'image' | 'graph'; row: TaskTagRow } | null;

export function TaskTagsPanel({
  storeCode,
  taskId,
  lists,
}: {
  storeCode: string;
  taskId: number;
  /** the task's tags and, to offer 'show only failed tags', its failed tags */
  lists: { all: ResourceMeta; failed?: ResourceMeta };
}) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  useAliases();
  const [failedOnly, setFailedOnly] = useState(false);
  const [modal, setModal] = useState<Modal>(null);
  const open = (kind: NonNullable<Modal>['kind']) => (row: TaskTagRow) => setModal({ kind, row });
  const productRead = can(permissions, 'product', 'read');
  const page: TaskTagPage = {
    preview: can(permissions, 'tag', 'read') ? open('preview') : undefined,
    image: productRead ? open('image') : undefined,
    graph: productRead ? open('graph') : undefined,
  };
  const meta = failedOnly && lists.failed ? lists.failed : lists.all;
  return (
    <>
      {lists.failed && (
        <FormControlLabel
          sx={{ mb: 1 }}
          control={
            <Switch
              checked={failedOnly}
              onChange={(e) => setFailedOnly(e.target.checked)}
              slotProps={{ input: { 'aria-label': translate('app.tasks.failedOnly') } }}
              data-testid="task-failed-only"
            />
          }
          label={translate('app.tasks.failedOnly')}
        />
      )}
      <SchemaPage value={page}>
        <SchemaListView
          key={meta.name}
          meta={meta}
          params={{ storeCode, taskId: String(taskId) }}
          sync="store"
        />
      </SchemaPage>
      {modal?.kind === 'preview' && (
        <TagPreviewDialog storeCode={storeCode} tagId={modal.row.tagId} open onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'image' && modal.row.prCode && (
        <ProductImageDialog
          storeCode={storeCode}
          prCode={modal.row.prCode}
          taskId={taskId}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'graph' && modal.row.prCode && (
        <ProductGraphDialog storeCode={storeCode} prCode={modal.row.prCode} onClose={() => setModal(null)} />
      )}
    </>
  );
}
