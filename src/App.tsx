// The console: react-admin with hash routing, our providers, layout and guard (no requireAuth:
// SessionGuard in the layout sends every route without a session to /login?next=...).
// the console's font; the login form draws in the fallback until it is here (font-display: swap)
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import type { I18nProvider } from 'ra-core';
import { Navigate, Route } from 'react-router-dom';
import { guarded } from './auth/RequirePrivilege';
import { DashboardPage } from './dashboard/prefetch';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ErrorDialogProvider } from './layout/ErrorDialog';
import { LoginPage } from './login/LoginPage';
import members from './members';
import { appDataProvider } from './providers/appDataProvider';
import { authProvider } from './providers/authProvider';
import { createSavedFilterStore } from './providers/savedFilters';
import { createAppQueryClient } from './providers/sessionQueries';
import roles from './roles';
import { theme } from './theme';
import { tagHistoryRoutes } from './tags/history/routes';
import { productRoutes } from './products/routes';
import { familyRoutes } from './families/routes';
import { taskRoutes } from './tasks/routes';
import { productFileRoutes } from './productFiles/routes';
import { softwareRoutes } from './software/routes';
import { scriptRoutes } from './scripts/routes';
import { printRoutes } from './print/routes';
import { sensorRoutes } from './sensors/routes';
import { deliveryRoutes } from './delivery/routes';
import { batteryRoutes } from './battery/routes';
import { customDashboardRoutes } from './customDashboards/routes';
import { paperRoutes } from './paper/routes';
import { alarmRoutes } from './alarms/routes';
import { plusMediaRoutes } from './plus/routes';
import { settingRoutes } from './settings/routes';

const Dashboard = guarded('dashboard', DashboardPage);
const ExceptionsPage = guarded(
  'tag',
  lazy(() => import('./exceptions/ExceptionsPage')),
);
const StoreStatusPage = guarded(
  'store',
  lazy(() => import('./stores/StoreStatusPage')),
);
const StoreDetailPage = guarded(
  'store',
  lazy(() => import('./gateways/StoreDetailPage')),
);
const GatewayDetailPage = guarded(
  'store',
  lazy(() => import('./gateways/GatewayDetailPage')),
);
const ServerListPage = guarded(
  'server',
  lazy(() => import('./servers/ServerListPage')),
);
const ServerDetailPage = guarded(
  'server',
  lazy(() => import('./servers/ServerDetailPage')),
);
const TagStatusPage = guarded(
  'tag',
  lazy(() => import('./tags/status/TagStatusPage')),
);
const TagDetailPage = guarded(
  'tag',
  lazy(() => import('./tags/detail/TagDetailPage')),
);
const TagAvailabilityPage = guarded(
  'tag',
  lazy(() => import('./tags/availability/TagAvailabilityPage')),
);
const SignupPage = lazy(() => import('./login/SignupPage').then((m) => ({ default: m.SignupPage })));
const ResetPasswordPage = lazy(() =>
  import('./login/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const store = createSavedFilterStore();
const queryClient = createAppQueryClient();

function Home() {
  return <Navigate to="/dashboard" replace />;
}

function LoginRoute() {
  return (
    <ErrorDialogProvider>
      <LoginPage />
    </ErrorDialogProvider>
  );
}

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ErrorDialogProvider>
      <AppLayout>{children}</AppLayout>
    </ErrorDialogProvider>
  );
}

function SignupRoute() {
  return (
    <ErrorDialogProvider>
      <SignupPage />
    </ErrorDialogProvider>
  );
}

function ResetPasswordRoute() {
  return (
    <ErrorDialogProvider>
      <ResetPasswordPage />
    </ErrorDialogProvider>
  );
}

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <Admin
      title="ESL Console"
      disableTelemetry
      dataProvider={appDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      layout={Layout}
      loginPage={LoginRoute}
      dashboard={Home}
      notification={AppNotification}
      theme={theme}
    >
      <Resource {...members} />
      <Resource {...roles} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/server" element={<ServerListPage />} />
        <Route path="/server/detail/:serverId" element={<ServerDetailPage />} />
        <Route path="/exceptions" element={<ExceptionsPage />} />
        <Route path="/store" element={<StoreStatusPage />} />
        <Route path="/store/detail/:storeCode" element={<StoreDetailPage />} />
        <Route path="/store/:storeCode/gw/:gwMac" element={<GatewayDetailPage />} />
        <Route path="/tag" element={<TagStatusPage />} />
        <Route path="/tag/detail/:storeCode" element={<TagDetailPage />} />
        <Route path="/tag/availability" element={<TagAvailabilityPage />} />
        {tagHistoryRoutes()}
        {productRoutes()}
        {familyRoutes()}
        {taskRoutes()}
        {productFileRoutes()}
        {softwareRoutes()}
        {scriptRoutes()}
        {printRoutes()}
        {sensorRoutes()}
        {deliveryRoutes()}
        {batteryRoutes()}
        {customDashboardRoutes()}
        {paperRoutes()}
        {alarmRoutes()}
        {plusMediaRoutes()}
        {settingRoutes()}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/signup" element={<SignupRoute />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
      </CustomRoutes>
    </Admin>
  );
}
