// Custom dashboards (issue 26): the time from the navigation to a 12-panel dashboard until every panel is drawn,
// in Chromium, median of several runs (each a fresh profile, signed in first; the timed load is a full page load
// of /#/dashboards/<id>, measured by the page's own clock from its navigation start). Measured on the demo server
// (bench.ts, the console part) and on the PostgreSQL fleet of 500 x 20,000 tags (fleetLatency.ts; goal: drawn in
// under 1.5 s). The dashboard is a wall screen of the fleet: four numbers (tags, low-battery tags, gateways,
// stores), three bars (tags per store, tags per store and status stacked, gateways by status), two doughnuts (tags
// by status, by type), two lines over the week (update tasks, alarms per day) and a top-10 table (stores by
// low-battery tags). Panels of tags, gateways and stores count what is there now: their own range is all time
// (pinRange {}), so the tag counts read the count rollup (docs/api.md 'Custom dashboards').
// Runs alone against a started server: tsx scripts/bench/customDashboard.ts <baseUrl>
import { pathToFileURL } from 'node:url';
import { signedInConsole } from './consoleSession';
import { signIn } from './signIn';
import { median } from './stats';
import { printTable, type Row } from './table';

const RUNS = 5;
const PANELS = 12;
/** the goal of issue 26 at 500 x 20,000 tags on PostgreSQL */
const GOAL_MS = 1500;

/** a drawn dashboard's median time, or why it was not measured */
export type DashboardDraw = { medianMs: number; runs: number } | { failed: string };

const count = { fn: 'count' };
const tags = (query: Record<string, unknown> = {}) => ({ entity: 'tag', measure: count, ...query });
const LOW = { battStatus: 'LOW' };

function benchPanels() {
  const now = { pinRange: {} };
  const week = { pinRange: { last: '7d' } };
  const kinds: Array<{ kind: string; query: Record<string, unknown>; w: number; range: object }> = [
    { kind: 'number', query: tags(), w: 3, range: now },
    { kind: 'number', query: tags({ filters: LOW }), w: 3, range: now },
    { kind: 'number', query: { entity: 'gateway', measure: count }, w: 3, range: now },
    { kind: 'number', query: { entity: 'store', measure: count }, w: 3, range: now },
    { kind: 'bar', query: tags({ groupBy: ['storeCode'], limit: 50 }), w: 4, range: now },
    { kind: 'bar', query: tags({ groupBy: ['storeCode', 'status'], limit: 50 }), w: 4, range: now },
    { kind: 'bar', query: { entity: 'gateway', measure: count, groupBy: ['status'] }, w: 4, range: now },
    { kind: 'doughnut', query: tags({ groupBy: ['status'] }), w: 6, range: now },
    { kind: 'doughnut', query: tags({ groupBy: ['tagType'] }), w: 6, range: now },
    {
      kind: 'line',
      query: { entity: 'updateTask', measure: count, bucket: { field: 'startTime', unit: 'day' } },
      w: 6,
      range: week,
    },
    {
      kind: 'line',
      query: { entity: 'alarm', measure: count, bucket: { field: 'updatedAt', unit: 'day' } },
      w: 6,
      range: week,
    },
    { kind: 'table', query: tags({ groupBy: ['storeCode'], filters: LOW, limit: 10 }), w: 12, range: now },
  ];
  const panels = kinds.map((panel, index) => ({
    id: `b${index + 1}`,
    kind: panel.kind,
    title: `${panel.kind} ${index + 1}`,
    query: panel.query,
    options: { refreshSeconds: 3600, ...panel.range },
  }));
  let x = 0;
  let y = 0;
  const lg = kinds.map((panel, index) => {
    if (x + panel.w > 12) {
      x = 0;
      y += 4;
    }
    const item = { i: `b${index + 1}`, x, y, w: panel.w, h: 4 };
    x += panel.w;
    return item;
  });
  const sm = kinds.map((_, index) => ({ i: `b${index + 1}`, x: 0, y: index * 4, w: 6, h: 4 }));
  return { panels, layouts: { lg, sm } };
}

/** the median time from navigation to every panel of the bench dashboard drawn, at a started server */
export async function measureDashboardDraw(
  baseUrl: string,
  account: { email: string; password: string },
  runs = RUNS,
): Promise<DashboardDraw> {
  const headers = await signIn(`${baseUrl}/api`);
  const created = await fetch(`${baseUrl}/api/dashboards`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench: 12 panels',
      variables: { stores: [], range: { last: '24h' } },
      ...benchPanels(),
    }),
  });
  if (created.status !== 201) return { failed: `create: ${await created.text()}` };
  const { id } = (await created.json()) as { id: number };
  const drawn: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const at = await signedInConsole(
        baseUrl,
        async (page) => {
          await page.goto(`${baseUrl}/#/dashboards/${id}`);
          const drawnAt = await page.waitForFunction(
            (count) => {
              const panels = document.querySelectorAll(
                '[data-testid="dashboard-panel"] [data-testid="panel-drawn"]',
              );
              return panels.length === count && performance.now();
            },
            PANELS,
            { timeout: 60_000, polling: 'raf' },
          );
          return Number(await drawnAt.jsonValue());
        },
        account,
      );
      drawn.push(at);
    }
  } finally {
    await fetch(`${baseUrl}/api/dashboards/${id}`, { method: 'DELETE', headers });
  }
  return { medianMs: median(drawn), runs };
}

/** the bench row of a measured draw: where it was measured, the goal */
export function customDashboardRow(draw: DashboardDraw, where: string): Row {
  const label = `custom dashboard of ${PANELS} panels drawn`;
  if ('failed' in draw) return [label, 'not measured', `${where}: ${draw.failed}`];
  return [
    label,
    `${draw.medianMs.toFixed(0)} ms`,
    `${where}, median of ${draw.runs}, Chromium, navigation start to every panel drawn (full page load, signed in); goal < ${GOAL_MS / 1000} s at 500 x 20,000 tags on postgres`,
  ];
}

/** the 12-panel dashboard on the demo server (the console part of `npm run bench`) */
export async function customDashboardBenchRows(
  baseUrl: string,
  account: { email: string; password: string },
  runs = RUNS,
): Promise<Row[]> {
  return [customDashboardRow(await measureDashboardDraw(baseUrl, account, runs), 'demo server')];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error('usage: tsx scripts/bench/customDashboard.ts <baseUrl>');
  printTable(await customDashboardBenchRows(baseUrl, { email: 'admin@example.com', password: 'Admin#2026' }));
}
