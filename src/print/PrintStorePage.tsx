// Print store list (doc 2 §2 /print, §9: 10 per page): the schema list `printStore` (the session's stores with
// their product counts, paged, filtered and sorted by the server); a row opens the store's print editor.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';

export function printEditorPath(storeCode: string): string {
  return `/print/edit/${encodeURIComponent(storeCode)}`;
}

export default function PrintStorePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="print-store-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.print.title')}
        </Typography>
        <SchemaListView
          meta={resources.printStore}
          onRowClick={(store) => navigate(printEditorPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
