// Health and readiness (issue 37): GET /api/health/live and /api/health/ready answer without a session, with a
// status and named checks only; readiness fails (503, Retry-After) when this instance's heartbeat is stale or a
// migration of this build is missing, and not when the database is merely busy (PGlite's one connection held by a
// transaction, or every PostgreSQL pool connection taken). PGlite, and PostgreSQL when it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { handWrittenMigrations } from '../../server/db/migrate.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const ALL_OK = {
  status: 'ok',
  checks: { database: 'ok', migrations: 'ok', heartbeat: 'ok', pressure: 'ok' },
};

/** no beat of its own during a test: the test decides when the heartbeat is stale */
const HOUR_HEARTBEAT = { heartbeatMs: 3_600_000 };

describe.each(backends)('health and readiness on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: HOUR_HEARTBEAT });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/health/${url}` });

  it('answers live 200 without a session, with nothing but the status and the process check', async () => {
    const response = await get('live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { process: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers ready 200 without a session when every check is ok', async () => {
    const response = await get('ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ALL_OK);
  });

  it('answers ready 503 with Retry-After while this instance heartbeat is stale, 200 once it beats', async () => {
    await t.db.query(
      `UPDATE server_instances SET "heartbeatAt" = now() - interval '1 day' WHERE "instanceId" = $1`,
      [t.app.instance.id],
    );
    const stale = await get('ready');
    expect(stale.statusCode).toBe(503);
    expect(stale.headers['retry-after']).toMatch(/^\d+$/);
    expect(stale.json()).toEqual({ status: 'failing', checks: { ...ALL_OK.checks, heartbeat: 'failing' } });

    await t.app.instance.beat();
    expect((await get('ready')).json()).toEqual(ALL_OK);
  });

  it('answers ready 503 while a migration of this build is missing from the database', async () => {
    const last = handWrittenMigrations().at(-1)!.name;
    const [{ appliedAt }] = await t.db.query<{ appliedAt: Date }>(
      `DELETE FROM schema_migrations WHERE name = $1 RETURNING "appliedAt"`,
      [last],
    );
    try {
      const missing = await get('ready');
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toEqual({
        status: 'failing',
        checks: { ...ALL_OK.checks, migrations: 'failing' },
      });
    } finally {
      await t.db.query(`INSERT INTO schema_migrations (name, "appliedAt") VALUES ($1, $2)`, [
        last,
        appliedAt,
      ]);
    }
    expect((await get('ready')).statusCode).toBe(200);
  });
});

/** holds `count` transactions open (each on a connection of its own) until the answer's release is called */
async function holdTransactions(db: Db, count: number): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const opened: Array<Promise<void>> = [];
  const held = Array.from({ length: count }, () => {
    let entered!: () => void;
    opened.push(new Promise<void>((resolve) => (entered = resolve)));
    return db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      entered();
      await gate;
    });
  });
  await Promise.all(opened);
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe.each(backends)('readiness while the database is busy on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // a short deadline: the probe gives up on its statement soon, and must still not call the database down
    t = await createTestApp(backend, { config: { ...HOUR_HEARTBEAT, healthDbTimeoutMs: 300 } });
  });
  afterAll(async () => t?.close());

  it('stays ready while every connection of the application is taken by a long transaction', async () => {
    // PGlite has one connection; PostgreSQL's pool of the test database has DEFAULT_POOL_SIZE
    const release = await holdTransactions(t.db, backend.name === 'pglite' ? 1 : 10);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.json()).toEqual(ALL_OK);
      expect(response.statusCode).toBe(200);
    } finally {
      await release();
    }
  });
});
