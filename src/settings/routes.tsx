// The routes of the settings screens (doc 3 §2 'Settings and system'), for src/App.tsx; each page is guarded by
// its privilege (doc 3 §6): server config, store config, setting (amac, promotion), alias.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const ServerConfigPage = guarded(
  'server_config',
  lazy(() => import('./ServerConfigPage')),
);
const StoreConfigPage = guarded(
  'store_config',
  lazy(() => import('./StoreConfigPage')),
);
const AmacConfigPage = guarded(
  'setting',
  lazy(() => import('./AmacConfigPage')),
);
const AliasConfigPage = guarded(
  'alias',
  lazy(() => import('./AliasConfigPage')),
);
const PromotionPage = guarded(
  'setting',
  lazy(() => import('./PromotionPage')),
);

export function settingRoutes(): ReactElement[] {
  return [
    <Route key="server-config" path="/setting/server-config" element={<ServerConfigPage />} />,
    <Route key="store-config" path="/setting/store-config" element={<StoreConfigPage />} />,
    <Route key="amac-config" path="/setting/amac-config" element={<AmacConfigPage />} />,
    <Route key="alias-config" path="/setting/alias-config" element={<AliasConfigPage />} />,
    <Route key="promotion" path="/setting/promotion" element={<PromotionPage />} />,
  ];
}
