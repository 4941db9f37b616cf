// The route of the software area (doc 3 §2 Software): /sw-upgrade, guarded by the setting privilege (the
// server's guard of every software call, docs/api.md 'Software upgrade').
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

export const SOFTWARE_PRIVILEGE = 'setting';

const SoftwarePage = guarded(
  SOFTWARE_PRIVILEGE,
  lazy(() => import('./SoftwarePage')),
);

export function softwareRoutes(): ReactElement[] {
  return [<Route key="sw-upgrade" path="/sw-upgrade" element={<SoftwarePage />} />];
}
