// A family product table with its actions (doc 2 §2): one store's families (the second table of
// /product/list/{storeCode}) or, without a store, the shared list of every store of the session (/family-product).
// Server paging (25 per page), filters and sort; create, delete selected ('Are you sure?' / 'You cannot undo
// this action.'; 'No row selected. Please select one or more rows.') and upload with product.write; each row
// opens the family modal (edit with product.write, view otherwise).
import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { PromptDialog } from '../login/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { useLayoutNames } from '../providers/sharedQueries';
import { searchFamilies, type FamilyRow, type SaveAnswer } from './api';
import {
  EMPTY_FAMILY_FILTERS,
  FamilyFilters,
  familyFilterBody,
  type FamilyFilterState,
} from './FamilyFilters';
import { FamilyFormDialog, type FamilyFormMode } from './FamilyFormDialog';
import { FamilyImportDialog } from './FamilyImportDialog';
import { familyItemCount } from '../domain/familyRules';
import { familyKey, FamilyTable, type FamilySort } from './FamilyTable';
import { useFamilyDelete } from './useFamilyDelete';

/** doc 2 §9: 25 per page */
export const FAMILY_PAGE = { perPage: 25, perPageOptions: [10, 25, 50, 100] };

type Form = { mode: FamilyFormMode; family: FamilyRow | null };

export function FamilyPanel({ storeCode }: { storeCode?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'product', 'write');
  const itemCount = familyItemCount(permissions?.systemConfig);
  const stores = storeCode ? [storeCode] : (permissions?.store ?? []);
  const paging = usePaging(FAMILY_PAGE.perPage);
  const [filters, setFiltersState] = useState<FamilyFilterState>(EMPTY_FAMILY_FILTERS);
  const [sort, setSort] = useState<FamilySort>({ column: 'fmPrCode', dir: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const [form, setForm] = useState<Form | null>(null);
  const [importing, setImporting] = useState(false);
  const body = { start: paging.start, length: paging.length, order: [sort], ...familyFilterBody(filters) };
  const { data, refetch } = usePageQuery({
    queryKey: ['families', storeCode ?? '', body],
    queryFn: ({ signal }) => searchFamilies(storeCode, body, signal),
  });
  const layouts = useLayoutNames();
  const rows = data?.data ?? [];
  const refresh = () => {
    setSelected([]);
    void refetch();
  };
  const remove = useFamilyDelete(
    rows.filter((row) => selected.includes(familyKey(row))),
    refresh,
  );
  const reset = (next: () => void) => {
    next();
    paging.setPage(0);
    setSelected([]);
  };
  const saved = (answer: SaveAnswer | null) => {
    notify('app.families.saved', { type: 'success', messageArgs: { smart_count: answer?.tagCount ?? 0 } });
    setForm(null);
    refresh();
  };
  return (
    <Stack data-testid={storeCode ? 'family-panel' : 'family-shared-panel'}>
      <FamilyFilters
        value={filters}
        onChange={(next) => reset(() => setFiltersState(next))}
        layouts={layouts}
        stores={storeCode ? undefined : stores}
      />
      {canWrite && (
        <Stack direction="row" spacing={1} sx={{ mb: 1.5 }} data-testid="family-toolbar">
          <Button
            size="small"
            variant="contained"
            onClick={() => setForm({ mode: 'create', family: null })}
            data-testid="family-create"
          >
            {translate('app.families.create')}
          </Button>
          <Button size="small" variant="outlined" onClick={remove.ask} data-testid="family-delete">
            {translate('app.families.delete')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setImporting(true)}
            data-testid="family-upload"
          >
            {translate('app.families.upload')}
          </Button>
        </Stack>
      )}
      <FamilyTable
        rows={rows}
        shared={!storeCode}
        canWrite={canWrite}
        layouts={layouts}
        selected={selected}
        onSelect={setSelected}
        sort={sort}
        onSort={(next) => reset(() => setSort(next))}
        onOpen={(family) => setForm({ mode: canWrite ? 'edit' : 'view', family })}
      />
      <ServerPager
        paging={{
          ...paging,
          setPage: (page) => {
            paging.setPage(page);
            setSelected([]);
          },
        }}
        count={data?.recordsFiltered ?? 0}
        options={FAMILY_PAGE.perPageOptions}
      />
      <PromptDialog
        open={remove.confirming}
        title="app.families.confirmTitle"
        message="app.families.confirmMessage"
        onYes={() => void remove.confirm()}
        onNo={remove.cancel}
      />
      {form && (
        <FamilyFormDialog
          mode={form.mode}
          family={form.family}
          storeCode={storeCode}
          stores={stores}
          itemCount={itemCount}
          layouts={layouts}
          onClose={() => setForm(null)}
          onSaved={saved}
        />
      )}
      {importing && (
        <FamilyImportDialog
          storeCode={storeCode}
          stores={stores}
          itemCount={itemCount}
          onClose={() => setImporting(false)}
          onImported={refresh}
        />
      )}
    </Stack>
  );
}
