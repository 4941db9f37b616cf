// Product store list (doc 2 §2, route /product): the schema list `productStore` (10 per page, filtered, sorted
// and paged by the server, refreshed every 60 s; a row opens the store's product list) or the map of the
// session's stores (list 15 per page: 15, 25, 50, 100, all), viewType in the URL as on the store screens (the
// table/map layout is registered in productStoreViews.tsx).
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { productListPath } from './productStoreViews';

const meta = resources.productStore;

export default function ProductStorePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="product-store-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.products.title')}
        </Typography>
        <SchemaListView
          meta={meta}
          onRowClick={(store) => navigate(productListPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
