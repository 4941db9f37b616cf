// Sensor status (doc 2 §2 /sensor): the schema list of `sensorStore` (10 per page, filtered, sorted and paged by
// the server) or the map of the session's stores with NORMAL / ALARM / OFFLINE toggles (its layout is registered
// in sensorViews.tsx); a row opens the store's sensors.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { sensorDetailPath } from './api';
import './sensorViews';

export default function SensorStatusPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid="sensor-status-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.sensors.title')}
        </Typography>
        <SchemaListView
          meta={resources.sensorStore}
          onRowClick={(store) => navigate(sensorDetailPath(String(store.storeCode)))}
        />
      </CardContent>
    </Card>
  );
}
