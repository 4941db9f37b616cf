// `npm run bench`: prints the console's and the API's figures. Benchmarks print; they never assert.
// Builds the console first when dist/ is missing (or with --build). Starts its own server on a temporary
// DATA_DIR with the simulator off (SIM=0), so the figures do not depend on ./data. `--no-fleet` skips the large
// fleets (PostgreSQL 500 x 20,000 tags, PGlite 50 x 2,000), which take many minutes to build; `--console`
// stops after the console's figures (bundle, browser, login and member search latency); `--print` gives only the
// label printing figures (the print PDF of 1,000 labels in Chromium, issue 13); `--soak` adds 200 requests a
// second of the mixed load for 10 minutes on PostgreSQL (issue 25); `--login` stops after the login figures and the
// bare react-admin app's (E2E_DIST=<folder> measures another build of the console, e.g. an older commit's dist/);
// `--fleet-only [postgres|pglite]` gives only the large fleets' figures (of that backend); `--chain
// [--chain-fleet 2000x20000]` only the chain-scale server figures (issue 39, scripts/bench/chain.ts), `--chain-drop`
// drops the chain database; `--chain-console [--chain-console-stores 2000]` the console's figures in Chromium on a
// generated chain of that many stores (scripts/bench/chainConsole.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loginLatency, memberSearchLatency } from './bench/apiLatency';
import { bareComparisonRows, measureBareApp } from './bench/bareApp';
import { browserTimings } from './bench/browserTimings';
import { bundleSizes, servedBytes } from './bench/bundle';
import { fleetLatency, type FleetFigures } from './bench/fleetLatency';
import { renderRows } from './bench/render';
import { printTable, type Row } from './bench/table';
import { tagSearchRows } from './bench/tagSearch';
import { statsQueryRows } from './bench/statsQuery';
import { productBenchRows } from './bench/products';
import { productFileBenchRows } from './bench/productFiles';
import { taskBenchRows } from './bench/tasks';
import { scriptBenchRows } from './bench/scripts';
import { printBenchRows } from './bench/print';
import { sensorBenchRows } from './bench/sensors';
import { alarmBenchRows } from './bench/alarms';
import { webhookBenchRows } from './bench/webhooks';
import { auditBenchRows } from './bench/audit';
import { metricsBenchRows } from './bench/metrics';
import { backupBenchRows } from './bench/backup';
import { plusRenderBenchRows } from './bench/plusRender';
import { plusDeviceBenchRows } from './bench/plusDevices';
import { instanceScalingRows } from './bench/instances';
import { replicaBenchRows } from './bench/replicas';
import { failoverBenchRows } from './bench/failover';
import { mixedLoadBenchRows } from './bench/mixedLoad';
import { deliveryOnFleet } from './bench/delivery';
import { customDashboardBenchRows, customDashboardRow } from './bench/customDashboard';
import { chainMain } from './bench/chain';
import { chainConsoleMain } from './bench/chainConsole';
import { distDir as builtDir, repoRoot, startServer } from '../tests/e2e/support/server';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const BROWSER_RUNS = 7;
const API_CALLS = 200;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

const FLEETS: Array<{ backend: 'postgres' | 'pglite'; fleet: string }> = [
  { backend: 'postgres', fleet: '500x20000' },
  { backend: 'pglite', fleet: '50x2000' },
  // tag search at 20,000 tags per store on PGlite (issue 4)
  { backend: 'pglite', fleet: '3x20000' },
];

function fleetRows(f: FleetFigures): Row[] {
  const where = `${f.fleet} (${f.tags.toLocaleString('en')} tags), ${f.backend}`;
  return [
    [
      `fleet generation ${f.fleet} ${f.backend}`,
      `${(f.generateMs / 1000).toFixed(0)} s`,
      'server/sim/fleet.ts, with stats',
    ],
    [`GET /stats/dashboard p50`, ms(f.dashboard.p50), `${where}, ${f.dashboard.count} calls`],
    [`GET /stats/dashboard p95`, ms(f.dashboard.p95), `${where}; goal < 100 ms on postgres`],
    [`store list p50`, ms(f.storeList.p50), `${f.storeList.path}, ${where}`],
    [`store list p95`, ms(f.storeList.p95), `${f.storeList.path}, ${where}`],
    ...tagSearchRows(f.tagSearch, where),
    ...statsQueryRows(f.statsQuery, where),
    ...(f.customDashboard ? [customDashboardRow(f.customDashboard, where)] : []),
  ];
}

