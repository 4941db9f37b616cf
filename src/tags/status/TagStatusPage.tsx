// Tag status (doc 1 §2.8, route /tag): the schema list `tagStore` (the session's stores with their store tag
// stats, 10 per page, filtered, sorted and paged by the server, refreshed every 30 s; a row opens the store's tag
// detail) or the map of the session's stores by their tag status, viewType in the URL as on the other store
// lists (the table/map layout, the counters and the availability button are registered in tagStoreViews.tsx).
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../../domain/generated/resources';
import { SchemaListView } from '../../schema-views/list/SchemaListView';
import { tagDetailPath } from './tagStoreViews';

const meta = resources.tagStore;

export default function TagStatusPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="tag-status-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.tagStatus.title')}
        </Typography>
        <SchemaListView
          meta={meta}
          onRowClick={(store) => navigate(tagDetailPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
