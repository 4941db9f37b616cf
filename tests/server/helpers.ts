// Builds the app for server tests on each backend (backends.ts), from a copy of the seeded template the server
// project's global setup made, and signs the demo accounts in.
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../../server/app.ts';
import { type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { seedDemo } from '../../server/seed/index.ts';
import type { Backend, OpenedDb } from './backends.ts';

export { ADMIN_URL, backends, type Backend } from './backends.ts';

/** OUTGOING_ALLOW_NETWORKS of every test app: loopback, where the tests' access points (tests/support/oeplSim.ts)
 * and other peers listen; a test of the refusals builds its app with `config: { outgoingAllowNetworks: [] }` */
export const TEST_OUTGOING_ALLOW = ['127.0.0.0/8', '::1/128'];

/** the demo fleet of every test app */
const TEST_SEED = { tagsPerStore: 10, gatewaysPerStore: 2 };

declare module 'vitest' {
  export interface ProvidedContext {
    /** per backend name, the template made by tests/server/globalSetup.ts */
    dbTemplates: Partial<Record<Backend['name'], string>>;
  }
}

/** What a test app's database holds before its test: migrated by the app, then the demo seed. The server
 * project's global setup makes a template of it once per backend; scripts outside vitest make it each time. */
export async function prepareTestDb(db: Db): Promise<void> {
  const app = await buildApp({ config: testConfig(), db });
  try {
    await seedDemo(db, TEST_SEED);
  } finally {
    await app.close();
  }
}

function templateOf(backend: Backend): string | undefined {
  try {
    return inject('dbTemplates')[backend.name];
  } catch {
    return undefined; // outside a vitest worker (bench scripts)
  }
}

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
    /** the app's clock for two-factor codes (BuildOptions.clock) */
    clock?: () => number;
  } = {},
): Promise<TestApp> {
  // a test that prepares its own database starts from an empty one
  const template = options.prepare ? undefined : templateOf(backend);
  const { db, drop }: OpenedDb = template ? await backend.openCopy(template) : await backend.open();
  let app: FastifyInstance;
  try {
    await options.prepare?.(db);
    app = await buildApp({
      config: testConfig({ outgoingAllowNetworks: TEST_OUTGOING_ALLOW, ...options.config }),
      db,
      logger: options.logger,
      routes: options.routes,
      clock: options.clock,
    });
    if (!template) await seedDemo(db, TEST_SEED);
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
