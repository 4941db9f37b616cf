// The console at chain scale (issue 39), in Chromium: for each screen a chain's operator opens, the time from the
// navigation until its data is drawn (median of 5, each a fresh profile signed in first, measured by the page's
// own clock from its navigation start): the store list, the store map (chainMap.ts, with its long tasks while
// panning), the lists of delivery, battery, alarms, members and sensors, the dashboard and a 12-panel custom
// dashboard (customDashboard.ts); and the store picker of a member: opened to its first options, and a typed
// search to its narrowed options. Figures only, no assertion; the goals of issue 39: lists and maps under 1.5 s,
// dashboards under 2 s.
// Runs against a started server: tsx scripts/bench/chainConsole.ts <baseUrl>; without one, it starts a generated
// chain of 2,000 stores (tests/e2e/support/chain.ts, PGlite, 20 tags each) and stops it at the end.
//   npm run bench -- --chain-console [--chain-console-stores 2000]
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { openBrowser } from '../../tests/e2e/support/browser';
import { startChainServer } from '../../tests/e2e/support/chain';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { MembersPage } from '../../tests/e2e/support/pages/MembersPage';
import { demoAccounts } from '../../tests/e2e/support/api';
import { chainMapRows } from './chainMap';
import { customDashboardRow, measureDashboardDraw } from './customDashboard';
import { BENCH_ADMIN } from './signIn';
import { median } from './stats';
import { printTable, type Row } from './table';

const RUNS = 5;
const DEFAULT_STORES = 2000;
const LIST_GOAL = 'goal < 1.5 s';

/**
 * A screen and when its data is drawn: a table with a data row and no progress bar left, or a chart's svg. A
 * string run in the page (no bundler helpers there).
 */
interface Screen {
  name: string;
  hash: string;
  drawn: string;
  goal: string;
}

const TABLE_DRAWN = `(() => {
  const main = document.querySelector('main') ?? document.body;
  if (main.querySelector('[role="progressbar"]')) return false;
  const row = [...main.querySelectorAll('table tbody tr')].find((tr) => tr.querySelectorAll('td').length > 1);
  return row ? performance.now() : false;
})()`;

const CHART_DRAWN = `(() => {
  const charts = document.querySelectorAll('[data-testid^="panel-"] svg');
  return charts.length > 0 && !document.querySelector('main [role="progressbar"]') ? performance.now() : false;
})()`;

const SCREENS: Screen[] = [
  { name: 'store list', hash: '/store', drawn: TABLE_DRAWN, goal: LIST_GOAL },
  { name: 'delivery table', hash: '/delivery', drawn: TABLE_DRAWN, goal: LIST_GOAL },
  { name: 'battery table', hash: '/battery', drawn: TABLE_DRAWN, goal: LIST_GOAL },
  { name: 'alarm history', hash: '/alarm/history', drawn: TABLE_DRAWN, goal: LIST_GOAL },
  { name: 'members', hash: '/members', drawn: TABLE_DRAWN, goal: LIST_GOAL },
  { name: 'sensors', hash: '/sensor', drawn: TABLE_DRAWN, goal: LIST_GOAL },
  { name: 'dashboard', hash: '/dashboard', drawn: CHART_DRAWN, goal: 'goal < 2 s' },
];

async function signedIn<T>(baseUrl: string, run: (page: Page) => Promise<T>): Promise<T> {
  const session = await openBrowser();
  try {
    const login = new LoginPage(session.page, baseUrl);
    await login.open();
    await login.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await new DashboardPage(session.page, baseUrl).waitUntilShown();
    await session.page.goto('about:blank');
    return await run(session.page);
  } finally {
    await session.close();
  }
}

/** navigation start to the screen's data drawn, by the page's clock */
async function screenRun(baseUrl: string, screen: Screen): Promise<number> {
  return signedIn(baseUrl, async (page) => {
    await page.goto(`${baseUrl}/#${screen.hash}`);
    const at = await page.waitForFunction(screen.drawn, undefined, { timeout: 60_000, polling: 'raf' });
    return Number(await at.jsonValue());
  });
}

/** a member's store picker: opened to its first options drawn, then a search typed to its narrowed options */
async function pickerRun(baseUrl: string): Promise<{ openMs: number; searchMs: number }> {
  return signedIn(baseUrl, async (page) => {
    const members = new MembersPage(page, baseUrl);
    await members.open();
    await members.action(demoAccounts.manager.email, 'app.members.edit').click();
    const input = (await members.editDialog().waitUntilOpen()).root.getByTestId('store-list-store');
    await input.waitFor();
    const opened = await page.evaluate(() => performance.now());
    await input.click();
    await page.getByTestId('store-list-store-option').first().waitFor();
    const shown = await page.evaluate(() => performance.now());
    await input.pressSequentially('F012');
    const typed = await page.evaluate(() => performance.now());
    const narrowed = await page.waitForFunction(
      () => {
        const codes = [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].map(
          (option) => option.dataset.storeCode ?? '',
        );
        return codes.length > 0 && codes.every((code) => code.startsWith('F012')) && performance.now();
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    return { openMs: shown - opened, searchMs: Number(await narrowed.jsonValue()) - typed };
  });
}

async function medianOf(run: () => Promise<number>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await run());
  return median(samples);
}

export async function chainConsoleRows(baseUrl: string, stores: string): Promise<Row[]> {
  const where = `${stores}, median of ${RUNS}, Chromium, navigation start to the data drawn`;
  const rows: Row[] = [];
  for (const screen of SCREENS) {
    const ms = await medianOf(() => screenRun(baseUrl, screen));
    rows.push([screen.name, `${ms.toFixed(0)} ms`, `${where}; ${screen.goal}`]);
  }
  rows.push(...(await chainMapRows(baseUrl)));
  rows.push(customDashboardRow(await measureDashboardDraw(baseUrl, BENCH_ADMIN, RUNS), stores));
  const pickers: Array<{ openMs: number; searchMs: number }> = [];
  for (let i = 0; i < RUNS; i += 1) pickers.push(await pickerRun(baseUrl));
  rows.push(
    [
      "member's store picker opened",
      `${median(pickers.map((p) => p.openMs)).toFixed(0)} ms`,
      `${stores}, median of ${RUNS}: the click to its first options drawn (one page of 50, virtualised)`,
    ],
    [
      "member's store picker searched",
      `${median(pickers.map((p) => p.searchMs)).toFixed(0)} ms`,
      `${stores}, median of ${RUNS}: 'F012' typed to only its matches drawn (250 ms of it is the typing pause)`,
    ],
  );
  return rows;
}

function storesWanted(): number {
  const at = process.argv.indexOf('--chain-console-stores');
  return at > 0 ? Number(process.argv[at + 1]) : DEFAULT_STORES;
}

/** `npm run bench -- --chain-console`: a generated chain started, measured, stopped */
export async function chainConsoleMain(baseUrl?: string): Promise<void> {
  const stores = storesWanted();
  const server = baseUrl ? undefined : await startChainServer({ stores });
  try {
    const where = baseUrl ? baseUrl : `${stores + 7} stores (PGlite, 20 tags each)`;
    printTable(await chainConsoleRows(baseUrl ?? server!.baseUrl, where));
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const given = process.argv[2]?.startsWith('http') ? process.argv[2] : undefined;
  await chainConsoleMain(given);
}
