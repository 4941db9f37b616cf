// The routes of the product file and second-code screens (slice D): upload history and detail, second codes,
// for src/App.tsx; each page is guarded by the product privilege.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const UploadHistoryPage = guarded(
  'product',
  lazy(() => import('./UploadHistoryPage')),
);
const UploadDetailPage = guarded(
  'product',
  lazy(() => import('./UploadDetailPage')),
);
const SecondCodeListPage = guarded(
  'product',
  lazy(() => import('./SecondCodeListPage')),
);

export function productFileRoutes(): ReactElement[] {
  return [
    <Route key="product-uploads" path="/product/file/upload/history" element={<UploadHistoryPage />} />,
    <Route
      key="product-upload-detail"
      path="/product/file/upload/history/detail/:historyId"
      element={<UploadDetailPage />}
    />,
    <Route key="second-codes" path="/product/secondCode/list" element={<SecondCodeListPage />} />,
  ];
}
