// The routes of the sensor screens (doc 2 §2), for src/App.tsx; each page is guarded by the sensor privilege.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const SensorStatusPage = guarded(
  'sensor',
  lazy(() => import('./SensorStatusPage')),
);
const SensorDetailPage = guarded(
  'sensor',
  lazy(() => import('./SensorDetailPage')),
);
const SensorAlarmHistoryPage = guarded(
  'sensor',
  lazy(() => import('./SensorAlarmHistoryPage')),
);
const SensorHistoryPage = guarded(
  'sensor',
  lazy(() => import('./SensorHistoryPage')),
);

export function sensorRoutes(): ReactElement[] {
  return [
    <Route key="sensor" path="/sensor" element={<SensorStatusPage />} />,
    <Route key="sensor-detail" path="/sensor/detail/:storeCode" element={<SensorDetailPage />} />,
    <Route
      key="sensor-alarm"
      path="/sensor/:storeCode/:sensorMac/alarm/history"
      element={<SensorAlarmHistoryPage />}
    />,
    <Route
      key="sensor-history"
      path="/sensor/:storeCode/:sensorMac/history"
      element={<SensorHistoryPage />}
    />,
  ];
}
