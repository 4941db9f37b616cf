// The alarms area: /alarm/history and /alarm/notification (alarm read), /alarm/mail-outbox (role 0, setting
// read). The SMTP settings are a section of /setting/server-config (src/settings).
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const alarmsArea: ConsoleArea = {
  routes: [
    { path: '/alarm/history', page: lazy(() => import('./AlarmHistoryPage')), privilege: 'alarm' },
    { path: '/alarm/notification', page: lazy(() => import('./AlarmNotificationPage')), privilege: 'alarm' },
    { path: '/alarm/mail-outbox', page: lazy(() => import('./MailOutboxPage')), privilege: 'setting' },
  ],
  menu: [
    {
      name: 'alarmHistory',
      label: 'app.menu.alarmHistory',
      icon: HistoryIcon,
      path: '/alarm/history',
      privilege: 'alarm',
      order: 180,
    },
    {
      name: 'alarmNotification',
      label: 'app.menu.alarmNotification',
      icon: NotificationsActiveIcon,
      path: '/alarm/notification',
      privilege: 'alarm',
      order: 190,
    },
    {
      name: 'mailOutbox',
      label: 'app.menu.mailOutbox',
      icon: MailIcon,
      path: '/alarm/mail-outbox',
      privilege: 'setting',
      order: 200,
      superOnly: true,
    },
  ],
};
