// The heading of a sensor's pages: back to the store's sensors, the title, and the other page of the sensor.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { sensorDetailPath } from './api';
import { useStoreLabel } from '../layout/useStoreLabel';
import { SENSOR_STORES } from './api';

export function SensorHeader({ storeCode, title }: { storeCode: string; title: string }) {
  const translate = useTranslate();
  const store = useStoreLabel(storeCode, SENSOR_STORES);
  return (
    <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
      <Button component={Link} to={sensorDetailPath(storeCode)} startIcon={<ArrowBackIcon />}>
        {translate('app.sensors.backToStore', { storeCode: store })}
      </Button>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
    </Stack>
  );
}
