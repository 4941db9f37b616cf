// Product list of a store (doc 2 §2, route /product/list/{storeCode}): the schema list of `product` (25 per page,
// filtered, sorted and paged by the server, refreshed every 30 s and right after each change; its columns,
// filters, actions and toolbar are registered in productViews.tsx) with its modals, then the store's family
// products. A failure to load the products or the alias configuration shows the 'Error' dialog, then logs out
// (doc 2 §8).
import { Card, CardContent } from '@mui/material';
import { useRefresh, useTranslate, useUnselectAll } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { FamilyProductTable } from '../families/FamilyProductTable';
import { resources } from '../../domain/generated/resources';
import { PageHeader } from '../layout/PageHeader';
import { PromptDialog } from '../shared/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { useAliases } from '../providers/sharedQueries';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { listStoreKey } from '../schema-views/list/useSchemaList';
import { productStoreKeys, productStoreCalls } from '../generated/client';
import { LedDialog } from './LedDialog';
import { PageChangeDialog } from './PageChangeDialog';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductImageDialog } from './ProductImageDialog';
import { ProductTagListDialog } from './ProductTagListDialog';
import { useProductDeletes } from './useProductDeletes';
import './productViews';
import type { ProductModal, ProductPage } from './productViews';
import { storeLabel } from '../../domain/storeLabel';

const meta = resources.product;

export default function ProductListPage() {
  const { storeCode = '' } = useParams();
  return <ProductList key={storeCode} storeCode={storeCode} />;
}

function ProductList({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(meta.name, listStoreKey(meta, { storeCode }));
  const { permissions } = useAppPermissions();
  const [modal, setModal] = useState<ProductModal | null>(null);
  const aliases = useAliases({ critical: true });
  const { data: stores } = usePageQuery({
    queryKey: productStoreKeys.list(),
    queryFn: ({ signal }) => productStoreCalls.list({ signal }),
  });
  const store = stores?.data.find((s) => s.storeCode === storeCode);
  const done = () => {
    unselectAll();
    refresh();
  };
  const remove = useProductDeletes(storeCode, done);
  const page: ProductPage = {
    storeCode,
    canWrite: can(permissions, 'product', 'write'),
    canCommand: can(permissions, 'tag', 'write'),
    showHistory: permissions?.systemConfig?.enableProductUpdateHistory !== false,
    aliases,
    open: setModal,
  };
  const close = () => setModal(null);
  return (
    <>
      <Card data-testid="product-list-page">
        <CardContent>
          <PageHeader
            back={{ to: '/product', label: translate('app.products.title') }}
            title={storeLabel(storeCode, store?.storeName)}
            titleTestId="product-list-title"
          />
          <SchemaPage value={page}>
            <SchemaListView meta={meta} params={{ storeCode }} critical />
          </SchemaPage>
        </CardContent>
      </Card>
      <FamilyProductTable storeCode={storeCode} />
      {modal?.kind === 'form' && (
        <ProductFormDialog
          storeCode={storeCode}
          mode={modal.mode}
          product={modal.row}
          onClose={close}
          onSaved={done}
        />
      )}
      {modal?.kind === 'tags' && (
        <ProductTagListDialog storeCode={storeCode} prCode={modal.row.prCode} onClose={close} />
      )}
      {modal?.kind === 'image' && (
        <ProductImageDialog
          storeCode={storeCode}
          prCode={modal.row.prCode}
          tagTypes={modal.row.tagType}
          onClose={close}
        />
      )}
      {modal?.kind === 'led' && <LedDialog storeCode={storeCode} prCodes={modal.prCodes} onClose={close} />}
      {modal?.kind === 'page' && (
        <PageChangeDialog storeCode={storeCode} prCodes={modal.prCodes} onClose={close} />
      )}
      <PromptDialog
        open={modal?.kind === 'delete' || modal?.kind === 'removeUnused'}
        title="app.products.areYouSure"
        message="app.products.cannotUndo"
        onYes={() => {
          if (modal?.kind === 'delete' || modal?.kind === 'removeUnused')
            void remove(modal.kind, modal.prCodes);
          close();
        }}
        onNo={close}
      />
    </>
  );
}
