// Alarms (issue 12): (1) alarms raised per second into alarm_history through AlarmsRepository.raise, one call
// per alarm from 16 concurrent causes, each selected by a notification setting with two recipients, so every
// alarm also queues two mails in the same statement; then counts that none is lost (goal 1,000 alarms/s). The
// same with raise() of arrays of 100 from 4 callers (how the simulator's ticks and the rules raise).
// (2) POST /history/alarm/system/search (StatsAlarmsRepository.search) p50/p95 at 1,000,000 alarms on PostgreSQL
// (127.0.0.1:5432, a temporary database made through `test`; goal < 50 ms): first page, class, type, a store
// list, a date range, a deep page. PGlite when PostgreSQL does not answer (figures marked). The history spans
// 30 days whatever its size; ALARM_HISTORY sets it (10000000: the chain's 10 million alarms, issue 39).
//   tsx scripts/bench/alarms.ts
import { performance } from 'node:perf_hooks';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { StatsAlarmsRepository } from '../../server/repositories/statsAlarms.ts';
import { backends } from '../../tests/server/helpers.ts';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const RAISES = 20_000;
const CONCURRENCY = 16;
const HISTORY = Number(process.env.ALARM_HISTORY ?? 1_000_000);
const HISTORY_SECONDS = 30 * 86_400;
const SEARCHES = 100;

/** PostgreSQL when it answers on 127.0.0.1:5432 (a temporary database, dropped after), else PGlite in memory:
 * the test suite's own backends */
async function openDb(): Promise<{ db: Db; name: string; drop: () => Promise<void> }> {
  const backend = backends.at(-1)!;
  const { db, drop } = await backend.open();
  return { db, name: backend.name === 'postgres' ? 'PostgreSQL' : 'PGlite', drop };
}

async function raiseRate(db: Db): Promise<{ perSecond: number; alarms: number; mails: number; ms: number }> {
  await db.query(
    `INSERT INTO alarm_notification_settings (type, enabled, members, addresses, class)
     VALUES ('UPDATE FAILURE', true, '{}', '{ops1@example.com,ops2@example.com}', 1)`,
  );
  const alarms = new AlarmsRepository(db);
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= RAISES) return;
        await alarms.raise({
          location: `S${String(i % 50).padStart(3, '0')}`,
          type: 'UPDATE FAILURE',
          class: 2,
          sourceType: 'task',
          data: { taskId: i, failedTags: 1, totalTags: 100 },
        });
      }
    }),
  );
  const ms = performance.now() - start;
  const [counts] = await db.query<{ alarms: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM alarm_history WHERE type = 'UPDATE FAILURE') AS alarms,
            (SELECT count(*)::int FROM mail_outbox WHERE "alarmType" = 'UPDATE FAILURE') AS mails`,
  );
  return { perSecond: (RAISES / ms) * 1000, alarms: counts!.alarms, mails: counts!.mails, ms };
}

/** alarms per raise() call and concurrent callers of the batched figure: causes that raise a tick's worth at once */
const BATCH = 100;
const BATCH_CALLERS = 4;

/** raise() with arrays, as the simulator's ticks and the rules raise: the same alarms and mails, in fewer calls */
async function batchedRaiseRate(db: Db): Promise<{ perSecond: number; alarms: number; mails: number }> {
  const alarms = new AlarmsRepository(db);
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: BATCH_CALLERS }, async () => {
      for (;;) {
        const from = next;
        next += BATCH;
        if (from >= RAISES) return;
        await alarms.raise(
          Array.from({ length: Math.min(BATCH, RAISES - from) }, (_, k) => ({
            location: `S${String((from + k) % 50).padStart(3, '0')}`,
            type: 'SEND TO GW FAILURE',
            class: 2 as const,
            sourceType: 'gw' as const,
            sourceId: `MAC${(from + k) % 5000}`,
            data: { n: from + k },
          })),
        );
      }
    }),
  );
  const ms = performance.now() - start;
  const [counts] = await db.query<{ alarms: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM alarm_history WHERE type = 'SEND TO GW FAILURE') AS alarms,
            (SELECT count(*)::int FROM mail_outbox WHERE "alarmType" = 'SEND TO GW FAILURE') AS mails`,
  );
  return { perSecond: (RAISES / ms) * 1000, alarms: counts!.alarms, mails: counts!.mails };
}