async function fleetFigures(rows: Row[], only?: string): Promise<void> {
  for (const { backend, fleet } of FLEETS.filter((f) => !only || f.backend === only)) {
    console.log(`bench: fleet ${fleet} on ${backend} (generation takes minutes at 10 million tags)`);
    try {
      // issue 27: the delivery store table on the PostgreSQL fleet with 30 days of delivery history
      const onFleet = backend === 'postgres' ? deliveryOnFleet(fleet) : undefined;
      const figures = await fleetLatency(backend, fleet, API_CALLS, ADMIN, onFleet);
      rows.push(...fleetRows(figures), ...figures.more);
    } catch (error) {
      rows.push([
        `fleet ${fleet} ${backend}`,
        'not measured',
        error instanceof Error ? error.message.split('\n')[0] : String(error),
      ]);
    }
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--chain-console')) {
    await chainConsoleMain();
    return;
  }
  if (process.argv.includes('--chain') || process.argv.includes('--chain-drop')) {
    await chainMain();
    return;
  }
  if (process.argv.includes('--fleet-only')) {
    const rows: Row[] = [];
    // `--fleet-only postgres`: that backend's fleets only
    await fleetFigures(rows, process.argv[process.argv.indexOf('--fleet-only') + 1]);
    printTable(rows);
    return;
  }
  const distDir = builtDir();
  if (process.argv.includes('--build') || !existsSync(join(distDir, 'index.html'))) {
    console.log(`bench: building the console into ${distDir} (codegen + vite build)`);
    execFileSync('npm', ['run', '--silent', 'codegen'], { cwd: repoRoot, stdio: 'inherit' });
    execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  const rows: Row[] = [];
  if (process.argv.includes('--print')) {
    const server = await startServer({ env: { DEMO: '1', SIM: '0', LOG_LEVEL: 'warn' } });
    try {
      rows.push(...(await printBenchRows(server.baseUrl, ADMIN)));
    } finally {
      await server.stop();
    }
    printTable(rows);
    return;
  }
  const bundle = bundleSizes(distDir);
  rows.push(
    ['entry JS (raw)', kb(bundle.entryRaw), bundle.entryFile],
    ['entry JS (gzip)', kb(bundle.entryGzip), 'gzip -9'],
    ['total JS (raw)', kb(bundle.totalJsRaw), `${bundle.jsFiles} files in dist/assets`],
    ['total JS (gzip)', kb(bundle.totalJsGzip), 'gzip -9'],
  );

  console.log('bench: starting a server on a temporary data dir (SIM=0)');
  const server = await startServer({ env: { DEMO: '1', SIM: '0', LOG_LEVEL: 'warn' } });
  try {
    const apiBase = `${server.baseUrl}/api`;
    console.log(`bench: Chromium, ${BROWSER_RUNS} cold runs`);
    const browser = await browserTimings(server.baseUrl, ADMIN.email, ADMIN.password, BROWSER_RUNS);
    rows.push(
      [
        'login page first contentful paint',
        ms(browser.loginFcpMs),
        `median of ${browser.runs * 2}, Chromium`,
      ],
      [
        'login form visible after navigation',
        ms(browser.loginFormMs),
        `median of ${browser.runs * 2}, the first frame with the form, in the page`,
      ],
      [
        'login to first dashboard chart',
        ms(browser.loginToDashboardMs),
        `median of ${browser.runs}, click event to the first frame with the chart, in the page; goal < 300 ms`,
      ],
      [
        '  where the time goes',
        `${ms(browser.phases.loginAnswered)} / ${ms(browser.phases.statsAnswered)} / ${ms(browser.phases.chartDrawn)}`,
        'from the click: login answered / dashboard stats answered / chart drawn (medians)',
      ],
      [
        '  clicked the moment the form shows',
        ms(browser.loginToDashboardAtOnceMs),
        `median of ${browser.runs}: the login goes at once, the console finishes it once loaded`,
      ],
      [
        '  the same through Playwright',
        ms(browser.loginToDashboardDriverMs),
        'click action (its checks included) until its polling finds the chart visible',
      ],
      ['JS fetched by then (raw)', kb(browser.jsRawBytes), `${browser.jsPaths.length} files, decoded`],
      [
        'JS fetched by then (as sent)',
        kb(browser.jsSentBytes),
        Object.entries(browser.jsEncodings)
          .map(([encoding, n]) => `${n} ${encoding}`)
          .join(', '),
      ],
      [
        'JS fetched by then (gzip-only client)',
        kb(servedBytes(distDir, browser.jsPaths, 'gz')),
        'the .gz copies the server sends',
      ],
    );
    console.log(`bench: the bare react-admin app (scripts/bench/bareAdmin), ${BROWSER_RUNS} cold runs`);
    rows.push(...bareComparisonRows(await measureBareApp(BROWSER_RUNS), browser));
    if (process.argv.includes('--login')) {
      printTable(rows);
      return;
    }
    console.log(`bench: API latency, ${API_CALLS} sequential calls each`);
    const login = await loginLatency(apiBase, ADMIN.email, ADMIN.password, API_CALLS);
    rows.push(
      ['POST /auth/login p50', ms(login.p50), `${login.count} calls`],
      ['POST /auth/login p95', ms(login.p95), `${login.count} calls`],
    );
    const search = await memberSearchLatency(apiBase, ADMIN.email, ADMIN.password, API_CALLS);
    rows.push(
      ['POST /auth/account/search p50', ms(search.p50), `${search.count} calls, 25 rows, email filter`],
      ['POST /auth/account/search p95', ms(search.p95), `${search.count} calls`],
    );
    console.log('bench: print PDF of 1,000 labels in Chromium (issue 13)');
    rows.push(...(await printBenchRows(server.baseUrl, ADMIN)));
    rows.push(...(await customDashboardBenchRows(server.baseUrl, ADMIN)));
  } finally {
    await server.stop();
  }
  if (process.argv.includes('--console')) {
    printTable(rows);
    return;
  }
  console.log('bench: label render time, 200 warm renders per tag size');
  rows.push(...renderRows());
  // issue 5: product search at 200,000 products per store, product file import, price change to 100 tags OK
  for (const [what, figures] of [
    ['product search', productBenchRows],
    ['product file import', productFileBenchRows],
    ['price change to tags', taskBenchRows],
    // issue 11: a product file through a user parser script, the sandbox's per-call overhead
    ['user scripts', scriptBenchRows],
    ['sensor history search at 10 million samples', sensorBenchRows],
    ['alarms raised and alarm history search', alarmBenchRows],
    // issue 35: webhook deliveries per second and the alarm-to-delivery latency
    ['webhooks', webhookBenchRows],
    // issue 36: the audit log's search at ten million rows, and what the audit adds to a write
    ['audit log', () => auditBenchRows()],
    // issue 37: what Prometheus metrics cost a request, and a scrape's time and size
    ['metrics', metricsBenchRows],
    // issue 37: a PGlite backup and its restore, their seconds and the archive's size
    ['backups', backupBenchRows],
    // issue 14: the picture of what a signage device shows, per device
    ['signage pictures', plusRenderBenchRows],
    // issue 14: signage device search at 50,000 devices
    ['signage device search at 50,000 devices', plusDeviceBenchRows],
    // issue 25: 150 requests a second of searches, dashboards and product writes, open loop, each backend
    ['mixed load', () => mixedLoadBenchRows({ soak: process.argv.includes('--soak') })],
    // issue 23: the read part of the mixed load over one instance, then two, on one PostgreSQL database
    ['mixed read load over 1 and 2 instances', () => instanceScalingRows()],
    // issue 37: the read part of the mixed load with 0 and 1 read replica, and the replica's lag under an import
    ['read replicas', () => replicaBenchRows()],
    // issue 37: the PostgreSQL primary killed under load, the synchronous standby promoted
    ['failover drill', failoverBenchRows],
  ] as const) {
    console.log(`bench: ${what}`);
    rows.push(...(await figures()));
  }
  // --no-fleet: the browser and API figures only (the fleets take many minutes to build)
  if (!process.argv.includes('--no-fleet')) await fleetFigures(rows);
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
