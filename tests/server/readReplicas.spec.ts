// Read replicas (issue 37) against a real streaming standby this test starts (tests/support/pgServer.ts): the
// searches are served by the replica (counted on the replica), a request that wrote reads on the primary, a replica
// whose replay lags over READ_REPLICA_MAX_LAG_MS is skipped, and a stopped replica falls back to the primary
// without an error, then serves again once it is back.
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { replicaReads } from '../../server/db/readRouting.ts';
import { READ_APPLICATION_NAME } from '../../server/db/replicas.ts';
import { hasPostgresBinaries, startPgServer, waitForReplay, type PgServer } from '../support/pgServer.ts';
import { ADMIN, login, prepareTestDb, TEST_OUTGOING_ALLOW, type Headers } from './helpers.ts';

const STORE = 'KR001';
const DATABASE = 'esl';

async function sql<T extends object>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** polls `check` until it answers true: a state, never a time */
async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never reached: ${what}`);
}

describe('read replicas on a streaming standby', () => {
  let primary: PgServer;
  let standby: PgServer;
  let db: Db;
  const apps: FastifyInstance[] = [];

  const appWith = async (config: Partial<Config>): Promise<FastifyInstance> => {
    const app = await buildApp({
      config: testConfig({
        databaseUrl: primary.url(DATABASE),
        databaseReadUrls: [standby.url(DATABASE)],
        readReplicaProbeMs: 100,
        outgoingAllowNetworks: TEST_OUTGOING_ALLOW,
        ...config,
      }),
      db,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    // as the browser script does for Chromium: the binaries come from Debian's packages when missing
    if (!hasPostgresBinaries()) execFileSync('bash', ['scripts/ensure-postgres.sh'], { stdio: 'inherit' });
    primary = await startPgServer({ name: 'rr-primary' });
    await sql(primary.url(), `CREATE DATABASE ${DATABASE}`);
    db = await openPostgres(primary.url(DATABASE));
    await prepareTestDb(db);
    standby = await startPgServer({ name: 'rr-standby', standbyOf: primary });
  }, 300_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
    await standby?.remove();
    await primary?.remove();
  });

  const searchProducts = async (app: FastifyInstance, headers: Headers, body: object = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/status/store/${STORE}/product/search`,
      headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recordsTotal: number; data: Array<{ prCode: string }> }>();
  };

  /** the scans of the products table the standby itself counted (its own statistics, not the primary's) */
  const replicaProductScans = async () =>
    Number(
      (
        await sql<{ n: string }>(
          standby.url(DATABASE),
          `SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS n FROM pg_stat_user_tables
           WHERE relname = 'products'`,
        )
      )[0].n,
    );

  const addProductOnPrimary = (prCode: string) =>
    db.query(`INSERT INTO products ("storeCode", "prCode", "prName") VALUES ($1, $2, $2)`, [STORE, prCode]);

  const found = (page: { data: Array<{ prCode: string }> }, prCode: string) =>
    page.data.some((row) => row.prCode === prCode);

  it('answers the searches from the replica: the standby counts their scans', async () => {
    const app = await appWith({ readReplicaMaxLagMs: 60_000 });
    const admin = await login(app, ADMIN);
    await waitForReplay(primary, standby);
    await until(() => app.readReplicas?.states()[0].healthy === true, 'the replica is healthy');
    const before = await replicaProductScans();
    for (let i = 0; i < 5; i += 1) await searchProducts(app, admin, { length: 5 });
    // the standby flushes its statistics about once a second: wait for them
    await until(async () => (await replicaProductScans()) >= before + 5, 'the standby counted the searches');
    expect(app.readReplicas?.states()[0].reads).toBeGreaterThanOrEqual(5);
    const readers = await sql(standby.url(), 'SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [
      READ_APPLICATION_NAME,
    ]);
    expect(readers.length).toBeGreaterThan(0);
  });

  it('reads on the primary once the request wrote, and on the replica before', async () => {
    const app = await appWith({ readReplicaMaxLagMs: 60_000 });
    await until(() => app.readReplicas?.states()[0].healthy === true, 'the replica is healthy');
    await sql(standby.url(), 'SELECT pg_wal_replay_pause()');
    try {
      const read = `SELECT "prCode" FROM products WHERE "storeCode" = $1 AND "prCode" = $2`;
      const readBack = await replicaReads(async () => {
        await app.db.query(`INSERT INTO products ("storeCode", "prCode") VALUES ($1, 'RR-OWN')`, [STORE]);
        return app.db.query(read, [STORE, 'RR-OWN']);
      });
      expect(readBack).toHaveLength(1);
      // a request that has not written reads the paused replica, which never saw the row
      expect(await replicaReads(() => app.db.query(read, [STORE, 'RR-OWN']))).toHaveLength(0);
      // outside a replica read call (the guard, other calls, jobs) reads are the primary's
      expect(await app.db.query(read, [STORE, 'RR-OWN'])).toHaveLength(1);
      // app.readDb is for reads that may lag, wherever they are made: the replica's
      expect(await app.readDb.query(read, [STORE, 'RR-OWN'])).toHaveLength(0);
    } finally {
      await sql(standby.url(), 'SELECT pg_wal_replay_resume()');
    }
  });

  it('skips a replica whose replay lags over the limit until it catches up', async () => {
    const app = await appWith({ readReplicaMaxLagMs: 300 });
    const admin = await login(app, ADMIN);
    await until(() => app.readReplicas?.states()[0].healthy === true, 'the replica is healthy');
    await sql(standby.url(), 'SELECT pg_wal_replay_pause()');
    try {
      await addProductOnPrimary('RR-LAG');
      await until(() => app.readReplicas?.states()[0].healthy === false, 'the lagging replica is skipped');
      expect(app.readReplicas?.states()[0].reason).toMatch(/lags/);
      // served by the primary: the row the paused replica has not replayed is there
      expect(found(await searchProducts(app, admin, { filter_prCode: 'RR-LAG' }), 'RR-LAG')).toBe(true);
    } finally {
      await sql(standby.url(), 'SELECT pg_wal_replay_resume()');
    }
    await until(() => app.readReplicas?.states()[0].healthy === true, 'the replica caught up');
  });

  it('falls back to the primary while the replica is stopped, and uses it again once it is back', async () => {
    const app = await appWith({ readReplicaMaxLagMs: 60_000 });
    const admin = await login(app, ADMIN);
    await until(() => app.readReplicas?.states()[0].healthy === true, 'the replica is healthy');
    await searchProducts(app, admin, { length: 1 }); // the pool holds a replica connection
    await standby.stop('fast');
    await addProductOnPrimary('RR-DOWN');
    // the first search may meet the dead connection: it is answered by the primary all the same
    for (let i = 0; i < 5; i += 1)
      expect(found(await searchProducts(app, admin, { filter_prCode: 'RR-DOWN' }), 'RR-DOWN')).toBe(true);
    await until(() => app.readReplicas?.states()[0].healthy === false, 'the stopped replica is skipped');
    await standby.start();
    await until(() => app.readReplicas?.states()[0].healthy === true, 'the replica is back');
    // the replica streamed what it missed while it was down, and answers again
    await waitForReplay(primary, standby);
    const reads = app.readReplicas?.states()[0].reads ?? 0;
    expect(found(await searchProducts(app, admin, { filter_prCode: 'RR-DOWN' }), 'RR-DOWN')).toBe(true);
    expect(app.readReplicas?.states()[0].reads).toBeGreaterThan(reads);
  });
});
