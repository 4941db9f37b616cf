// The routes of the tag histories, for src/App.tsx: one page per kind, guarded by the tag privilege.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../../auth/RequirePrivilege';
import { HISTORY_KINDS } from './historyKinds';

const TagHistoryPage = guarded(
  'tag',
  lazy(() => import('./TagHistoryPage')),
);

export function tagHistoryRoutes() {
  return HISTORY_KINDS.map((kind) => (
    <Route
      key={kind}
      path={`/tag/:storeCode/:tagMac/:tagId/${kind}/history`}
      element={<TagHistoryPage kind={kind} />}
    />
  ));
}
