// Custom dashboards (issue 26): the time from the navigation to a 12-panel dashboard until every panel is drawn,
// in Chromium, median of several runs (each a fresh profile, signed in first; the timed load is a full page load
// of /#/dashboards/<id>, measured by the page's own clock from its navigation start). The dashboard holds four
// numbers, three bars by store, two doughnuts, two lines over the week and a top-10 table, all on tags.
// Runs alone against a started server: tsx scripts/bench/customDashboard.ts <baseUrl>
import { pathToFileURL } from 'node:url';
import { openBrowser } from '../../tests/e2e/support/browser';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { signIn } from './signIn';
import { median } from './stats';
import { printTable, type Row } from './table';

const RUNS = 5;
const PANELS = 12;

function benchPanels() {
  const kinds: Array<{ kind: string; query: Record<string, unknown>; w: number }> = [
    ...Array.from({ length: 4 }, () => ({
      kind: 'number',
      query: { entity: 'tag', measure: { fn: 'count' } },
      w: 3,
    })),
    ...Array.from({ length: 3 }, () => ({
      kind: 'bar',
      query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['storeCode'] },
      w: 4,
    })),
    ...Array.from({ length: 2 }, () => ({
      kind: 'doughnut',
      query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['status'] },
      w: 6,
    })),
    ...Array.from({ length: 2 }, () => ({
      kind: 'line',
      query: { entity: 'tag', measure: { fn: 'count' }, bucket: { field: 'updatedAt', unit: 'day' } },
      w: 6,
    })),
    {
      kind: 'table',
      query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['tagType'], limit: 10 },
      w: 12,
    },
  ];
  const panels = kinds.map((panel, index) => ({
    id: `b${index + 1}`,
    kind: panel.kind,
    title: `${panel.kind} ${index + 1}`,
    query: panel.query,
    options: { refreshSeconds: 3600, ...(panel.kind === 'line' ? { pinRange: { last: '7d' } } : {}) },
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

export async function customDashboardBenchRows(
  baseUrl: string,
  account: { email: string; password: string },
  runs = RUNS,
): Promise<Row[]> {
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
  if (created.status !== 201)
    return [['custom dashboard drawn', 'not measured', `create: ${await created.text()}`]];
  const { id } = (await created.json()) as { id: number };
  const drawn: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const session = await openBrowser();
      try {
        const login = new LoginPage(session.page, baseUrl);
        await login.open();
        await login.login(account.email, account.password);
        await new DashboardPage(session.page, baseUrl).waitUntilShown();
        await session.page.goto('about:blank');
        await session.page.goto(`${baseUrl}/#/dashboards/${id}`);
        const at = await session.page.waitForFunction(
          (count) => {
            const panels = document.querySelectorAll(
              '[data-testid="dashboard-panel"] [data-testid="panel-drawn"]',
            );
            return panels.length === count && performance.now();
          },
          PANELS,
          { timeout: 60_000, polling: 'raf' },
        );
        drawn.push(Number(await at.jsonValue()));
      } finally {
        await session.close();
      }
    }
  } finally {
    await fetch(`${baseUrl}/api/dashboards/${id}`, { method: 'DELETE', headers });
  }
  return [
    [
      `custom dashboard of ${PANELS} panels drawn`,
      `${median(drawn).toFixed(0)} ms`,
      `median of ${runs}, Chromium, navigation start to every panel drawn (full page load, signed in)`,
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error('usage: tsx scripts/bench/customDashboard.ts <baseUrl>');
  printTable(await customDashboardBenchRows(baseUrl, { email: 'admin@example.com', password: 'Admin#2026' }));
}
