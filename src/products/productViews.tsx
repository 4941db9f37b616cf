// What the product table (schemas/product.schema.json x-list) plugs into the schema list by name: the product
// code opening the detail, the description column (the prInfo entry of the alias named Description, else 2,
// truncated to 80 characters, headed by that alias), the tag count opening the product tag list, the row actions
// (edit with product.write, else view; product image; the update history when the system configuration enables
// it), the toolbar and the modal's prInfo entries (x-widget prInfo). The page hands its state to them as a
// ProductPage.
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RowAction } from '../layout/tableParts';
import { truncateText } from '../layout/truncate';
import type { AliasEntry } from '../providers/sharedQueries';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerToolbarAction,
  registerWidget,
  type Row,
} from '../schema-views/registry';
import type { ProductListRow } from './api';
import type { ProductFormMode } from './ProductFormDialog';
import { descriptionIndex, prInfoLabel } from './productForm';
import { ProductInfoFields } from './ProductInfoFields';
import { ProductToolbar } from './ProductToolbar';

export type ProductModal =
  | { kind: 'form'; mode: ProductFormMode; row?: ProductListRow }
  | { kind: 'tags' | 'image'; row: ProductListRow }
  | { kind: 'led' | 'page' | 'delete' | 'removeUnused'; prCodes: string[] };

export interface ProductPage {
  storeCode: string;
  canWrite: boolean;
  canCommand: boolean;
  showHistory: boolean;
  aliases: AliasEntry[] | undefined;
  open: (modal: ProductModal) => void;
}

export function productHistoryPath(storeCode: string, prCode: string): string {
  return `/product/${encodeURIComponent(storeCode)}/${encodeURIComponent(prCode)}/update/history`;
}

const product = (record: Row) => record as unknown as ProductListRow;

function ProductCode({ record }: { record: Row }) {
  const page = useSchemaPage<ProductPage>();
  return (
    <MuiLink
      component="button"
      type="button"
      onClick={() => page.open({ kind: 'form', mode: 'view', row: product(record) })}
      data-testid="product-detail"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {product(record).prCode}
    </MuiLink>
  );
}

function Description({ record }: { record: Row }) {
  const { aliases } = useSchemaPage<ProductPage>();
  const text = product(record).prInfo?.[descriptionIndex(aliases)] ?? '';
  return (
    <span title={text} data-testid="product-description">
      {truncateText(text)}
    </span>
  );
}

function DescriptionHeader() {
  const { aliases } = useSchemaPage<ProductPage>();
  return <>{prInfoLabel(aliases, descriptionIndex(aliases))}</>;
}

function TagCount({ record }: { record: Row }) {
  const translate = useTranslate();
  const page = useSchemaPage<ProductPage>();
  const row = product(record);
  return (
    <Button
      size="small"
      onClick={() => page.open({ kind: 'tags', row })}
      data-testid="product-tag-count"
      aria-label={translate('app.products.tags.open', { prCode: row.prCode, smart_count: row.tagCount })}
    >
      {row.tagCount}
    </Button>
  );
}

function OpenAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const page = useSchemaPage<ProductPage>();
  const mode = page.canWrite ? 'edit' : 'view';
  return (
    <RowAction
      label={translate(page.canWrite ? 'app.products.edit' : 'app.products.view')}
      onClick={() => page.open({ kind: 'form', mode, row: product(record) })}
      data-testid={page.canWrite ? 'product-edit' : 'product-view'}
    >
      {page.canWrite ? <EditIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
    </RowAction>
  );
}

function ImageAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const page = useSchemaPage<ProductPage>();
  return (
    <RowAction
      label={translate('app.products.image.open')}
      onClick={() => page.open({ kind: 'image', row: product(record) })}
      data-testid="product-image-open"
    >
      <ImageIcon fontSize="small" />
    </RowAction>
  );
}

function HistoryAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const { showHistory } = useSchemaPage<ProductPage>();
  if (!showHistory) return null;
  const row = product(record);
  return (
    <RowAction
      label={translate('app.products.history')}
      to={productHistoryPath(row.storeCode, row.prCode)}
      data-testid="product-history"
    >
      <HistoryIcon fontSize="small" />
    </RowAction>
  );
}

registerCell('productDetail', { render: ({ record }) => <ProductCode record={record} /> });
registerCell('productDescription', {
  render: ({ record }) => <Description record={record} />,
  Header: DescriptionHeader,
});
registerCell('productTagCount', { render: ({ record }) => <TagCount record={record} />, align: 'right' });
registerRowAction('productOpen', OpenAction);
registerRowAction('productImage', ImageAction);
registerRowAction('productHistory', HistoryAction);
registerToolbarAction('productCommands', ProductToolbar);
registerWidget('prInfo', ({ name }, _operation, options = {}) => [
  <ProductInfoFields key={name} source={name} options={options} />,
]);
