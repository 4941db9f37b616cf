// The paper label area (doc 2 §2): the store list, the upload history and detail, a store's paper tasks,
// guarded by paper read.
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const paperArea: ConsoleArea = {
  routes: [
    { path: '/paper', page: lazy(() => import('./PaperStorePage')), privilege: 'paper' },
    {
      path: '/paper/upload/history',
      page: lazy(() => import('./PaperUploadHistoryPage')),
      privilege: 'paper',
    },
    {
      path: '/paper/upload/history/detail/:historyId',
      page: lazy(() => import('./PaperUploadDetailPage')),
      privilege: 'paper',
    },
    { path: '/paper/task/:storeCode', page: lazy(() => import('./PaperTaskListPage')), privilege: 'paper' },
    {
      path: '/paper/task/:storeCode/:taskId',
      page: lazy(() => import('./PaperTaskDetailPage')),
      privilege: 'paper',
    },
  ],
  menu: [
    {
      name: 'paper',
      label: 'app.menu.paper',
      icon: ReceiptIcon,
      path: '/paper',
      privilege: 'paper',
      order: 130,
    },
    {
      name: 'paperUploads',
      label: 'app.menu.paperUploads',
      icon: ReceiptLongIcon,
      path: '/paper/upload/history',
      privilege: 'paper',
      order: 140,
    },
  ],
};
