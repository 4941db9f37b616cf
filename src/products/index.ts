// The products area (doc 2 §2): the store list, a store's products, their update tasks and history, and the
// second codes, guarded by product read.
import InventoryIcon from '@mui/icons-material/Inventory2';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

const PRIVILEGE = 'product';

export const productsArea: ConsoleArea = {
  routes: [
    { path: '/product', page: lazy(() => import('./ProductStorePage')), privilege: PRIVILEGE },
    { path: '/product/list/:storeCode', page: lazy(() => import('./ProductListPage')), privilege: PRIVILEGE },
    {
      path: '/product/:storeCode/update/task/list',
      page: lazy(() => import('./ProductUpdateTaskListPage')),
      privilege: PRIVILEGE,
    },
    {
      path: '/product/:storeCode/:updateId/:taskId/update/task/detail',
      page: lazy(() => import('./ProductUpdateTaskDetailPage')),
      privilege: PRIVILEGE,
    },
    {
      path: '/product/:storeCode/:prCode/update/history',
      page: lazy(() => import('./ProductUpdateHistoryPage')),
      privilege: PRIVILEGE,
    },
    {
      path: '/product/secondCode/list',
      page: lazy(() => import('./SecondCodeListPage')),
      privilege: PRIVILEGE,
    },
  ],
  menu: [
    {
      name: 'products',
      label: 'app.menu.products',
      icon: InventoryIcon,
      path: '/product',
      privilege: PRIVILEGE,
      order: 80,
    },
    {
      name: 'secondCodes',
      label: 'app.menu.secondCodes',
      icon: QrCodeIcon,
      path: '/product/secondCode/list',
      privilege: PRIVILEGE,
      order: 110,
    },
  ],
};
