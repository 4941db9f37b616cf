// The label printing area (doc 2 §2): the store list and a store's print editor, guarded by product read
// (issue 13: printing needs product read).
import PrintIcon from '@mui/icons-material/Print';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const printArea: ConsoleArea = {
  routes: [
    { path: '/print', page: lazy(() => import('./PrintStorePage')), privilege: 'product' },
    { path: '/print/edit/:storeCode', page: lazy(() => import('./PrintEditorPage')), privilege: 'product' },
  ],
  menu: [
    {
      name: 'print',
      label: 'app.menu.print',
      icon: PrintIcon,
      path: '/print',
      privilege: 'product',
      order: 120,
    },
  ],
};
