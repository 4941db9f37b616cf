// The chain bench's figures (issue 39): the screens' calls through the server started on the chain database,
// sequential, p50/p95 against the goals, grouped as the issue lists them; then, in a second pass with
// auto_explain on (chainExplain.ts), the plan of each group's slowest statement.
import { performance } from 'node:perf_hooks';
import { multipart } from '../../tests/server/productFilesHelpers';
import { timed } from './fleetLatency';
import { storesWithTags } from './fleetStores';
import { productFile } from './productFiles';
import { STATS_QUERY_CASES } from './statsQuery';
import { TAG_SEARCH_CASES } from './tagSearch';
import type { Row } from './table';

export interface Api {
  apiBase: string;
  headers: Record<string, string>;
}

interface Case {
  name: string;
  call: (i: number) => Promise<Response>;
}

export interface Group {
  name: string;
  goalMs: number;
  cases: Case[];
}

const DAY = 86_400;
export const PRODUCT_FILE_ROWS = 100_000;

function caller({ apiBase, headers }: Api) {
  return (path: string, body?: unknown) =>
    fetch(`${apiBase}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** the figures' calls, by the issue's goal */
export async function chainGroups(api: Api): Promise<Group[]> {
  const call = caller(api);
  const stores = (await storesWithTags(api.apiBase, api.headers)).filter((s) => s.startsWith('F'));
  const store = (i: number) => stores[(i * 7919) % stores.length];
  const now = Math.floor(Date.now() / 1000);
  const alarm = (body: object) => (i: number) =>
    call('/history/alarm/system/search', { start: 0, length: 25, ...body, t: i });
  return [
    {
      name: 'dashboard statistics',
      goalMs: 100,
      cases: [{ name: 'GET /stats/dashboard', call: (i) => call(`/stats/dashboard?t=${Date.now()}${i}`) }],
    },
    {
      name: 'tag search in a store',
      goalMs: 50,
      cases: TAG_SEARCH_CASES.map(({ name, body }) => ({
        name: `POST /status/store/{code}/tag/search (${name})`,
        call: (i: number) => call(`/status/store/${store(i)}/tag/search`, body),
      })),
    },
    {
      name: 'store list and store status',
      goalMs: 100,
      cases: [
        {
          name: 'POST /status/store/pagination/0 (gateway status list)',
          call: (i) => call('/status/store/pagination/0', { start: (i % 5) * 10, length: 10 }),
        },
        {
          name: 'POST /status/store/pagination/1 (tag status list, by errors)',
          call: (i) =>
            call('/status/store/pagination/1', {
              start: (i % 5) * 10,
              length: 10,
              order: [{ column: 'error', dir: 'desc' }],
            }),
        },
        { name: 'GET /status/store (every store)', call: () => call('/status/store') },
        { name: 'GET /status/store/tag (every store)', call: () => call('/status/store/tag') },
        { name: 'GET /status/store/{code}', call: (i) => call(`/status/store/${store(i)}`) },
      ],
    },
    {
      name: 'POST /stats/query',
      goalMs: 150,
      cases: STATS_QUERY_CASES.map(({ name, body }) => ({
        name: `POST /stats/query (${name})`,
        call: (i: number) => call('/stats/query', body(stores, i)),
      })),
    },
    {
      name: 'delivery and battery tables',
      goalMs: 200,
      cases: [
        { name: 'POST /delivery/store/search', call: () => call('/delivery/store/search', {}) },
        {
          name: 'POST /delivery/store/search by p95 desc',
          call: () => call('/delivery/store/search', { order: [{ column: 'p95', dir: 'desc' }] }),
        },
        {
          name: 'POST /delivery/store/search missed only',
          call: () => call('/delivery/store/search', { filter_status: 'MISSED' }),
        },
        {
          name: 'POST /delivery/store/{code}/late/search',
          call: (i) => call(`/delivery/store/${store(i)}/late/search`, {}),
        },
        { name: 'POST /battery/store/search', call: () => call('/battery/store/search', {}) },
        {
          name: 'POST /battery/store/{code}/tag/search',
          call: (i) => call(`/battery/store/${store(i)}/tag/search`, {}),
        },
      ],
    },
    {
      name: 'alarm history search',
      goalMs: 100,
      cases: [
        { name: 'first page, every store', call: alarm({}) },
        { name: 'class 3', call: alarm({ filter_class: 3 }) },
        { name: 'type ==', call: alarm({ filter_type: 'ACCOUNT LOCKED', condition_type: '==' }) },
        {
          name: '10 stores (storeList)',
          call: (i: number) => alarm({ storeList: Array.from({ length: 10 }, (_, k) => store(i + k)) })(i),
        },
        {
          name: 'one day, 2 weeks ago',
          call: alarm({ filter_startDate: now - 15 * DAY, filter_endDate: now - 14 * DAY }),
        },
        { name: 'page 40 (start 1000)', call: alarm({ start: 1000 }) },
      ].map((c) => ({ ...c, name: `POST /history/alarm/system/search (${c.name})` })),
    },
  ];
}

export interface CaseFigure {
  group: string;
  name: string;
  goalMs: number;
  p50: number;
  p95: number;
  count: number;
}

export async function measureGroups(groups: Group[], calls: number): Promise<CaseFigure[]> {
  const figures: CaseFigure[] = [];
  for (const group of groups)
    for (const { name, call } of group.cases) {
      await timed(5, (i) => call(i + calls)); // warm-up
      const figure = await timed(calls, call);
      figures.push({ group: group.name, name, goalMs: group.goalMs, ...figure });
    }
  return figures;
}

export function figureRows(figures: CaseFigure[], where: string): Row[] {
  return figures.map((f) => [
    `${f.name} p50 / p95`,
    `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms`,
    `${where}; goal p95 < ${f.goalMs} ms: ${f.p95 < f.goalMs ? 'met' : 'MISSED'}`,
  ]);
}

/** a product file of PRODUCT_FILE_ROWS rows into one chain store, twice (new or changed prices, then changed) */
export async function productFileRows(api: Api, storeCode: string, uploads = 2): Promise<Row[]> {
  const rows: Row[] = [];
  const shift = Date.now() % 900;
  for (const [label, offset] of (
    [
      ['first upload', 0],
      ['every price changed', 1],
    ] as const
  ).slice(0, uploads)) {
    const { payload, contentType } = await multipart(
      { storeCode },
      { name: 'chain.csv', content: productFile(PRODUCT_FILE_ROWS, shift + offset) },
    );
    const started = performance.now();
    const answer = await fetch(`${api.apiBase}/product/file`, {
      method: 'POST',
      headers: { ...api.headers, 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    const body = (await answer.json()) as { dataCount?: number; error?: unknown[] };
    const seconds = (performance.now() - started) / 1000;
    if (!answer.ok || (body.error?.length ?? 0) > 0)
      throw new Error(
        `product file upload failed: HTTP ${answer.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    const perSecond = (body.dataCount ?? 0) / seconds;
    rows.push([
      `product file of ${PRODUCT_FILE_ROWS.toLocaleString('en')} rows (${label})`,
      `${Math.round(perSecond).toLocaleString('en')} rows/s`,
      `${seconds.toFixed(1)} s into ${storeCode}; goal > 20,000 rows/s: ${perSecond > 20_000 ? 'met' : 'MISSED'}`,
    ]);
  }
  return rows;
}
