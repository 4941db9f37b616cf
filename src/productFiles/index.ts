// The product file uploads area (slice D): the upload history and one upload's detail, guarded by product read.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const productFilesArea: ConsoleArea = {
  routes: [
    {
      path: '/product/file/upload/history',
      page: lazy(() => import('./UploadHistoryPage')),
      privilege: 'product',
    },
    {
      path: '/product/file/upload/history/detail/:historyId',
      page: lazy(() => import('./UploadDetailPage')),
      privilege: 'product',
    },
  ],
  menu: [
    {
      name: 'productUploads',
      label: 'app.menu.productUploads',
      icon: UploadFileIcon,
      path: '/product/file/upload/history',
      privilege: 'product',
      order: 100,
    },
  ],
};
