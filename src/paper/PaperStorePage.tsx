// Paper store list (doc 2 §2 /paper): the schema list of `paperStore` (10 per page, filtered, sorted and paged by
// the server) or the map of the session's stores (layout registered in paperViews.tsx); a row opens the store's
// paper tasks; the toolbar links the upload history.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { paperTasksPath } from './api';
import './paperViews';

export default function PaperStorePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="paper-store-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.paper.title')}
        </Typography>
        <SchemaListView
          meta={resources.paperStore}
          onRowClick={(store) => navigate(paperTasksPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
