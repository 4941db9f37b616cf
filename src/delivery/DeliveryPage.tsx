// Delivery service levels (issue 27 §1, /delivery): the schema list of `deliveryStore` (today's p95, success rate
// within the target, target met or missed, trend against yesterday; filtered, sorted and paged by the server) or
// the map of the session's stores coloured by the target (its layout is registered in deliveryViews.tsx); a row
// opens the store's detail; the CSV button downloads today's figures of every store.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { CsvButton } from '../shared/CsvButton';
import { deliveryDetailPath, downloadDeliveryCsv } from './api';
import './deliveryViews';

export default function DeliveryPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="delivery-page">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('app.delivery.title')}
          </Typography>
          <CsvButton testId="delivery-csv" download={downloadDeliveryCsv} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.delivery.intro')}
        </Typography>
        <SchemaListView
          meta={resources.deliveryStore}
          onRowClick={(store) => navigate(deliveryDetailPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
