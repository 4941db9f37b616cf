// The dashboard area (doc 1 §2.3): /dashboard, the landing page (its data starts with the sign-in: prefetch.tsx).
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ConsoleArea } from '../shared/consoleArea';
import { DashboardPage } from './prefetch';

export const dashboardArea: ConsoleArea = {
  routes: [{ path: '/dashboard', page: DashboardPage, privilege: 'dashboard' }],
  menu: [
    {
      name: 'dashboard',
      label: 'app.menu.dashboard',
      icon: DashboardIcon,
      path: '/dashboard',
      privilege: 'dashboard',
      order: 10,
    },
  ],
};
