// The members area (doc 1 §2.9): react-admin's `members` resource, its list generated from the schema and
// guarded by the member privilege.
import GroupIcon from '@mui/icons-material/Group';
import { lazy } from 'react';
import { guarded } from '../auth/RequirePrivilege';
import { resources } from '../../domain/generated/resources';
import type { ConsoleArea } from '../shared/consoleArea';

const meta = resources.members;

export const membersArea: ConsoleArea = {
  routes: [],
  resources: [
    {
      name: meta.name,
      list: guarded(
        meta.privilege,
        lazy(() => import('./MemberList')),
      ),
      icon: GroupIcon,
      recordRepresentation: 'email',
    },
  ],
  menu: [
    {
      name: 'members',
      label: 'app.menu.members',
      icon: GroupIcon,
      path: `/${meta.name}`,
      privilege: meta.privilege,
      order: 210,
    },
  ],
};
