// Product list of a store (doc 2 §2, route /product/list/{storeCode}): the product table (25 per page, filtered,
// sorted and paged by the server) with its actions and modals, then the store's family products (slice B's
// FamilyProductTable). The table refreshes every 30 s, and right after each change. A failure to load the
// products or the alias configuration shows the 'Error' dialog, then logs out (doc 2 §8).
import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { can, canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useDownload } from '../downloads/useDownload';
import { FamilyProductTable } from '../families/FamilyProductTable';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PageHeader } from '../layout/PageHeader';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { PromptDialog } from '../login/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { getAliases, getLayoutNames, getProductStores, searchProducts, type ProductRow } from './api';
import { LedDialog } from './LedDialog';
import { PageChangeDialog } from './PageChangeDialog';
import {
  EMPTY_PRODUCT_FILTERS,
  ProductFilters,
  productFilterBody,
  type ProductFilterState,
} from './ProductFilters';
import { ProductFormDialog, type ProductFormMode } from './ProductFormDialog';
import { descriptionIndex, prInfoLabel } from './productForm';
import { ProductImageDialog } from './ProductImageDialog';
import { ProductTable, type ProductSort } from './ProductTable';
import { ProductTagListDialog } from './ProductTagListDialog';
import { ProductToolbar } from './ProductToolbar';
import { NO_ROW_SELECTED, useProductDeletes } from './useProductDeletes';

/** doc 2 §9: 25 per page */
export const PRODUCT_PAGE = { perPage: 25, perPageOptions: [10, 25, 50, 100] };
export const PRODUCT_REFRESH_MS = 30_000;

export default function ProductListPage() {
  const { storeCode = '' } = useParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return <ProductList storeCode={storeCode} />;
}

type Modal =
  | { kind: 'form'; mode: ProductFormMode; row?: ProductRow }
  | { kind: 'tags' | 'image'; row: ProductRow }
  | { kind: 'led' | 'page' };

function ProductList({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'product', 'write');
  const canCommand = can(permissions, 'tag', 'write');
  const showHistory = permissions?.systemConfig?.enableProductUpdateHistory !== false;
  const download = useDownload();
  const paging = usePaging(PRODUCT_PAGE.perPage);
  const [filters, setFiltersState] = useState<ProductFilterState>(EMPTY_PRODUCT_FILTERS);
  const [sort, setSort] = useState<ProductSort>({ column: 'prCode', dir: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<Modal | null>(null);
  const body = { start: paging.start, length: paging.length, order: [sort], ...productFilterBody(filters) };
  const { data, refetch } = usePageQuery({
    data: 'productList',
    queryKey: ['products', storeCode, body],
    queryFn: ({ signal }) => searchProducts(storeCode, body, signal),
    refetchInterval: PRODUCT_REFRESH_MS,
  });
  const { data: stores } = usePageQuery({
    queryKey: ['product', 'stores'],
    queryFn: ({ signal }) => getProductStores(signal),
  });
  const { data: aliases } = usePageQuery({
    data: 'aliasConfig',
    queryKey: ['config', 'alias'],
    queryFn: ({ signal }) => getAliases(signal),
  });
  const { data: layouts } = usePageQuery({
    queryKey: ['layout', 'names'],
    queryFn: ({ signal }) => getLayoutNames(signal),
  });
  const store = stores?.data.find((s) => s.storeCode === storeCode);
  const done = useCallback(() => {
    setSelected([]);
    void refetch();
  }, [refetch]);
  const deletes = useProductDeletes(storeCode, selected, done);
  const setFilters = useCallback(
    (next: ProductFilterState) => {
      setFiltersState(next);
      paging.setPage(0);
      setSelected([]);
    },
    // paging.setPage is a state setter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  /** LED and page change act on the selected rows */
  const command = (kind: 'led' | 'page') => {
    if (selected.length === 0) void showError(translate(NO_ROW_SELECTED));
    else setModal({ kind });
  };
  const descriptionAt = descriptionIndex(aliases?.data);
  return (
    <>
      <Card data-testid="product-list-page">
        <CardContent>
          <PageHeader
            back={{ to: '/product', label: translate('app.products.title') }}
            title={store?.storeName ? `${store.storeName} (${storeCode})` : storeCode}
            titleTestId="product-list-title"
          />
          <ProductFilters value={filters} onChange={setFilters} layouts={layouts?.data ?? []} />
          <ProductToolbar
            storeCode={storeCode}
            canWrite={canWrite}
            canCommand={canCommand}
            actions={{
              create: () => setModal({ kind: 'form', mode: 'create' }),
              remove: () => deletes.ask('delete'),
              removeUnused: () => deletes.ask('removeUnused'),
              led: () => command('led'),
              page: () => command('page'),
              download: () => download({ type: 4, storeCode, filter: productFilterBodyForDownload(filters) }),
            }}
          />
          <ProductTable
            rows={data?.data ?? []}
            selected={selected}
            onSelect={setSelected}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              paging.setPage(0);
            }}
            canWrite={canWrite}
            showHistory={showHistory}
            descriptionAt={descriptionAt}
            descriptionLabel={prInfoLabel(aliases?.data, descriptionAt)}
            actions={{
              edit: (row) => setModal({ kind: 'form', mode: 'edit', row }),
              detail: (row) => setModal({ kind: 'form', mode: 'view', row }),
              tags: (row) => setModal({ kind: 'tags', row }),
              image: (row) => setModal({ kind: 'image', row }),
            }}
          />
          <ServerPager
            paging={{
              ...paging,
              setPage: (next) => {
                paging.setPage(next);
                setSelected([]);
              },
            }}
            count={data?.recordsFiltered ?? 0}
            options={PRODUCT_PAGE.perPageOptions}
          />
        </CardContent>
      </Card>
      <FamilyProductTable storeCode={storeCode} />
      {modal?.kind === 'form' && (
        <ProductFormDialog
          storeCode={storeCode}
          mode={modal.mode}
          product={modal.row}
          onClose={() => setModal(null)}
          onSaved={done}
        />
      )}
      {modal?.kind === 'tags' && (
        <ProductTagListDialog
          storeCode={storeCode}
          prCode={modal.row.prCode}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'image' && (
        <ProductImageDialog
          storeCode={storeCode}
          prCode={modal.row.prCode}
          tagTypes={modal.row.tagType}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'led' && (
        <LedDialog storeCode={storeCode} prCodes={selected} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'page' && (
        <PageChangeDialog storeCode={storeCode} prCodes={selected} onClose={() => setModal(null)} />
      )}
      <PromptDialog
        open={deletes.asking !== null}
        title="app.products.areYouSure"
        message="app.products.cannotUndo"
        onYes={() => void deletes.run()}
        onNo={deletes.cancel}
      />
    </>
  );
}

/** the type 4 download's filter (docs/api.md "Downloads": prCode, prName contain, layoutId equals) */
function productFilterBodyForDownload(filters: ProductFilterState) {
  return {
    prCode: filters.prCode.trim() || undefined,
    prName: filters.prName.trim() || undefined,
    layoutId: filters.layoutId || undefined,
  };
}
