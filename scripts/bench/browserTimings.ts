// Console timings in Chromium: first contentful paint of the login page, login to the first dashboard chart,
// and the JS the browser fetched by then (raw and as the server sent it, with the encodings it used).
// Each run uses a fresh browser profile (cold cache), like an operator's first visit.
import { performance } from 'node:perf_hooks';
import type { Page, Response } from 'playwright-core';
import { openBrowser } from '../../tests/e2e/support/browser';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { median } from './stats';

export interface BrowserTimings {
  loginFcpMs: number;
  /** navigation start to the first frame with the login form's password field visible, in the page */
  loginFormMs: number;
  /** the operator's wait: from the click's event to the first frame drawn with a dashboard chart, in the page,
   * the operator having typed into the complete login page (the console has loaded and prepared the dashboard,
   * data-console-ready: as it has long before a person has typed an email and a password, about a second after
   * the form shows) */
  loginToDashboardMs: number;
  /** the same when the click comes the moment the form shows, before the console has loaded: the login is sent
   * at once and the console finishes it once it is there */
  loginToDashboardAtOnceMs: number;
  /** the same as Playwright sees it: from its click action (actionability checks included) until its polling
   * finds the chart visible; the page's own clocks are the truer figure, this one bounds it from above */
  loginToDashboardDriverMs: number;
  /** where the click-to-chart time goes (medians, ms from the click): the login answer's end, the dashboard
   * stats' answer's end, the chart drawn */
  phases: { loginAnswered: number; statsAnswered: number; chartDrawn: number };
  /** JS fetched from opening the login page to the first dashboard chart: decoded bytes */
  jsRawBytes: number;
  /** the same JS as transferred (response bodies as sent) */
  jsSentBytes: number;
  /** content encodings of those JS responses and how many used each ('identity' = none) */
  jsEncodings: Record<string, number>;
  /** their paths (/assets/...) */
  jsPaths: string[];
  runs: number;
}

export interface JsFetched {
  path: string;
  raw: number;
  sent: number;
  encoding: string;
}

/** Records every JS response of the page: its decoded size, its size as sent, its encoding. */
export function recordJs(page: Page): () => Promise<JsFetched[]> {
  const pending: Array<Promise<JsFetched | undefined>> = [];
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js')) return;
    pending.push(
      (async () => {
        const [body, sizes, headers] = await Promise.all([
          response.body(),
          response.request().sizes(),
          response.allHeaders(),
        ]);
        return {
          path,
          raw: body.length,
          sent: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })().catch(() => undefined),
    );
  });
  return async () => (await Promise.all(pending)).filter((f): f is JsFetched => f !== undefined);
}

/** Marks, in the page from its first moment (an init script), the first frame in which a password field is
 * visible (window.__formMarks.formShown, since navigation start, like first-contentful-paint): when the login
 * form shows, whether the page draws it or its script does. A string: the bundler's helpers stay out of the
 * page. */
