// The battery area (issue 27 §2): the store list and a store's tags, guarded by battery read.
import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const batteryArea: ConsoleArea = {
  routes: [
    { path: '/battery', page: lazy(() => import('./BatteryPage')), privilege: 'battery' },
    { path: '/battery/:storeCode', page: lazy(() => import('./BatteryStorePage')), privilege: 'battery' },
  ],
  menu: [
    {
      name: 'battery',
      label: 'app.menu.battery',
      icon: BatteryAlertIcon,
      path: '/battery',
      privilege: 'battery',
      order: 170,
    },
  ],
};
