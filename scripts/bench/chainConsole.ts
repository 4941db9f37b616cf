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
import { startChainServer } from '../../tests/e2e/support/chain';
import { chainMapRows } from './chainMap';
import { customDashboardRow, measureDashboardDraw } from './customDashboard';
import { BENCH_ADMIN } from './signIn';
import { chainShots } from './chainShots';
import {
  chartDrawn,
  memberStorePicker,
  pickerNarrowedTo,
  signedInConsole,
  tableDrawn,
} from './consoleSession';
import { median } from './stats';
import { printTable, type Row } from './table';

const RUNS = 5;
const DEFAULT_STORES = 2000;
const LIST_GOAL = 'goal < 1.5 s';

/** A screen and when its data is drawn (consoleSession.ts: a table with a data row, or a chart's svg) */
interface Screen {
  name: string;
  hash: string;
  drawn: () => number | false;
  goal: string;
}

const SCREENS: Screen[] = [
  { name: 'store list', hash: '/store', drawn: tableDrawn, goal: LIST_GOAL },
  { name: 'delivery table', hash: '/delivery', drawn: tableDrawn, goal: LIST_GOAL },
  { name: 'battery table', hash: '/battery', drawn: tableDrawn, goal: LIST_GOAL },
  { name: 'alarm history', hash: '/alarm/history', drawn: tableDrawn, goal: LIST_GOAL },
  { name: 'members', hash: '/members', drawn: tableDrawn, goal: LIST_GOAL },
  { name: 'sensors', hash: '/sensor', drawn: tableDrawn, goal: LIST_GOAL },
  { name: 'dashboard', hash: '/dashboard', drawn: chartDrawn, goal: 'goal < 2 s' },
];

/** navigation start to the screen's data drawn, by the page's clock */
async function screenRun(baseUrl: string, screen: Screen): Promise<number> {
  return signedInConsole(baseUrl, async (page) => {
    await page.goto(`${baseUrl}/#${screen.hash}`);
    const at = await page.waitForFunction(screen.drawn, undefined, { timeout: 60_000, polling: 'raf' });
    return Number(await at.jsonValue());
  });
}

/** a member's store picker: opened to its first options drawn, then a search typed to its narrowed options */
async function pickerRun(baseUrl: string): Promise<{ openMs: number; searchMs: number }> {
  return signedInConsole(baseUrl, async (page) => {
    const input = await memberStorePicker(page, baseUrl);
    const opened = await page.evaluate(() => performance.now());
    await input.click();
    await page.getByTestId('store-list-store-option').first().waitFor();
    const shown = await page.evaluate(() => performance.now());
    await input.pressSequentially('F012');
    const typed = await page.evaluate(() => performance.now());
    const narrowed = await page.waitForFunction(pickerNarrowedTo, 'F012', {
      timeout: 30_000,
      polling: 'raf',
    });
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

function shotsDir(): string | undefined {
  const at = process.argv.indexOf('--chain-console-shots');
  return at > 0 ? process.argv[at + 1] : undefined;
}

/**
 * `npm run bench -- --chain-console`: a generated chain started, measured, stopped; with
 * `--chain-console-shots <dir>`, screenshots of its store map, store picker, per-store chart and delivery table
 */
export async function chainConsoleMain(baseUrl?: string): Promise<void> {
  const stores = storesWanted();
  const server = baseUrl ? undefined : await startChainServer({ stores });
  const url = baseUrl ?? server!.baseUrl;
  try {
    const where = baseUrl ? baseUrl : `${stores + 7} stores (PGlite, 20 tags each)`;
    printTable(await chainConsoleRows(url, where));
    const dir = shotsDir();
    if (dir) for (const path of await chainShots(url, dir)) console.log(`chain console: screenshot ${path}`);
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const given = process.argv[2]?.startsWith('http') ? process.argv[2] : undefined;
  await chainConsoleMain(given);
}
