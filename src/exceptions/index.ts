// The exceptions area (doc 1 §2.4): /exceptions, the tags in trouble, guarded by tag read.
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const exceptionsArea: ConsoleArea = {
  routes: [{ path: '/exceptions', page: lazy(() => import('./ExceptionsPage')), privilege: 'tag' }],
  menu: [
    {
      name: 'exceptions',
      label: 'app.menu.exceptions',
      icon: ReportProblemIcon,
      path: '/exceptions',
      privilege: 'tag',
      order: 30,
    },
  ],
};
