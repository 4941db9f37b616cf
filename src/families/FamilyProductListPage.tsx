// /family-product (doc 2 §2): the shared family product list, the families of every store of the session with
// their store, a store filter, and create, edit, delete and CSV/TXT import (the store chosen in the modals).
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FamilyPanel } from './FamilyPanel';

export default function FamilyProductListPage() {
  const translate = useTranslate();
  return (
    <Card data-testid="family-product-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.menu.familyProducts')}
        </Typography>
        <FamilyPanel />
      </CardContent>
    </Card>
  );
}
