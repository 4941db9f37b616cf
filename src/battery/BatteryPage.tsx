// Battery replacement forecast (issue 27 §2, /battery): the schema list of `batteryStore` (per store, the tags whose
// battery is due this week, next week and this month, the ones already low or with too few readings; filtered,
// sorted and paged by the server); a row opens the store's list; the CSV button downloads every store's counts.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { CsvButton } from '../shared/CsvButton';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { batteryDetailPath, downloadBatteryStoresCsv, LOW_BATTERY } from './api';
import './batteryViews';

export default function BatteryPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="battery-page">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('app.battery.title')}
          </Typography>
          <CsvButton testId="battery-csv" download={downloadBatteryStoresCsv} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.battery.intro', { threshold: LOW_BATTERY })}
        </Typography>
        <SchemaListView
          meta={resources.batteryStore}
          onRowClick={(store) => navigate(batteryDetailPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
