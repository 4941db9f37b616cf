// Sensor detail (doc 2 §2 /sensor/detail/{storeCode}): the schema list of the store's sensors
// (POST /status/store/{code}/sensor/search, 25 per page), each linking to its alarm history and sensing history.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import './sensorViews';
import { useStoreLabel } from '../layout/useStoreLabel';
import { SENSOR_STORES } from './api';

export default function SensorDetailPage() {
  const translate = useTranslate();
  const { storeCode = '' } = useParams();
  const store = useStoreLabel(storeCode, SENSOR_STORES);
  return (
    <Card data-testid="sensor-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to="/sensor" startIcon={<ArrowBackIcon />}>
            {translate('app.sensors.back')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.sensors.detailTitle', { storeCode: store })}
          </Typography>
        </Stack>
        <SchemaListView meta={resources.sensor} params={{ storeCode }} />
      </CardContent>
    </Card>
  );
}
