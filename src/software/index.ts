// The software area (doc 3 §2 Software): /sw-upgrade, guarded by the app file resource's privilege (setting:
// the server's guard of every software call, docs/api.md 'Software upgrade').
import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt';
import { lazy } from 'react';
import { resources } from '../../domain/generated/resources';
import type { ConsoleArea } from '../shared/consoleArea';

const PRIVILEGE = resources.appFile.privilege;

export const softwareArea: ConsoleArea = {
  routes: [{ path: '/sw-upgrade', page: lazy(() => import('./SoftwarePage')), privilege: PRIVILEGE }],
  menu: [
    {
      name: 'software',
      label: 'app.menu.software',
      icon: SystemUpdateIcon,
      path: '/sw-upgrade',
      privilege: PRIVILEGE,
      order: 230,
    },
  ],
};
