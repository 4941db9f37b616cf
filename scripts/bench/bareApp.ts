// The bare react-admin app of scripts/bench/bareAdmin/ (three resources, one nivo chart, ra-data-fakerest), built
// by Vite into a temporary folder and served by a plain static server (no compression), timed in cold Chromium
// runs the way browserTimings times the console, so that `npm run bench` prints their ratio from one run.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { openBrowser } from '../../tests/e2e/support/browser';
import {
  openLoginPage,
  recordJs,
  WATCH_FIRST_CHART,
  type BrowserTimings,
  type JsFetched,
} from './browserTimings';
import type { Row } from './table';
import { median } from './stats';

const SOURCES = resolve(import.meta.dirname, 'bareAdmin');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface BareAppTimings {
  fcpMs: number;
  loginFormMs: number;
  loginToChartMs: number;
  jsSentBytes: number;
  runs: number;
}

/** Builds the bare app into a new temporary folder; answers the folder. */
export async function buildBareApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'esl-bare-admin-'));
  await build({
    root: SOURCES,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    // one chunk, as a bare app built with the defaults is
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  return outDir;
}

/** Serves the folder's files on a free local port, as they are. */
export async function serveStatic(dir: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Cold runs against the bare app: its login form, then sign-in to its dashboard's chart. */
export async function bareAppTimings(baseUrl: string, runs: number): Promise<BareAppTimings> {
  const fcp: number[] = [];
  const form: number[] = [];
  const toChart: number[] = [];
  let js: JsFetched[] = [];
  for (let run = 0; run < runs; run += 1) {
    const session = await openBrowser();
    try {
      const { page } = session;
      const fetched = recordJs(page);
      const { formMs, fcpMs } = await openLoginPage(page, `${baseUrl}/#/login`);
      form.push(formMs);
      fcp.push(fcpMs);
      const password = page.locator('input[name="password"]');
      await page.locator('input[name="username"]').fill('operator');
      await password.fill('any password');
      await page.evaluate(WATCH_FIRST_CHART);
      await page.locator('button[type="submit"]').click();
      const marks = await page.waitForFunction('window.__benchMarks.chartDrawn && window.__benchMarks');
      const { click, chartDrawn } = (await marks.jsonValue()) as { click: number; chartDrawn: number };
      toChart.push(chartDrawn - click);
      js = await fetched();
    } finally {
      await session.close();
    }
  }
  return {
    fcpMs: median(fcp),
    loginFormMs: median(form),
    loginToChartMs: median(toChart),
    jsSentBytes: js.reduce((sum, f) => sum + f.sent, 0),
    runs,
  };
}

/** Builds, serves and times the bare app; removes its build after. */
export async function measureBareApp(runs: number): Promise<BareAppTimings> {
  const dir = await buildBareApp();
  const server = await serveStatic(dir);
  try {
    return await bareAppTimings(server.baseUrl, runs);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The table of issue 25 as bench rows: each figure of the bare app and of the console from the same run, with
 * the console's ratio to the bare app, and the load average they were measured under.
 */
export function bareComparisonRows(bare: BareAppTimings, ours: BrowserTimings): Row[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
  const figures: Array<[string, number, number, (v: number) => string, string]> = [
    ['first contentful paint', bare.fcpMs, ours.loginFcpMs, ms, ''],
    ['login form visible', bare.loginFormMs, ours.loginFormMs, ms, 'goal: ratio <= 0.5'],
    [
      'login click to first dashboard chart drawn',
      bare.loginToChartMs,
      ours.loginToDashboardMs,
      ms,
      'goal: console < 300 ms',
    ],
    [
      'the same, clicked the moment the form shows',
      bare.loginToChartMs,
      ours.loginToDashboardAtOnceMs,
      ms,
      "the bare app's form shows once it has loaded; the console's before",
    ],
    ['JS transferred by then', bare.jsSentBytes, ours.jsSentBytes, kib, ''],
  ];
  const [one, five] = loadavg();
  return [
    ...figures.map<Row>(([what, b, o, unit, goal]) => [
      `vs bare react-admin: ${what}`,
      `${unit(b)} / ${unit(o)}`,
      `bare / console, ratio ${ratio(o, b)}, medians of ${bare.runs}${goal ? `; ${goal}` : ''}`,
    ]),
    ['  load average while measured', `${one!.toFixed(2)} ${five!.toFixed(2)}`, '1 and 5 minutes'],
  ];
}
