// The stores area (doc 1 §2.6): the store list, a store's gateways and one gateway, guarded by store read.
import StoreIcon from '@mui/icons-material/Store';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const storesArea: ConsoleArea = {
  routes: [
    { path: '/store', page: lazy(() => import('./StoreStatusPage')), privilege: 'store' },
    { path: '/store/detail/:storeCode', page: lazy(() => import('./StoreDetailPage')), privilege: 'store' },
    {
      path: '/store/:storeCode/gw/:gwMac',
      page: lazy(() => import('./GatewayDetailPage')),
      privilege: 'store',
    },
  ],
  menu: [
    {
      name: 'stores',
      label: 'app.menu.stores',
      icon: StoreIcon,
      path: '/store',
      privilege: 'store',
      order: 50,
    },
  ],
};
