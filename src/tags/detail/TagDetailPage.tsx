// Tag detail of a store (doc 1 §2.8, route /tag/detail/{storeCode}): 25 tags per page, filtered, sorted and
// paged by the server; preview, assign, deassign, reassign, reassign all, status check, stop and downloads.
// While a row is WIP the table refreshes every few seconds, so WIP turns into OK or NG without a reload.
import { Card, CardContent, TablePagination } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { NoAccess } from '../../auth/NoAccess';
import { can, canAccessStore } from '../../auth/privileges';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { useDownload } from '../../downloads/useDownload';
import { PageHeader } from '../../layout/PageHeader';
import { PromptDialog } from '../../login/PromptDialog';
import { usePageQuery } from '../../monitoring/usePageQuery';
import { siteRules } from '../../domain/siteRules';
import { AssignDialog } from '../assign/AssignDialog';
import { TagPreviewDialog } from '../preview/TagPreviewDialog';
import { getStoreTagStats } from '../status/api';
import { getStoreGatewayMacs, getTagTypesInUse, searchStoreTags, type TagRow } from './api';
import { EMPTY_FILTERS, filterBody, NG_GROUP, TagFilters, type TagFilterState } from './TagFilters';
import { TagTable, type Sort } from './TagTable';
import { TagToolbar } from './TagToolbar';
import { useTagActions } from './useTagActions';

/** doc 1 §9: tag detail 25 per page */
export const TAG_PAGE = { perPage: 25, perPageOptions: [10, 25, 50, 100] };
/** refresh while a row is WIP, and otherwise */
export const WIP_REFRESH_MS = 3_000;
export const TAG_REFRESH_MS = 30_000;

export default function TagDetailPage() {
  const { storeCode = '' } = useParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return <TagDetail storeCode={storeCode} />;
}

type Confirm = 'deassign' | 'reassignAll' | null;

function TagDetail({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'tag', 'write');
  const rules = siteRules(permissions?.systemConfig);
  const download = useDownload();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(TAG_PAGE.perPage);
  const [filters, setFiltersState] = useState<TagFilterState>(EMPTY_FILTERS);
  const [sort, setSort] = useState<Sort>({ column: 'updatedAt', dir: 'desc' });
  const [selected, setSelected] = useState<string[]>([]);
  const [hasWip, setHasWip] = useState(false);
  const [preview, setPreview] = useState<TagRow | null>(null);
  const [assignOpen, setAssignOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const body = { start: page * perPage, length: perPage, order: [sort], ...filterBody(filters) };
  const { data, refetch } = usePageQuery({
    queryKey: ['tags', storeCode, body],
    queryFn: async ({ signal }) => {
      const answer = await searchStoreTags(storeCode, body, signal);
      setHasWip(answer.data.some((t) => t.status === 'WIP'));
      return answer;
    },
    refetchInterval: hasWip ? WIP_REFRESH_MS : TAG_REFRESH_MS,
  });
  const { data: types } = usePageQuery({
    queryKey: ['tag', 'types'],
    queryFn: ({ signal }) => getTagTypesInUse(signal),
  });
  const { data: stats } = usePageQuery({
    queryKey: ['tag', 'stores'],
    queryFn: ({ signal }) => getStoreTagStats(signal),
  });
  const { data: gateways } = usePageQuery({
    queryKey: ['store', storeCode, 'gateways'],
    queryFn: ({ signal }) => getStoreGatewayMacs(storeCode, signal),
    enabled: can(permissions, 'store', 'read'),
  });
  const store = stats?.data.find((s) => s.storeCode === storeCode);
  const done = useCallback(() => {
    setSelected([]);
    void refetch();
  }, [refetch]);
  const actions = useTagActions(storeCode, selected, done);
  const setFilters = (next: TagFilterState) => {
    setFiltersState(next);
    setPage(0);
    setSelected([]);
  };
  /** the download filter of the current filters (the NG group expanded by the site rules) */
  const downloadFilter = () => ({
    status: filters.status === NG_GROUP ? rules.ngFilterStatuses : filters.status || undefined,
    tagType: filters.tagType || undefined,
    gwMac: filters.gwMac || undefined,
    battStatus: filters.battStatus || undefined,
  });
  return (
    <Card data-testid="tag-detail-page">
      <CardContent>
        <PageHeader
          back={{ to: '/tag', label: translate('app.tagStatus.title') }}
          title={store?.storeName ? `${store.storeName} (${storeCode})` : storeCode}
          titleTestId="tag-detail-title"
        />
        <TagFilters
          value={filters}
          onChange={setFilters}
          tagTypes={(types?.data ?? []).map((t) => t.tagType)}
          gateways={gateways?.objList.map((g) => g.gwMac)}
        />
        <TagToolbar
          canWrite={canWrite}
          actions={{
            assign: () => setAssignOpen(true),
            deassign: () => actions.needRows() && setConfirm('deassign'),
            reassign: () => actions.needRows() && void actions.reassign(),
            reassignAll: () => setConfirm('reassignAll'),
            statusCheck: (cmd) => actions.needRows() && void actions.statusCheck(cmd),
            stop: () => void actions.stop(),
            downloadStore: () => download({ type: 3, storeCode, filter: downloadFilter() }),
            downloadAll: () => download({ type: 5 }),
          }}
        />
        <TagTable
          rows={data?.data ?? []}
          selected={selected}
          onSelect={setSelected}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(0);
          }}
          onPreview={setPreview}
        />
        <TablePagination
          component="div"
          count={data?.recordsFiltered ?? 0}
          page={page}
          onPageChange={(_, next) => {
            setPage(next);
            setSelected([]);
          }}
          rowsPerPage={perPage}
          rowsPerPageOptions={TAG_PAGE.perPageOptions}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </CardContent>
      <PromptDialog
        open={confirm !== null}
        title={confirm === 'reassignAll' ? 'app.tagStatus.reassignAll' : 'app.tagStatus.deassign'}
        message={translate(
          confirm === 'reassignAll' ? 'app.tagStatus.reassignAllConfirm' : 'app.tagStatus.deassignConfirm',
          {
            smart_count: selected.length,
            store: storeCode,
          },
        )}
        onYes={() => {
          const action = confirm;
          setConfirm(null);
          void (action === 'reassignAll' ? actions.reassignAll() : actions.deassign());
        }}
        onNo={() => setConfirm(null)}
      />
      {preview && (
        <TagPreviewDialog storeCode={storeCode} tagId={preview.tagId} open onClose={() => setPreview(null)} />
      )}
      {canWrite && (
        <AssignDialog
          storeCode={storeCode}
          open={assignOpen}
          onClose={() => setAssignOpen(false)}
          onAssigned={done}
        />
      )}
    </Card>
  );
}
