// Store maps at chain scale (issue 39): in Chromium, the time from the navigation to the store map
// (/#/store?viewType=map) until its markers and clusters draw every store (median of 5, each a fresh profile,
// signed in first, measured by the page's own clock from its navigation start), the longest long task while the
// map is panned and zoomed (PerformanceObserver 'longtask': drags, wheel zooms in and out, a cluster's click), and
// the map's data: the one call that loads every store (its time and size). Figures only, no assertion; the goal
// of issue 39: drawn in under 1.5 s and no long task over 200 ms while panning.
// Runs against a started server: tsx scripts/bench/chainMap.ts <baseUrl>; without one, it starts a generated
// chain of 2,000 stores (tests/e2e/support/chain.ts) and stops it at the end.
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { openBrowser } from '../../tests/e2e/support/browser';
import { startChainServer } from '../../tests/e2e/support/chain';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { BENCH_ADMIN, signIn } from './signIn';
import { median } from './stats';
import { printTable, type Row } from './table';

const RUNS = 5;
const CHAIN_STORES = 2000;

interface MapRun {
  drawnMs: number;
  /** the longest long task from the navigation to the map drawn */
  loadLongestMs: number;
  /** the longest long task while panning and zooming */
  panLongestMs: number;
  panTasks: number;
}

/** the long tasks of the page from its start, in window.__longTasks */
const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

async function longTasks(page: Page, reset = false): Promise<number[]> {
  return page.evaluate((clear) => {
    const w = window as unknown as { __longTasks: number[] };
    const tasks = w.__longTasks.slice();
    if (clear) w.__longTasks = [];
    return tasks;
  }, reset);
}

/** waits until the map's markers and clusters draw `stores` stores; the page's clock then */
async function waitDrawn(page: Page, stores: number): Promise<number> {
  const at = await page.waitForFunction(
    (count) => {
      const map = document.querySelector('[data-testid="store-map"] .leaflet-container');
      if (!map) return false;
      const markers = map.querySelectorAll('path.store-marker').length;
      let held = 0;
      for (const cluster of map.querySelectorAll('.store-cluster [data-count]'))
        held += Number(cluster.getAttribute('data-count'));
      return markers + held === count && performance.now();
    },
    stores,
    { timeout: 120_000, polling: 'raf' },
  );
  return Number(await at.jsonValue());
}

/** drags, wheel zooms in and out and a cluster's click over the map, waiting for each to settle */
async function panAndZoom(page: Page): Promise<void> {
  const box = (await page.locator('[data-testid="store-map"] .leaflet-container').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const settle = () => page.waitForTimeout(400);
  for (const [dx, dy] of [
    [200, 0],
    [-300, 120],
    [100, -120],
  ]) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dy, { steps: 12 });
    await page.mouse.up();
    await settle();
  }
  for (const delta of [-300, -300, -300, 300, 300, 300]) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, delta);
    await settle();
  }
  const cluster = page.locator('[data-testid="store-map"] .store-cluster').first();
  if (await cluster.count()) {
    await cluster.click();
    await settle();
  }
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 150, cy + 80, { steps: 12 });
  await page.mouse.up();
  await settle();
}

async function measureRun(baseUrl: string, stores: number): Promise<MapRun> {
  const session = await openBrowser();
  try {
    const page = session.page;
    const login = new LoginPage(page, baseUrl);
    await login.open();
    await login.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await new DashboardPage(page, baseUrl).waitUntilShown();
    await page.addInitScript(LONG_TASKS);
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/#/store?viewType=map`);
    const drawnMs = await waitDrawn(page, stores);
    const load = await longTasks(page, true);
    await panAndZoom(page);
    const pan = await longTasks(page);
    return {
      drawnMs,
      loadLongestMs: Math.max(0, ...load),
      panLongestMs: Math.max(0, ...pan),
      panTasks: pan.length,
    };
  } finally {
    await session.close();
  }
}

/** the one call of the store map: every store of the session with its position and gateway status */
async function measureDataCall(
  baseUrl: string,
): Promise<{ ms: number; bytes: number; stores: number; positioned: number }> {
  const headers = await signIn(`${baseUrl}/api`);
  const samples: number[] = [];
  let bytes = 0;
  let data: Array<{ position?: unknown }> = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const answer = await fetch(`${baseUrl}/api/status/store/pagination/0`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ start: 0, length: -1 }),
    });
    const text = await answer.text();
    samples.push(performance.now() - start);
    bytes = Buffer.byteLength(text);
    data = (JSON.parse(text) as { data: typeof data }).data;
  }
  return {
    ms: median(samples),
    bytes,
    stores: data.length,
    positioned: data.filter((s) => s.position).length,
  };
}

export async function chainMapRows(baseUrl: string): Promise<Row[]> {
  const call = await measureDataCall(baseUrl);
  const runs: MapRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureRun(baseUrl, call.positioned));
  const where = `${call.stores} stores, median of ${RUNS}, Chromium`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    [
      'store map data (one call)',
      ms(call.ms),
      `POST /status/store/pagination/0 length -1: ${call.stores} stores, ${(call.bytes / 1024).toFixed(0)} kB`,
    ],
    [
      'store map drawn',
      ms(median(runs.map((r) => r.drawnMs))),
      `${where}, navigation start to every store in a marker or a cluster; goal < 1.5 s`,
    ],
    [
      'store map longest long task while loading',
      ms(median(runs.map((r) => r.loadLongestMs))),
      `${where}, navigation to drawn`,
    ],
    [
      'store map longest long task panning/zooming',
      ms(Math.max(...runs.map((r) => r.panLongestMs))),
      `${where}, worst of the runs (per run ${runs.map((r) => r.panLongestMs.toFixed(0)).join(', ')} ms; ${median(runs.map((r) => r.panTasks))} long tasks); goal <= 200 ms`,
    ],
  ];
}

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? undefined : await startChainServer({ stores: CHAIN_STORES });
  try {
    printTable(await chainMapRows(given ?? server!.baseUrl));
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
