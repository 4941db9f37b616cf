// Builds the app for server tests: PGlite in memory always, PostgreSQL too when 127.0.0.1:5432 answers
// (a uniquely named database created through the `test` database, dropped afterwards).
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { seedDemo } from '../../server/seed/index.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** url: the PostgreSQL database's (for a server process of its own) */
  open(): Promise<{ db: Db; drop(): Promise<void>; url?: string }>;
}

const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
export const ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}/test`;

function answers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const db = await openPglite('memory://');
    return { db, drop: () => db.close() };
  },
};

const postgres: Backend = {
  name: 'postgres',
  async open() {
    const name = `esl_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    return {
      db,
      url: url.toString(),
      async drop() {
        await db.close();
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  },
};

export const backends: Backend[] = (await answers(PG_HOST, PG_PORT)) ? [pglite, postgres] : [pglite];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function createTestApp(
  backend: Backend,
  options: {
    config?: Partial<Config>;
    logger?: Logger;
    /** more route plugins for the app */
    routes?: FastifyPluginAsync[];
    /** runs on the migrated database before the app is built (e.g. extra DDL) */
    prepare?: (db: Db) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const { db, drop } = await backend.open();
  let app: FastifyInstance;
  try {
    await options.prepare?.(db);
    app = await buildApp({
      config: testConfig(options.config),
      db,
      logger: options.logger,
      routes: options.routes,
    });
    await seedDemo(db, { tagsPerStore: 10, gatewaysPerStore: 2 });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    db,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const MANAGER = { email: 'manager@example.com', password: 'Manager#2026' };
export const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2026' };

export type Headers = Record<string, string>;

export async function login(
  app: FastifyInstance,
  who: { email: string; password: string },
): Promise<Headers> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
  if (response.statusCode !== 200)
    throw new Error(`login of ${who.email} failed: ${response.statusCode} ${response.body}`);
  const { accessToken } = response.json<{ accessToken: string }>();
  return { 'access-token': accessToken, 'access-email': who.email };
}

export interface SignedInApp {
  t: TestApp;
  admin: Headers;
  manager: Headers;
  viewer: Headers;
}

/**
 * For a describe block: builds the test app on `backend` before its tests and signs in the demo admin, manager
 * and viewer; closes the app after them. The objects returned are filled in by that beforeAll hook, so read them
 * in tests and in hooks the block adds afterwards (they run after this one), not while the block is collected.
 */
export function signedInApp(backend: Backend, options?: Parameters<typeof createTestApp>[1]): SignedInApp {
  const session = { t: {} as TestApp, admin: {}, manager: {}, viewer: {} };
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(backend, options);
    Object.assign(session.t, opened);
    Object.assign(session.admin, await login(opened.app, ADMIN));
    Object.assign(session.manager, await login(opened.app, MANAGER));
    Object.assign(session.viewer, await login(opened.app, VIEWER));
  });
  afterAll(async () => opened?.close());
  return session;
}

/** POST /api{url} as `headers`: the status and the JSON body */
export async function postJson<T>(
  app: FastifyInstance,
  headers: Headers | undefined,
  url: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload: body as object });
  return { status: response.statusCode, body: response.json<T>() };
}

/** a table page (table conventions) */
export interface Page<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

/** PUT /api/config/system `settings` as `headers`, run `body`, then PUT `restore` whatever happened */
export async function withSystemConfig(
  app: FastifyInstance,
  headers: Headers,
  settings: object,
  restore: object,
  body: () => Promise<void>,
): Promise<void> {
  const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/config/system', headers, payload });
  const set = await put(settings);
  if (set.statusCode !== 200) throw new Error(`PUT /config/system failed: ${set.statusCode} ${set.body}`);
  try {
    await body();
  } finally {
    await put(restore);
  }
}
