// The routes of the paper label screens (doc 2 §2), for src/App.tsx; each page is guarded by the paper privilege.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const PaperStorePage = guarded(
  'paper',
  lazy(() => import('./PaperStorePage')),
);
const PaperUploadHistoryPage = guarded(
  'paper',
  lazy(() => import('./PaperUploadHistoryPage')),
);
const PaperUploadDetailPage = guarded(
  'paper',
  lazy(() => import('./PaperUploadDetailPage')),
);
const PaperTaskListPage = guarded(
  'paper',
  lazy(() => import('./PaperTaskListPage')),
);
const PaperTaskDetailPage = guarded(
  'paper',
  lazy(() => import('./PaperTaskDetailPage')),
);

export function paperRoutes(): ReactElement[] {
  return [
    <Route key="paper" path="/paper" element={<PaperStorePage />} />,
    <Route key="paper-uploads" path="/paper/upload/history" element={<PaperUploadHistoryPage />} />,
    <Route
      key="paper-upload-detail"
      path="/paper/upload/history/detail/:historyId"
      element={<PaperUploadDetailPage />}
    />,
    <Route key="paper-tasks" path="/paper/task/:storeCode" element={<PaperTaskListPage />} />,
    <Route key="paper-task" path="/paper/task/:storeCode/:taskId" element={<PaperTaskDetailPage />} />,
  ];
}
