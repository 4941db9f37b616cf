// Login to the first dashboard chart without waits in a row (issue 9): while the login form shows, the
// dashboard's code (and the chart libraries it imports) is fetched; the stats query starts with the session
// answer (landing.ts).
import { lazy, type ComponentType } from 'react';
import { formatNumber, formatTime } from '../i18n/format';

/** the dashboard page once its code is here: rendered directly, without a Suspense fallback in between */
let loadedDashboard: ComponentType | undefined;
const loadDashboard = () =>
  import('./Dashboard').then((module) => {
    loadedDashboard = module.default;
    return module;
  });
const LazyDashboard = lazy(loadDashboard);

/** The dashboard route's page. A React.lazy page suspends on its first render even when its code is loaded,
 * and React holds a revealed Suspense boundary back for up to 300 ms after its fallback showed: after login
 * that put the progress bar, not the first chart, on the screen until then. The code preloaded at the login
 * form renders at once. */
export function DashboardPage() {
  const Page = loadedDashboard ?? LazyDashboard;
  return <Page />;
}

/** Fetches the dashboard's code in the background (a failure shows when the page really loads), and has the
 * browser load its date and number formats (the first toLocale... call reads the locale data: tens of ms that
 * would otherwise fall between the stats' arrival and the first chart). */
export function preloadDashboard(): void {
  loadDashboard().catch(() => undefined);
  const warm = () => {
    formatTime(Date.now());
    formatNumber(1234.5);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm);
  else warm();
}
