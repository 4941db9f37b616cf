// The delivery area (issue 27 §1): the store list and a store's deliveries, guarded by delivery read.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const deliveryArea: ConsoleArea = {
  routes: [
    { path: '/delivery', page: lazy(() => import('./DeliveryPage')), privilege: 'delivery' },
    { path: '/delivery/:storeCode', page: lazy(() => import('./DeliveryStorePage')), privilege: 'delivery' },
  ],
  menu: [
    {
      name: 'delivery',
      label: 'app.menu.delivery',
      icon: LocalShippingIcon,
      path: '/delivery',
      privilege: 'delivery',
      order: 160,
    },
  ],
};
