// Product change to tags (issue 5, slice C): the time from a price change of a product shown by 100 tags
// (applyProductChanges, the path of POST /product) to all 100 tags OK, with the simulator's radio in its fast
// mode (delays of milliseconds, same PRNG draws) ticking as fast as it can; tags that answer NG are sent again
// (POST /task/refresh's refreshTask) as an administrator would. In-process PGlite, a few runs; median and max.
//   tsx scripts/bench/tasks.ts
import { performance } from 'node:perf_hooks';
import { openPglite } from '../../server/db/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { Db } from '../../server/db/db.ts';
import { applyProductChanges } from '../../server/products/applyProductChanges.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { TagRadio } from '../../server/sim/tagRadio.ts';
import { refreshTask } from '../../server/tasks/refreshTask.ts';
import { median } from './stats';
import { printTable, type Row } from './table';

const STORE = 'KR001';
const TAGS = 100;
const RUNS = 5;
/** a run that has not finished after this long is reported as failed */
const RUN_LIMIT_MS = 120_000;

interface RunFigure {
  ms: number;
  ticks: number;
  resent: number;
}

/** a product of the store shown by TAGS tags behind NORMAL gateways (setup, not timed) */
async function productOnTags(db: Db): Promise<{ prCode: string; layoutId: string; prInfo: string[] }> {
  const tags = await db.query<{ tagId: string }>(
    `SELECT t."tagId" FROM tags t JOIN gateways g ON g."gwMac" = t."gwMac"
     WHERE t."storeCode" = $1 AND g.status = 'NORMAL' ORDER BY t."tagId" LIMIT $2`,
    [STORE, TAGS],
  );
  if (tags.length < TAGS) throw new Error(`only ${tags.length} tags of ${STORE} behind NORMAL gateways`);
  const [product] = await db.query<{ prCode: string; layoutId: string; prInfo: string[] }>(
    `SELECT "prCode", "layoutId", "prInfo" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT 1`,
    [STORE],
  );
  await db.query(
    `UPDATE tags SET "prCode" = $1, status = 'OK', battery = 90, rssi = -60 WHERE "tagId" = ANY($2)`,
    [product.prCode, tags.map((t) => t.tagId)],
  );
  await new StatsRefreshRepository(db).refresh();
  return product;
}

async function progressOf(db: Db, taskIds: number[]) {
  const [row] = await db.query<{ ok: number; ng: number; pending: number }>(
    `SELECT count(*) FILTER (WHERE status = 'OK')::int AS ok, count(*) FILTER (WHERE status = 'NG')::int AS ng,
       count(*) FILTER (WHERE status IS NULL)::int AS pending
     FROM update_task_tags WHERE "taskId" = ANY($1::bigint[])`,
    [taskIds],
  );
  return row;
}

async function run(
  db: Db,
  radio: TagRadio,
  product: { prCode: string; layoutId: string; prInfo: string[] },
  price: number,
) {
  const started = performance.now();
  const change = await applyProductChanges(db, {
    storeCode: STORE,
    products: [
      {
        prCode: product.prCode,
        layoutId: product.layoutId,
        prInfo: [product.prInfo[0] ?? '', String(price)],
      },
    ],
    createdBy: 'bench',
    source: 'console',
  });
  if (change.tagCount !== TAGS) throw new Error(`the change reached ${change.tagCount} tags, not ${TAGS}`);
  let ticks = 0;
  let resent = 0;
  for (;;) {
    await radio.tick(new Date());
    ticks += 1;
    const state = await progressOf(db, change.taskIds);
    if (state.ok === TAGS) return { ms: performance.now() - started, ticks, resent } satisfies RunFigure;
    if (state.pending === 0 && state.ng > 0) {
      for (const taskId of change.taskIds)
        resent += (await refreshTask(db, { taskId, storeCode: STORE })).tagCount;
    }
    if (performance.now() - started > RUN_LIMIT_MS)
      throw new Error(`run did not finish: ${JSON.stringify(state)}`);
  }
}

export async function taskBenchRows(): Promise<Row[]> {
  const db = await openPglite('memory://');
  try {
    await migrate(db);
    await seedDemo(db, { tagsPerStore: 300, gatewaysPerStore: 4 });
    const product = await productOnTags(db);
    const radio = new TagRadio(db, createRepositories(db).alarms, createPrng(8), {
      fast: true,
      productEvery: 0,
    });
    const figures: RunFigure[] = [];
    for (let i = 0; i < RUNS; i += 1) figures.push(await run(db, radio, product, 1000 + i * 10));
    const ms = figures.map((f) => f.ms);
    const note = `PGlite in process, ${RUNS} runs, radio fast mode; ticks ${figures.map((f) => f.ticks).join('/')}, re-sent NG ${figures.map((f) => f.resent).join('/')}`;
    return [
      [`price change → ${TAGS} tags OK, median`, `${median(ms).toFixed(0)} ms`, note],
      [
        `price change → ${TAGS} tags OK, max`,
        `${Math.max(...ms).toFixed(0)} ms`,
        'applyProductChanges, then radio ticks until every tag answered OK',
      ],
    ];
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  taskBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}
