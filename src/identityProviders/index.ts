// The identity providers area (issue 36): /system/identity-providers, single sign-on's providers, role 0 only
// (the server refuses everyone else; the sidebar shows the entry to role 0 alone).
import LoginIcon from '@mui/icons-material/Login';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

const PATH = '/system/identity-providers';

export const identityProvidersArea: ConsoleArea = {
  routes: [
    {
      path: '/system/identity-providers',
      page: lazy(() => import('./IdentityProvidersPage')),
      privilege: 'setting',
    },
  ],
  menu: [
    {
      name: 'identityProviders',
      label: 'app.menu.identityProviders',
      icon: LoginIcon,
      path: PATH,
      privilege: 'setting',
      order: 287,
      superOnly: true,
    },
  ],
};
