// The routes of the task screens (slice C, doc 2 §2): /task and /task/detail (task read), and the product update
// tasks and product update history (product read), for src/App.tsx.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const TaskListPage = guarded(
  'task',
  lazy(() => import('./TaskListPage')),
);
const TaskDetailPage = guarded(
  'task',
  lazy(() => import('./TaskDetailPage')),
);
const ProductUpdateTaskListPage = guarded(
  'product',
  lazy(() => import('./ProductUpdateTaskListPage')),
);
const ProductUpdateTaskDetailPage = guarded(
  'product',
  lazy(() => import('./ProductUpdateTaskDetailPage')),
);
const ProductUpdateHistoryPage = guarded(
  'product',
  lazy(() => import('./ProductUpdateHistoryPage')),
);

export function taskRoutes(): ReactElement[] {
  return [
    <Route key="task-list" path="/task" element={<TaskListPage />} />,
    <Route key="task-detail" path="/task/detail/:storeCode/:taskId/:taskType" element={<TaskDetailPage />} />,
    <Route
      key="product-update-tasks"
      path="/product/:storeCode/update/task/list"
      element={<ProductUpdateTaskListPage />}
    />,
    <Route
      key="product-update-task-detail"
      path="/product/:storeCode/:updateId/:taskId/update/task/detail"
      element={<ProductUpdateTaskDetailPage />}
    />,
    <Route
      key="product-update-history"
      path="/product/:storeCode/:prCode/update/history"
      element={<ProductUpdateHistoryPage />}
    />,
  ];
}
