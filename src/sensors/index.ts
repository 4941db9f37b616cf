// The sensors area (doc 2 §2): the store list, a store's sensors, a sensor's alarms and history, guarded by
// sensor read.
import SensorsIcon from '@mui/icons-material/Sensors';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const sensorsArea: ConsoleArea = {
  routes: [
    { path: '/sensor', page: lazy(() => import('./SensorStatusPage')), privilege: 'sensor' },
    {
      path: '/sensor/detail/:storeCode',
      page: lazy(() => import('./SensorDetailPage')),
      privilege: 'sensor',
    },
    {
      path: '/sensor/:storeCode/:sensorMac/alarm/history',
      page: lazy(() => import('./SensorAlarmHistoryPage')),
      privilege: 'sensor',
    },
    {
      path: '/sensor/:storeCode/:sensorMac/history',
      page: lazy(() => import('./SensorHistoryPage')),
      privilege: 'sensor',
    },
  ],
  menu: [
    {
      name: 'sensors',
      label: 'app.menu.sensors',
      icon: SensorsIcon,
      path: '/sensor',
      privilege: 'sensor',
      order: 70,
    },
  ],
};
