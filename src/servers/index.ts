// The servers area (doc 1 §2.5): the server list and one server's detail, guarded by server read.
import DnsIcon from '@mui/icons-material/Dns';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const serversArea: ConsoleArea = {
  routes: [
    { path: '/server', page: lazy(() => import('./ServerListPage')), privilege: 'server' },
    { path: '/server/detail/:serverId', page: lazy(() => import('./ServerDetailPage')), privilege: 'server' },
  ],
  menu: [
    {
      name: 'servers',
      label: 'app.menu.servers',
      icon: DnsIcon,
      path: '/server',
      privilege: 'server',
      order: 40,
    },
  ],
};