async function fillHistory(db: Db, total: number): Promise<number> {
  const start = performance.now();
  const types = [
    'GW STATUS ABNORMAL',
    'UPDATE FAILURE',
    'SEND TO GW FAILURE',
    'GW TIME SYNC ABNORMAL',
    'LOW BATTERY LIST CHANGED',
    'ACCOUNT LOCKED',
    'API PERMISSION DENIED',
    'TAG STATUS CHECK TIME OUT',
  ];
  const step = 200_000;
  for (let from = 1; from <= total; from += step) {
    await db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt", "sourceType", "sourceId", data)
       SELECT CASE WHEN g % 10 = 0 THEN 'SYSTEM' ELSE 'S' || lpad((g % 500)::text, 3, '0') END,
              ($3::text[])[1 + g % 8], 1 + g % 3, (ARRAY['SYSTEM','WARNING','CRITICAL'])[1 + g % 3],
              now() - make_interval(secs => g * $4::float8), now() - make_interval(secs => g * $4::float8),
              'gw', 'MAC' || (g % 5000)::text, jsonb_build_object('n', g)
       FROM generate_series($1::int, $2::int) g`,
      [from, Math.min(total, from + step - 1), types, HISTORY_SECONDS / total],
    );
  }
  await db.query('ANALYZE alarm_history');
  return performance.now() - start;
}

async function searchTimes(db: Db): Promise<Row[]> {
  const repo = new StatsAlarmsRepository(db);
  const day = 86_400;
  const now = Math.floor(Date.now() / 1000);
  const tenStores = Array.from({ length: 10 }, (_, i) => `S${String(i * 7 + 1).padStart(3, '0')}`);
  const cases: Array<[string, string[] | null, Record<string, unknown>]> = [
    ['first page, all stores', null, { start: 0, length: 25 }],
    ['class 3', null, { start: 0, length: 25, filter_class: 3 }],
    ['type ==', null, { start: 0, length: 25, filter_type: 'ACCOUNT LOCKED', condition_type: '==' }],
    ['10 stores (storeList)', tenStores, { start: 0, length: 25 }],
    [
      'one day, 2 weeks ago',
      null,
      { start: 0, length: 25, filter_startDate: now - 15 * day, filter_endDate: now - 14 * day },
    ],
    ['page 40 (start 1000)', null, { start: 1000, length: 25 }],
  ];
  const rows: Row[] = [];
  for (const [what, stores, body] of cases) {
    await repo.search(stores, body); // warm
    const times: number[] = [];
    for (let i = 0; i < SEARCHES; i += 1) {
      const t0 = performance.now();
      await repo.search(stores, body);
      times.push(performance.now() - t0);
    }
    rows.push([
      `alarm history search p95: ${what}`,
      `${quantile(times, 0.95).toFixed(1)} ms`,
      `p50 ${quantile(times, 0.5).toFixed(1)} ms, ${SEARCHES} calls`,
    ]);
  }
  return rows;
}

export async function alarmBenchRows(): Promise<Row[]> {
  const { db, name, drop } = await openDb();
  try {
    await migrate(db);
    const rate = await raiseRate(db);
    const rows: Row[] = [
      [
        'alarms raised per second (with mails queued)',
        `${rate.perSecond.toFixed(0)} /s`,
        `${name}, ${RAISES} raise() calls x ${CONCURRENCY} concurrent, 2 mails each; goal 1,000/s`,
      ],
      [
        'alarms / mails recorded',
        `${rate.alarms} / ${rate.mails}`,
        `expected ${RAISES} / ${RAISES * 2}: ${rate.alarms === RAISES && rate.mails === RAISES * 2 ? 'none lost' : 'LOST SOME'}`,
      ],
    ];
    await db.query(
      `INSERT INTO alarm_notification_settings (type, enabled, members, addresses, class)
       VALUES ('SEND TO GW FAILURE', true, '{}', '{ops1@example.com,ops2@example.com}', 1)`,
    );
    const batched = await batchedRaiseRate(db);
    rows.push(
      [
        'alarms raised per second, batched (with mails queued)',
        `${batched.perSecond.toFixed(0)} /s`,
        `${name}, ${RAISES / BATCH} raise() calls of ${BATCH} alarms x ${BATCH_CALLERS} concurrent, 2 mails each; goal 1,000/s`,
      ],
      [
        'alarms / mails recorded, batched',
        `${batched.alarms} / ${batched.mails}`,
        `expected ${RAISES} / ${RAISES * 2}: ${batched.alarms === RAISES && batched.mails === RAISES * 2 ? 'none lost' : 'LOST SOME'}`,
      ],
    );
    if (process.argv.includes('--raise-only')) return rows;
    const total = name === 'PostgreSQL' ? HISTORY : HISTORY / 10;
    const fillMs = await fillHistory(db, total);
    rows.push([
      `alarm history filled (${name})`,
      `${(fillMs / 1000).toFixed(0)} s`,
      `${total.toLocaleString('en')} rows + ANALYZE`,
    ]);
    rows.push(
      ...(await searchTimes(db)).map<Row>(([f, v, n]) => [
        f,
        v,
        `${n}, ${total.toLocaleString('en')} alarms, ${name}; goal < 50 ms`,
      ]),
    );
    return rows;
  } finally {
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  alarmBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
