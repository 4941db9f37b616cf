// The API tokens area (issue 35): /system/api-tokens, in the sidebar after Members, behind member read (its
// actions ask member write).
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { lazy } from 'react';
import { resources } from '../../domain/generated/resources';
import type { ConsoleArea } from '../shared/consoleArea';

const PATH = '/system/api-tokens';
const privilege = resources.apiTokens.privilege;

export const apiTokensArea: ConsoleArea = {
  routes: [{ path: '/system/api-tokens', page: lazy(() => import('./ApiTokensPage')), privilege }],
  menu: [
    {
      name: 'apiTokens',
      label: 'app.menu.apiTokens',
      icon: VpnKeyIcon,
      path: PATH,
      privilege,
      order: 215,
    },
  ],
};
