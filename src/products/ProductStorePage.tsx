// Product store list (doc 2 §2, route /product): the session's stores with their product statistics, as a table
// (10 per page) or a map (list 15 per page: 15, 25, 50, 100, all); viewType in the URL as on the store screens.
// A store opens its product list.
import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { ProductStoreMapPanel } from './ProductStoreMapPanel';
import { ProductStoreTable } from './ProductStoreTable';

export function productListPath(storeCode: string): string {
  return `/product/list/${encodeURIComponent(storeCode)}`;
}

export default function ProductStorePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view = params.get('viewType') === 'map' ? 'map' : 'table';
  return (
    <Card data-testid="product-store-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('app.products.title')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: string | null) => next && setParams({ viewType: next }, { replace: true })}
          >
            <ToggleButton value="table" data-testid="view-table">
              <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.tableView')}
            </ToggleButton>
            <ToggleButton value="map" data-testid="view-map">
              <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.mapView')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box>{view === 'map' ? <ProductStoreMapPanel /> : <ProductStoreTable />}</Box>
      </CardContent>
    </Card>
  );
}
