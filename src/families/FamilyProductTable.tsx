// The family products of one store (doc 2 §2 "Product list of a store", its second table): rendered by the
// product list page under its product table. The table, its actions and modals are FamilyPanel.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FamilyPanel } from './FamilyPanel';

export function FamilyProductTable({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  return (
    <Card data-testid="family-product-table" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('app.families.storeTitle')}
        </Typography>
        <FamilyPanel storeCode={storeCode} />
      </CardContent>
    </Card>
  );
}
