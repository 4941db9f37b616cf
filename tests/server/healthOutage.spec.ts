// A PostgreSQL outage (issue 37): the app runs on a PostgreSQL server of its own (tests/support/pgServer.ts), which
// is stopped as a crash would stop it (pg_ctl stop -m immediate). Meanwhile API calls answer 503 with Retry-After
// and the 'database cannot be reached' message, readiness 503 with the database failing, liveness 200, and no call
// answers 500; once the server is started again the app recovers by itself: readiness 200, the calls 200.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres.ts';
import { DB_MESSAGES } from '../../server/http/errors.ts';
import { messageBody } from '../../server/http/messages.ts';
import { hasPostgresBinaries, startPgServer, type PgServer } from '../support/pgServer.ts';
import { ADMIN, createTestApp, login, type Backend, type Headers, type TestApp } from './helpers.ts';

/** a backend whose one database is the throwaway server's */
function backendOn(server: PgServer): Backend {
  const open = async () => {
    const db = await openPostgres(server.url());
    return { db, drop: () => db.close(), url: server.url() };
  };
  return {
    name: 'postgres',
    open,
    makeTemplate: () => Promise.reject(new Error('no templates on the outage server')),
    openCopy: () => Promise.reject(new Error('no templates on the outage server')),
  };
}

/** asks until `probe` answers true */
async function until(probe: () => Promise<boolean>): Promise<void> {
  while (!(await probe())) await new Promise((next) => setTimeout(next, 100));
}

const binaries = hasPostgresBinaries();
if (!binaries)
  console.warn('healthOutage.spec.ts: no PostgreSQL binaries (scripts/ensure-postgres.sh): skipped');

describe.runIf(binaries)('a PostgreSQL outage', () => {
  let server: PgServer;
  let t: TestApp;
  let admin: Headers;
  /** every status answered during the test, to prove no 500 */
  const statuses: number[] = [];

  beforeAll(async () => {
    server = await startPgServer({ name: 'health-outage' });
    // an empty database: the app migrates it and the demo seed fills it
    t = await createTestApp(backendOn(server), { prepare: async () => undefined });
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => {
    await t?.close();
    await server?.remove();
  });

  const call = async (app: FastifyInstance, method: 'GET' | 'POST', url: string, headers?: Headers) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers,
      payload: method === 'POST' ? {} : undefined,
    });
    statuses.push(response.statusCode);
    return response;
  };
  const session = () => call(t.app, 'GET', '/auth/login', admin);
  const stores = () => call(t.app, 'POST', '/auth/account/search', admin);
  const ready = () => call(t.app, 'GET', '/health/ready');

  it(
    'answers 503 with Retry-After while the database is down and recovers by itself',
    { timeout: 300_000 },
    async () => {
      expect((await session()).statusCode).toBe(200);
      expect((await stores()).statusCode).toBe(200);
      expect((await ready()).statusCode).toBe(200);

      await server.stop('immediate');
      // several rounds: the pool's connections cut by the stop first, then connections refused
      for (let round = 0; round < 3; round++) {
        for (const answer of [await session(), await stores()]) {
          expect(answer.statusCode).toBe(503);
          expect(answer.headers['retry-after']).toMatch(/^\d+$/);
          expect(answer.json()).toEqual(messageBody(DB_MESSAGES.unavailable));
        }
        const readiness = await ready();
        expect(readiness.statusCode).toBe(503);
        expect(readiness.json()).toMatchObject({ status: 'failing', checks: { database: 'failing' } });
        expect((await call(t.app, 'GET', '/health/live')).statusCode).toBe(200);
      }

      await server.start();
      await until(async () => (await ready()).statusCode === 200);
      await until(async () => (await session()).statusCode === 200);
      expect((await stores()).statusCode).toBe(200);
      expect(statuses).not.toContain(500);
    },
  );
});
