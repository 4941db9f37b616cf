// The webhooks area (issue 35): /system/webhooks, the subscriptions, and /system/webhooks/:id, a subscription's
// deliveries; setting read to see, setting write to change.
import WebhookIcon from '@mui/icons-material/Webhook';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const webhooksArea: ConsoleArea = {
  routes: [
    { path: '/system/webhooks', page: lazy(() => import('./WebhookListPage')), privilege: 'setting' },
    {
      path: '/system/webhooks/:id',
      page: lazy(() => import('./WebhookDeliveriesPage')),
      privilege: 'setting',
    },
  ],
  menu: [
    {
      name: 'webhooks',
      label: 'app.menu.webhooks',
      icon: WebhookIcon,
      path: '/system/webhooks',
      privilege: 'setting',
      order: 285,
    },
  ],
};
