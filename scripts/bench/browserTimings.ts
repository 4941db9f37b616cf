// Console timings in Chromium: first contentful paint of the login page, and login-to-dashboard time.
// Each run uses a fresh browser profile (cold cache), like an operator's first visit.
import { performance } from 'node:perf_hooks';
import { openBrowser } from '../../tests/e2e/support/browser';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { median } from './stats';

export interface BrowserTimings {
  loginFcpMs: number;
  loginFormMs: number;
  loginToDashboardMs: number;
  runs: number;
}

export async function browserTimings(
  baseUrl: string,
  email: string,
  password: string,
  runs: number,
): Promise<BrowserTimings> {
  const fcp: number[] = [];
  const form: number[] = [];
  const toDashboard: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const session = await openBrowser();
    try {
      const login = new LoginPage(session.page, baseUrl);
      const started = performance.now();
      await login.open();
      await login.waitForForm();
      form.push(performance.now() - started);
      const paint = await session.page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      );
      if (paint < 0) throw new Error('the browser reported no first-contentful-paint');
      fcp.push(paint);
      await login.fill(email, password);
      const clicked = performance.now();
      await login.submit();
      await new DashboardPage(session.page, baseUrl).waitUntilShown();
      toDashboard.push(performance.now() - clicked);
    } finally {
      await session.close();
    }
  }
  return {
    loginFcpMs: median(fcp),
    loginFormMs: median(form),
    loginToDashboardMs: median(toDashboard),
    runs,
  };
}
