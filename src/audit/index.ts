// The audit log area (issue 36): /system/audit, in the sidebar after API tokens, behind the privilege `audit`
// (read only: nobody changes the log).
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';
import { resources } from '../../domain/generated/resources';
import type { ConsoleArea } from '../shared/consoleArea';

const PATH = '/system/audit';
const privilege = resources.auditLog.privilege;

export const auditArea: ConsoleArea = {
  routes: [{ path: '/system/audit', page: lazy(() => import('./AuditLogPage')), privilege }],
  menu: [
    {
      name: 'auditLog',
      label: 'app.menu.auditLog',
      icon: ManageSearchIcon,
      path: PATH,
      privilege,
      order: 216,
    },
  ],
};
