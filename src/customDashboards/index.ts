// The custom dashboards area (issue 26): the list and one dashboard, guarded by the custom_dashboard privilege.
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';
import { DashboardRoute } from './routes';

const PRIVILEGE = 'custom_dashboard';

export const customDashboardsArea: ConsoleArea = {
  routes: [
    { path: '/dashboards', page: lazy(() => import('./CustomDashboardsList')), privilege: PRIVILEGE },
    { path: '/dashboards/:id', page: DashboardRoute, privilege: PRIVILEGE },
  ],
  menu: [
    {
      name: 'customDashboards',
      label: 'app.menu.customDashboards',
      icon: DashboardCustomizeIcon,
      path: '/dashboards',
      privilege: PRIVILEGE,
      order: 20,
    },
  ],
};
