// The action buttons of the product list (doc 2 §2): create, delete, remove unused (product.write); LED and page
// change (tag.write: they are tag commands); the filtered product file download (type 4) and the link to the
// store's update tasks for every reader.
import DownloadIcon from '@mui/icons-material/Download';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

export interface ProductToolbarActions {
  create: () => void;
  remove: () => void;
  removeUnused: () => void;
  led: () => void;
  page: () => void;
  download: () => void;
}

export function ProductToolbar({
  storeCode,
  canWrite,
  canCommand,
  actions,
}: {
  storeCode: string;
  canWrite: boolean;
  canCommand: boolean;
  actions: ProductToolbarActions;
}) {
  const translate = useTranslate();
  const button = (key: string, onClick: () => void, testId: string) => (
    <Button size="small" variant="outlined" onClick={onClick} data-testid={testId}>
      {translate(key)}
    </Button>
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 1.5 }}
      data-testid="product-toolbar"
    >
      {canWrite && (
        <>
          <Button size="small" variant="contained" onClick={actions.create} data-testid="product-create">
            {translate('app.products.create')}
          </Button>
          {button('app.products.delete', actions.remove, 'product-delete')}
          {button('app.products.removeUnused', actions.removeUnused, 'product-remove-unused')}
        </>
      )}
      {canCommand && (
        <>
          {button('app.products.led.open', actions.led, 'product-led')}
          {button('app.products.page.open', actions.page, 'product-page')}
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
        onClick={actions.download}
        data-testid="product-download"
      >
        {translate('app.products.download')}
      </Button>
    </Stack>
  );
}
