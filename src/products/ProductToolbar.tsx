// The action buttons of the product list (doc 2 §2), the registered toolbar action `productCommands`: create,
// delete, remove unused (product.write); LED and page change (tag.write: they are tag commands) on the selected
// rows ('No row selected. Please select one or more rows.' without one; remove unused takes every product when
// none is selected); the filtered product file download (type 4) and the link to the store's update tasks.
import DownloadIcon from '@mui/icons-material/Download';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useDownload } from '../downloads/useDownload';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import type { ProductPage } from './productViews';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

export function ProductToolbar() {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const download = useDownload();
  const { storeCode, canWrite, canCommand, open } = useSchemaPage<ProductPage>();
  const { selectedIds, data, filterValues } = useListContext<{ id: string; prCode: string }>();
  const prCodes = (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => r.prCode);
  const onSelected = (kind: 'led' | 'page' | 'delete') => () => {
    if (prCodes.length === 0) void showError(translate(NO_ROW_SELECTED));
    else open({ kind, prCodes });
  };
  const button = (key: string, onClick: () => void, testId: string) => (
    <Button size="small" variant="outlined" onClick={onClick} data-testid={testId}>
      {translate(key)}
    </Button>
  );
  return (
    <>
      {canWrite && (
        <>
          <Button
            size="small"
            variant="contained"
            onClick={() => open({ kind: 'form', mode: 'create' })}
            data-testid="product-create"
          >
            {translate('app.products.create')}
          </Button>
          {button('app.products.delete', onSelected('delete'), 'product-delete')}
          {button(
            'app.products.removeUnused',
            () => open({ kind: 'removeUnused', prCodes }),
            'product-remove-unused',
          )}
        </>
      )}
      {canCommand && (
        <>
          {button('app.products.led.open', onSelected('led'), 'product-led')}
          {button('app.products.page.open', onSelected('page'), 'product-page')}
        </>
      )}
      <Button
        size="small"
        startIcon={<ListAltIcon />}
        component={Link}
        to={`/product/${encodeURIComponent(storeCode)}/update/task/list`}
        data-testid="product-update-tasks"
        sx={{ ml: 'auto' }}
      >
        {translate('app.products.updateTasks')}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        // the type 4 download's filter (docs/api.md "Downloads": prCode, prName contain, layoutId equals)
        onClick={() => download({ type: 4, storeCode, filter: filterValues })}
        data-testid="product-download"
      >
        {translate('app.products.download')}
      </Button>
    </>
  );
}
