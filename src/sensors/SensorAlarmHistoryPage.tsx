// Sensor alarm history (doc 2 §2 /sensor/{storeCode}/{sensorMac}/alarm/history): the schema list of the sensor's
// alarms (alarmTime, alarmType) with the date range filter, newest first.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SensorHeader } from './SensorHeader';
import { useStoreLabel } from '../layout/useStoreLabel';
import { SENSOR_STORES } from './api';

export default function SensorAlarmHistoryPage() {
  const translate = useTranslate();
  const { storeCode = '', sensorMac = '' } = useParams();
  const store = useStoreLabel(storeCode, SENSOR_STORES);
  return (
    <Card data-testid="sensor-alarm-page">
      <CardContent>
        <SensorHeader storeCode={storeCode} title={translate('app.sensors.alarmTitle')} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.sensors.sensorLine', { sensorMac, storeCode: store })}
        </Typography>
        <SchemaListView meta={resources.sensorAlarm} params={{ storeCode, sensorMac }} />
      </CardContent>
    </Card>
  );
}
