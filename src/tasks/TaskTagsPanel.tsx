// The tags of one task with their modals (doc 2 §2 Task detail): 25 per page, optionally only the failed ones,
// the tag preview (tag read), the product image as the task pushed it (product read) and the product's graph
// (product read). Refreshes every few seconds while the task runs.
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { TagPreviewDialog } from '../tags/preview/TagPreviewDialog';
import type { Page, TagQuery, TaskTagRow } from './api';
import { ProductGraphDialog } from './ProductGraphDialog';
import { ProductImageDialog } from '../products/ProductImageDialog';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { TaskTagTable } from './TaskTagTable';
import { useAliases } from './useAliases';

type Modal = { kind: 'preview' | 'image' | 'graph'; row: TaskTagRow } | null;

export function TaskTagsPanel({
  storeCode,
  taskId,
  running,
  fetchTags,
  failedSwitch,
}: {
  storeCode: string;
  taskId: number;
  running: boolean;
  fetchTags: (failedOnly: boolean, q: TagQuery, signal: AbortSignal) => Promise<Page<TaskTagRow>>;
  /** offer 'show only failed tags' (the fail search) */
  failedSwitch: boolean;
}) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const aliases = useAliases();
  const paging = usePaging(25);
  const [failedOnly, setFailedOnly] = useState(false);
  const [modal, setModal] = useState<Modal>(null);
  const q = { start: paging.start, length: paging.length };
  const { data } = usePageQuery({
    queryKey: ['taskTags', storeCode, taskId, failedOnly, q],
    queryFn: ({ signal }) => fetchTags(failedOnly, q, signal),
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  const open = (kind: NonNullable<Modal>['kind']) => (row: TaskTagRow) => setModal({ kind, row });
  const productRead = can(permissions, 'product', 'read');
  return (
    <>
      {failedSwitch && (
        <FormControlLabel
          sx={{ mb: 1 }}
          control={
            <Switch
              checked={failedOnly}
              onChange={(e) => {
                setFailedOnly(e.target.checked);
                paging.setPage(0);
              }}
              slotProps={{ input: { 'aria-label': translate('app.tasks.failedOnly') } }}
              data-testid="task-failed-only"
            />
          }
          label={translate('app.tasks.failedOnly')}
        />
      )}
      <TaskTagTable
        rows={data?.data}
        aliases={aliases}
        actions={{
          preview: can(permissions, 'tag', 'read') ? open('preview') : undefined,
          image: productRead ? open('image') : undefined,
          graph: productRead ? open('graph') : undefined,
        }}
      />
      <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={[10, 25, 50, 100]} />
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
