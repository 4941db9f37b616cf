// The routes of label printing (doc 2 §2): /print (store list) and /print/edit/:storeCode (the print editor),
// guarded by product read (issue 13: printing needs product read), for src/App.tsx.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const PrintStorePage = guarded(
  'product',
  lazy(() => import('./PrintStorePage')),
);
const PrintEditorPage = guarded(
  'product',
  lazy(() => import('./PrintEditorPage')),
);

export function printRoutes(): ReactElement[] {
  return [
    <Route key="print-stores" path="/print" element={<PrintStorePage />} />,
    <Route key="print-editor" path="/print/edit/:storeCode" element={<PrintEditorPage />} />,
  ];
}
