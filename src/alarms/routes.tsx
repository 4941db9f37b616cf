// The routes of the alarms area, for src/App.tsx: /alarm/history and /alarm/notification (alarm read),
// /alarm/mail-outbox (role 0). The SMTP settings are a section of /setting/server-config (src/settings).
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const AlarmHistoryPage = guarded(
  'alarm',
  lazy(() => import('./AlarmHistoryPage')),
);
const AlarmNotificationPage = guarded(
  'alarm',
  lazy(() => import('./AlarmNotificationPage')),
);
const MailOutboxPage = guarded(
  'setting',
  lazy(() => import('./MailOutboxPage')),
);

export function alarmRoutes(): ReactElement[] {
  return [
    <Route key="alarm-history" path="/alarm/history" element={<AlarmHistoryPage />} />,
    <Route key="alarm-notification" path="/alarm/notification" element={<AlarmNotificationPage />} />,
    <Route key="mail-outbox" path="/alarm/mail-outbox" element={<MailOutboxPage />} />,
  ];
}
