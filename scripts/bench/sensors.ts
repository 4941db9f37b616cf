// Sensor history search (issue 13): GET /history/store/{code}/sensor/{mac} at 10 million samples on PostgreSQL
// (127.0.0.1:5432, a fresh database through tests/server/helpers.ts). The samples are generated in SQL with
// generate_series: 1,000 sensors over the demo stores, one sample a minute for 10,000 minutes (about a week).
// The samples' triggers keep the hourly rollup (migration 620) as they are inserted. Timed, sequentially over
// random sensors: the default day (1,440 samples averaged into at most 1,000 points), a 6-hour window three days
// back (every sample), and the whole week (hourly points from the rollup). p50 / p95, and the statement's own time.
// Runs alone: tsx scripts/bench/sensors.ts [samplesPerSensor]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { historyQuery } from '../../server/repositories/sensors';
import { ADMIN, backends, createTestApp, login } from '../../tests/server/helpers';
import { quantile } from './stats';
import { printTable, type Row } from './table';

export const BENCH_SENSORS = 1000;
export const BENCH_SAMPLES_PER_SENSOR = 10_000;
const CALLS = 200;

export async function sensorBenchRows(samplesPerSensor = BENCH_SAMPLES_PER_SENSOR): Promise<Row[]> {
  const backend = backends.find((b) => b.name === 'postgres');
  if (!backend) return [['sensor history search', 'not measured', 'no PostgreSQL at 127.0.0.1:5432']];
  const t = await createTestApp(backend);
  try {
    const started = performance.now();
    await t.db.query(
      `INSERT INTO sensors ("sensorMac", "storeCode", "gwMac", operation, version, battery, rssi, status,
         "minValue", "maxValue", "updatedAt")
       SELECT 'BE:NC:' || lpad(to_hex(n), 8, '0'), s."storeCode", NULL, 'TEMPERATURE', '1.0.4', 80, -60, 'OK', 0, 8, now()
       FROM generate_series(1, $1) n
       JOIN (SELECT "storeCode", row_number() OVER (ORDER BY "storeCode") - 1 AS i, count(*) OVER () AS c FROM stores) s
         ON s.i = n % s.c`,
      [BENCH_SENSORS],
    );
    await t.db.query(
      `INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
       SELECT x."sensorMac", date_trunc('minute', now()) - m * interval '1 minute', 4 + sin(m / 60.0) + (m % 7) / 10.0
       FROM sensors x, generate_series(1, $1) m WHERE x."sensorMac" LIKE 'BE:NC:%'`,
      [samplesPerSensor],
    );
    // autovacuum does this on an insert-heavy table; the index-only range reads need the visibility map
    await t.db.query('VACUUM (ANALYZE) sensor_samples');
    await t.db.query('VACUUM (ANALYZE) sensor_sample_hours');
    const [{ n }] = await t.db.query<{ n: string }>('SELECT count(*)::bigint AS n FROM sensor_samples');
    const generateSeconds = (performance.now() - started) / 1000;
    const sensors = await t.db.query<{ sensorMac: string; storeCode: string }>(
      `SELECT "sensorMac", "storeCode" FROM sensors WHERE "sensorMac" LIKE 'BE:NC:%' ORDER BY "sensorMac"`,
    );
    const headers = await login(t.app, ADMIN);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, (i: number) => string]> = [
      ['default day', () => ''],
      ['6 hours, 3 days back', () => `?startDate=${now - 3 * 86400 - 6 * 3600}&endDate=${now - 3 * 86400}`],
      ['whole week', () => `?startDate=${now - samplesPerSensor * 60}&endDate=${now}`],
    ];
    const rows: Row[] = [
      [
        'sensor samples generated (PostgreSQL)',
        `${generateSeconds.toFixed(0)} s`,
        `${Number(n).toLocaleString('en')} samples, ${BENCH_SENSORS} sensors, generate_series`,
      ],
    ];
    for (const [name, query] of cases) {
      const call = async (i: number) => {
        const sensor = sensors[(i * 7919) % sensors.length];
        const begun = performance.now();
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/history/store/${sensor.storeCode}/sensor/${encodeURIComponent(sensor.sensorMac)}${query(i)}`,
          headers,
        });
        const took = performance.now() - begun;
        if (answer.statusCode !== 200) throw new Error(`sensor history: ${answer.statusCode} ${answer.body}`);
        return { took, points: answer.json<{ data: unknown[] }>().data.length };
      };
      for (let i = 0; i < 5; i++) await call(i + CALLS);
      const samples: number[] = [];
      let points = 0;
      for (let i = 0; i < CALLS; i++) {
        const { took, points: p } = await call(i);
        samples.push(took);
        points = p;
      }
      // the database's own time for this case's statement (EXPLAIN ANALYZE), apart from HTTP and the machine's
      // load: median over 20 sensors
      const sqlMs: number[] = [];
      let rollup = false;
      for (let i = 0; i < 20; i++) {
        const sensor = sensors[(i * 104_729) % sensors.length];
        const params = new URLSearchParams(query(i).slice(1));
        const end = Number(params.get('endDate') ?? now);
        const start = Number(params.get('startDate') ?? end - 86_400);
        const statement = historyQuery(sensor.sensorMac, new Date(start * 1000), new Date(end * 1000));
        const plan = await t.db.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
          statement.params,
        );
        rollup = statement.rollup;
        sqlMs.push(plan[0]['QUERY PLAN'][0]['Execution Time']);
      }
      rows.push(
        [
          `sensor history SQL (${name})`,
          `${quantile(sqlMs, 0.5).toFixed(2)} ms`,
          `EXPLAIN ANALYZE execution time of the statement (${rollup ? 'hourly rollup' : 'raw samples'}), median of 20 sensors`,
        ],
        [
          `sensor history p50 (${name})`,
          `${quantile(samples, 0.5).toFixed(1)} ms`,
          `${points} points, ${CALLS} calls`,
        ],
        [
          `sensor history p95 (${name})`,
          `${quantile(samples, 0.95).toFixed(1)} ms`,
          `PostgreSQL, ${Number(n).toLocaleString('en')} samples; goal < 50 ms`,
        ],
      );
    }
    return rows;
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const perSensor = Number(process.argv[2] ?? BENCH_SAMPLES_PER_SENSOR);
  sensorBenchRows(perSensor)
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
