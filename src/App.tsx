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
import { AREAS } from './areas';
import { guarded } from './auth/RequirePrivilege';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ErrorDialogProvider } from './layout/ErrorDialog';
import { LoginPage } from './login/LoginPage';
import { appDataProvider } from './providers/appDataProvider';
import { authProvider } from './providers/authProvider';
import { createSavedFilterStore } from './providers/savedFilters';
import { createAppQueryClient } from './providers/sessionQueries';
import { theme } from './theme';

/** every area's routes, each page behind read on its privilege (built once: a route keeps its component) */
const ROUTES = AREAS.flatMap((area) => area.routes).map(({ path, page, privilege }) => {
  const Page = guarded(privilege, page);
  return <Route key={path} path={path} element={<Page />} />;
});
const RESOURCES = AREAS.flatMap((area) => area.resources ?? []);

const SignupPage = lazy(() => import('./login/SignupPage').then((m) => ({ default: m.SignupPage })));
const ResetPasswordPage = lazy(() =>
  import('./login/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const SsoLandingPage = lazy(() => import('./login/sso/SsoLandingPage'));
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
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>{ROUTES}</CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/signup" element={<SignupRoute />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
        <Route path="/sso" element={<SsoLandingPage />} />
      </CustomRoutes>
    </Admin>
  );
}
