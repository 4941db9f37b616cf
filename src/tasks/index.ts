// The tasks area (slice C, doc 2 §2): the task list and one task's detail, guarded by task read.
import TaskIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

export const tasksArea: ConsoleArea = {
  routes: [
    { path: '/task', page: lazy(() => import('./TaskListPage')), privilege: 'task' },
    {
      path: '/task/detail/:storeCode/:taskId/:taskType',
      page: lazy(() => import('./TaskDetailPage')),
      privilege: 'task',
    },
  ],
  menu: [
    { name: 'tasks', label: 'app.menu.tasks', icon: TaskIcon, path: '/task', privilege: 'task', order: 150 },
  ],
};
