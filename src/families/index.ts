// The family products area (slice B): /family-product, guarded by product read.
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const familiesArea: ConsoleArea = {
  routes: [
    { path: '/family-product', page: lazy(() => import('./FamilyProductListPage')), privilege: 'product' },
  ],
  menu: [
    {
      name: 'familyProducts',
      label: 'app.menu.familyProducts',
      icon: WorkspacesIcon,
      path: '/family-product',
      privilege: 'product',
      order: 90,
    },
  ],
};
