// The roles area (doc 1 §2.10): react-admin's `roles` resource, its list generated from the schema and guarded
// by the role privilege.
import SecurityIcon from '@mui/icons-material/Security';
import { lazy } from 'react';
import { guarded } from '../auth/RequirePrivilege';
import { resources } from '../../domain/generated/resources';
import type { ConsoleArea } from '../shared/consoleArea';

const meta = resources.roles;

export const rolesArea: ConsoleArea = {
  routes: [],
  resources: [
    {
      name: meta.name,
      list: guarded(
        meta.privilege,
        lazy(() => import('./RoleList')),
      ),
      icon: SecurityIcon,
      recordRepresentation: 'name',
    },
  ],
  menu: [
    {
      name: 'roles',
      label: 'app.menu.roles',
      icon: SecurityIcon,
      path: `/${meta.name}`,
      privilege: meta.privilege,
      order: 220,
    },
  ],
};