export const WATCH_LOGIN_FORM = `(() => {
  const marks = (window.__formMarks = {});
  const look = () => {
    const input = document.querySelector('input[type="password"]');
    if (input && input.getClientRects().length > 0) marks.formShown = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

/** Opens the login page cold: the time its form shows and its first contentful paint, both in the page. */
export async function openLoginPage(page: Page, url: string): Promise<{ formMs: number; fcpMs: number }> {
  await page.addInitScript(WATCH_LOGIN_FORM);
  await page.goto(url, { waitUntil: 'commit' });
  const form = await page.waitForFunction(
    () => (window as unknown as { __formMarks?: { formShown?: number } }).__formMarks?.formShown,
    undefined,
    { timeout: 30_000 },
  );
  // the paint entry is recorded after the frame is presented, which can come after the form is in the DOM
  const paint = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { timeout: 10_000 },
  );
  return { formMs: Number(await form.jsonValue()), fcpMs: Number(await paint.jsonValue()) };
}

/** Marks, in the page, the time of the next click's event and of the first frame drawn after a dashboard chart's
 * svg entered the document (a task posted from the frame's requestAnimationFrame runs once it is presented).
 * A string, so the bundler's helpers (tsx) stay out of the page. */
export const WATCH_FIRST_CHART = `(() => {
  const marks = (window.__benchMarks = {});
  document.addEventListener('click', (event) => { marks.click ??= event.timeStamp; }, true);
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid^="panel-"] svg')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks.chartDrawn = performance.now(); };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { subtree: true, childList: true });
})()`;

/** One cold run of the console: the login page's figures, and login to the first chart (`atOnce`: the click
 * comes as soon as the form shows; else once the login page is complete). */
async function consoleRun(baseUrl: string, email: string, password: string, atOnce: boolean) {
  const session = await openBrowser();
  try {
    const fetched = recordJs(session.page);
    const login = new LoginPage(session.page, baseUrl);
    const { formMs, fcpMs } = await openLoginPage(session.page, `${baseUrl}/#/login`);
    if (!atOnce) await login.consoleReady().waitFor({ state: 'attached', timeout: 30_000 });
    await login.fill(email, password);
    await session.page.evaluate(WATCH_FIRST_CHART);
    const clicked = performance.now();
    await login.submit();
    const dashboard = new DashboardPage(session.page, baseUrl);
    await dashboard.waitUntilShown();
    await dashboard.waitForFirstChart();
    const driverMs = performance.now() - clicked;
    const marks = await session.page.waitForFunction('window.__benchMarks.chartDrawn && window.__benchMarks');
    const { click, chartDrawn } = (await marks.jsonValue()) as { click: number; chartDrawn: number };
    // no named functions inside: tsx would wrap them in its __name helper, which the page does not have
    const ends = await session.page.evaluate(
      (parts) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const [login, stats] = parts.map((part) => entries.find((e) => e.name.includes(part))?.responseEnd);
        return { login, stats };
      },
      ['/api/auth/login', '/api/stats/dashboard'],
    );
    const phases = {
      loginAnswered: (ends.login ?? Number.NaN) - click,
      statsAnswered: (ends.stats ?? Number.NaN) - click,
      chartDrawn: chartDrawn - click,
    };
    return { formMs, fcpMs, toChartMs: chartDrawn - click, driverMs, phases, js: await fetched() };
  } finally {
    await session.close();
  }
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
  const toDashboardDriver: number[] = [];
  const atOnce: number[] = [];
  const phases: Array<BrowserTimings['phases']> = [];
  let js: JsFetched[] = [];
  for (let run = 0; run < runs; run += 1) {
    const typed = await consoleRun(baseUrl, email, password, false);
    fcp.push(typed.fcpMs);
    form.push(typed.formMs);
    toDashboard.push(typed.toChartMs);
    toDashboardDriver.push(typed.driverMs);
    phases.push(typed.phases);
    js = typed.js;
    const quick = await consoleRun(baseUrl, email, password, true);
    fcp.push(quick.fcpMs);
    form.push(quick.formMs);
    atOnce.push(quick.toChartMs);
  }
  const jsEncodings: Record<string, number> = {};
  for (const file of js) jsEncodings[file.encoding] = (jsEncodings[file.encoding] ?? 0) + 1;
  return {
    loginFcpMs: median(fcp),
    loginFormMs: median(form),
    loginToDashboardMs: median(toDashboard),
    loginToDashboardAtOnceMs: median(atOnce),
    loginToDashboardDriverMs: median(toDashboardDriver),
    phases: {
      loginAnswered: median(phases.map((p) => p.loginAnswered)),
      statsAnswered: median(phases.map((p) => p.statsAnswered)),
      chartDrawn: median(phases.map((p) => p.chartDrawn)),
    },
    jsRawBytes: js.reduce((sum, f) => sum + f.raw, 0),
    jsSentBytes: js.reduce((sum, f) => sum + f.sent, 0),
    jsEncodings,
    jsPaths: js.map((f) => f.path),
    runs,
  };
}
