// The one configuration module of the server: every environment variable is read here and nowhere else.
import { availableParallelism } from 'node:os';
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  wsPort: number;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; absent = PGlite under dataDir (or in memory with `memory://`) */
  databaseUrl?: string;
  /** demo mode: seed the demo fleet and accounts */
  demo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  lockAfterFailures: number;
  sessionTtlHours: number;
  passwordMaxAgeDays: number;
  /** role given to self-registered accounts (the seeded role without privileges by default) */
  signupRoleId: number;
  /** minutes a password reset link of the forgotten-password mail stays valid */
  resetLinkMinutes: number;
  /** the console's address in mails (reset links); never taken from a request's Host header */
  publicUrl: string;
  /** development and tests without SMTP: queued mails are also written into this directory */
  mailDir?: string;
  /** login, signup, forgotten password and reset: calls per address and per email in each window */
  authLimitPerAddress: number;
  authLimitPerEmail: number;
  authLimitWindowSeconds: number;
  simSeed: number;
  /** run the fleet simulator */
  sim: boolean;
  /** milliseconds between simulator ticks */
  simTickMs: number;
  logLevel: LogLevel;
  staticDir: string;
  /** map tiles for consoles with internet, passed on in /config.json; absent = the offline geography only */
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** milliseconds between heartbeats of this instance; one silent for three is dead and its jobs are closed */
  heartbeatMs: number;
  /** milliseconds a label render may take before its thread is stopped (422) */
  renderTimeoutMs: number;
  /** label render threads */
  renderThreads: number;
  /** PostgreSQL statement_timeout of every statement (migrations excepted); 0 = none. PGlite has none. */
  statementTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.trim().toLowerCase());
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port: int(env, 'PORT', 8800),
    wsPort: int(env, 'WS_PORT', 8801),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: flag(env, 'DEMO', true),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    lockAfterFailures: int(env, 'LOCK_AFTER_FAILURES', 5),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 12),
    passwordMaxAgeDays: int(env, 'PASSWORD_MAX_AGE_DAYS', 90),
    signupRoleId: int(env, 'SIGNUP_ROLE_ID', 3),
    resetLinkMinutes: int(env, 'RESET_LINK_MINUTES', 30),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env, 'PORT', 8800)}`).replace(/\/+$/, ''),
    mailDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : undefined,
    authLimitPerAddress: int(env, 'AUTH_LIMIT_PER_ADDRESS', 30),
    authLimitPerEmail: int(env, 'AUTH_LIMIT_PER_EMAIL', 10),
    authLimitWindowSeconds: int(env, 'AUTH_LIMIT_WINDOW_SECONDS', 900),
    simSeed: int(env, 'SIM_SEED', 1),
    sim: flag(env, 'SIM', true),
    simTickMs: int(env, 'SIM_TICK_MS', 5000),
    logLevel,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || undefined,
    heartbeatMs: Math.max(100, int(env, 'HEARTBEAT_MS', 10_000)),
    renderTimeoutMs: int(env, 'RENDER_TIMEOUT_MS', 10_000),
    // one core stays with the event loop, so the API keeps answering while labels render
    renderThreads: Math.max(1, int(env, 'RENDER_THREADS', availableParallelism() - 1)),
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 30_000),
  };
}

/** Limits high enough for test suites that sign in many times from one address. */
export const RELAXED_AUTH_LIMITS = { authLimitPerAddress: 100_000, authLimitPerEmail: 100_000 } as const;

/** A configuration for tests: in-memory PGlite, no simulator, quiet logs, relaxed auth limits; override what you need. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    databaseUrl: 'memory://',
    sim: false,
    logLevel: 'silent',
    ...RELAXED_AUTH_LIMITS,
    ...overrides,
  };
}
