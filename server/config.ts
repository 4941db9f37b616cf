// The one configuration module of the server: every environment variable is read here and nowhere else.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import {
  databaseReadUrls,
  flag,
  int,
  logLevel as readLogLevel,
  metricsPort,
  metricsToken,
  outgoingAllowNetworks,
  publicWsUrl,
  secretKey,
  storageKind,
  trustProxy,
  twoFactorKey,
  type Env,
} from './configReaders.ts';

import type { LogLevel } from './configReaders.ts';

export type { LogLevel };

export interface Config {
  port: number;
  wsPort: number;
  /** PUBLIC_WS_URL: the collection websocket's one address for the console (ws(s)://... or a path on the console's
   * host such as /api/ws); absent = the console's host on wsPort */
  publicWsUrl?: string;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; absent = PGlite under dataDir (or in memory with `memory://`) */
  databaseUrl?: string;
  /** DATABASE_DIRECT_URL: the connections that need a session of their own (LISTEN, advisory locks) when
   * DATABASE_URL goes through a transaction-mode pooler; absent = DATABASE_URL */
  databaseDirectUrl?: string;
  /** DATABASE_READ_URL: PostgreSQL read replicas (streaming standbys of DATABASE_URL) for searches, lists,
   * statistics, dashboards, delivery and battery reads (server/db/readRouting.ts); empty = none */
  databaseReadUrls: string[];
  /** READ_REPLICA_MAX_LAG_MS: a replica lagging more is skipped until it catches up */
  readReplicaMaxLagMs: number;
  /** READ_REPLICA_PROBE_MS: milliseconds between health and lag probes of each replica */
  readReplicaProbeMs: number;
  /** where stored files live (server/storage/): absent = the data directory on PGlite, the database on PostgreSQL */
  storage?: 'disk' | 'postgres' | 's3';
  /** STORAGE=s3: http(s)://key:secret@host:port/bucket */
  storageUrl?: string;
  /** hours the server_logs table keeps the log lines of every instance (the server log download) */
  serverLogRetentionHours: number;
  /** AUDIT_RETENTION_DAYS: how long the audit log keeps its rows (issue 36); the retention job deletes older ones */
  auditRetentionDays: number;
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
  /** requests per second an API token may make (API_TOKEN_RATE_PER_SECOND); above: 429 with Retry-After */
  apiTokenRatePerSecond: number;
  /** TWO_FACTOR_KEY: encrypts the two-factor secrets (server/auth/twoFactorKey.ts); unset: a key file in the data
   * directory on PGlite, a key per process in memory, none on PostgreSQL (two-factor then unavailable) */
  twoFactorKey?: Buffer;
  /** the reverse proxies in front (TRUST_PROXY: their addresses or CIDRs): a connection from one of them gets its
   * client address from X-Forwarded-For (Fastify's trustProxy); undefined = none */
  trustProxy?: string;
  /** OUTGOING_ALLOW_NETWORKS: networks (CIDRs or addresses, comma separated) the server's outgoing HTTP may reach
   * although they are loopback, link-local, unspecified, multicast or its own (server/net/outgoingHttp.ts);
   * unset: none */
  outgoingAllowNetworks: string[];
  /** SECRET_KEY: seals the secrets the server reads back (identity providers' client secrets,
   * server/auth/secretBox.ts); unset: such secrets cannot be stored */
  secretKey?: string;
  simSeed: number;
  /** run the fleet simulator */
  sim: boolean;
  /** milliseconds between simulator ticks */
  simTickMs: number;
  /** simulator ticks between two server and gateway status samples (0: a minute's worth of ticks) */
  simSampleEveryTicks: number;
  /** simulator milliseconds between two samples of a sensor */
  simSensorIntervalMs: number;
  /** simulator milliseconds a store printer takes per paper label */
  simPrintMs: number;
  /** share of paper labels the simulated printers fail (0 to 1) */
  simPrintFailRate: number;
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
  /** milliseconds one call of a user script may run in the sandbox (doc 3 §2 scripts) */
  scriptTimeoutMs: number;
  /** megabytes a user script's sandbox may allocate */
  scriptMemoryMb: number;
  /** user script threads */
  scriptThreads: number;
  /** PostgreSQL statement_timeout of every statement (migrations excepted); 0 = none. PGlite has none. */
  statementTimeoutMs: number;
  /** statement_timeout of one POST /stats/query (custom dashboards' panels, issue 26), PostgreSQL only */
  statsQueryTimeoutMs: number;
  /** PGlite in a worker thread of its own, off the API's event loop (PGLITE_THREAD, default on; 0 = in process) */
  pgliteThread: boolean;
  /** PostgreSQL idle_in_transaction_session_timeout: a transaction waiting on a frozen instance ends; 0 = none */
  idleInTransactionTimeoutMs: number;
  /** PostgreSQL pool connections of this instance (PG_POOL_SIZE; one LISTEN, the lock and the health probe's
   * connections on top) */
  poolSize: number;
  /** PG_CONNECT_TIMEOUT_MS: a new PostgreSQL connection that takes longer fails (the request answers 503) */
  pgConnectTimeoutMs: number;
  /** health and readiness (server/health/, README "Health and readiness"): HEALTH_DB_TIMEOUT_MS, the readiness
   * probe's deadline on each database statement; HEALTH_MAX_LOOP_DELAY_MS, HEALTH_MAX_HEAP_BYTES and
   * HEALTH_MAX_RSS_BYTES, the limits past which API calls answer 503 (0 = that limit is off); RETRY_AFTER_SECONDS,
   * the Retry-After of those 503s and of a database out of reach */
  healthDbTimeoutMs: number;
  healthMaxLoopDelayMs: number;
  healthMaxHeapBytes: number;
  healthMaxRssBytes: number;
  retryAfterSeconds: number;
  /** the largest upgrade package (POST /upgrade/file) and mobile app file (POST /app/file) accepted; 413 above */
  upgradeFileMaxBytes: number;
  appFileMaxBytes: number;
  /** the largest store migration file (POST /upload/database): its JSON, inflated from gzip; 413 above */
  migrationMaxBytes: number;
  /** the largest signage image, video and widget file (POST /plus/store/{code}/{type}/file); 413 above */
  plusMediaMaxBytes: { image: number; video: number; widget: number };
  /** software rollouts: milliseconds between rollout steps of the simulator (a gateway takes 0.5 to 1.5 steps) */
  rolloutPaceMs: number;
  /** share of simulated gateway updates that fail (0..1) */
  rolloutFailureRate: number;
  /** canary share in percent (at least one gateway per store), the waves after it, and the failure share of a
   * stage above which a rollout pauses itself */
  rolloutCanaryPercent: number;
  rolloutWaves: number;
  rolloutFailureThreshold: number;
  /** the mail outbox (server/mail/outboxSender.ts): ms between polls (0 = no sending), attempts per mail, first
   * retry delay (doubled at each attempt, at most an hour) */
  mailPollMs: number;
  mailMaxAttempts: number;
  mailBackoffMs: number;
  /** webhooks (issue 35, server/webhooks/sender.ts): WEBHOOK_ALLOW_HTTP lets a subscription's URL be http (default:
   * https only); WEBHOOK_POLL_MS between polls of the delivery queue (0 = no sending); WEBHOOK_TIMEOUT_MS the
   * deadline of one delivery */
  webhookAllowHttp: boolean;
  webhookPollMs: number;
  webhookTimeoutMs: number;
  /** ms between checks of this host's memory and disk against the alarm setting (0 = none) */
  hostCheckMs: number;
  /** the server's periodic jobs (server/jobs/), each run once per period across the instances: ms between runs of
   * the alarm rules, of the history retention and of the full statistics refresh */
  rulesEveryMs: number;
  retentionEveryMs: number;
  statsEveryMs: number;
  /** tags a round of the stats job recounts at most: the whole fleet below it, else the stores recounted longest
   * ago up to it (server/repositories/statsRefresh.ts refreshRound) */
  statsRoundTags: number;
  /** delivery service levels (issue 27 §1, server/delivery/): ms between runs of the daily rollup job, and the
   * default target of a store without its own: DELIVERY_TARGET_PERCENT % within DELIVERY_TARGET_MINUTES */
  deliveryEveryMs: number;
  deliveryTargetPercent: number;
  deliveryTargetMinutes: number;
  /** battery replacement forecasts (issue 27 §2, server/battery/): ms between runs of the forecast job (the tags
   * whose battery history moved), and of the weekly swap-list mail job (it mails once a week; BATTERY_MAIL_WEEKDAY
   * 1 = Monday … 7 = Sunday, from BATTERY_MAIL_HOUR o'clock, the database's time zone) */
  batteryEveryMs: number;
  batteryMailEveryMs: number;
  batteryMailWeekday: number;
  batteryMailHour: number;
  /** Prometheus metrics (server/plugins/metrics.ts): METRICS_TOKEN, the bearer token of GET /metrics on the API
   * port; METRICS_PORT, a port of 127.0.0.1 serving GET /metrics alone (0 in tests: any free port). Neither set:
   * no metrics are collected or served */
  metricsToken?: string;
  metricsPort?: number;
}

/** past 90 % of V8's heap limit the process is close to running out of memory: new API calls wait (503) */
function defaultMaxHeapBytes(): number {
  return Math.round(getHeapStatistics().heap_size_limit * 0.9);
}

/** the simulator's step in a demo; a faster one (SIM_TICK_MS) speeds up the whole simulated fleet */
export const DEFAULT_SIM_TICK_MS = 5000;

/**
 * tags a round of the stats job recounts by default: a fleet of up to 4 million tags is recounted whole each round
 * (about 5 s on 2 cores); a 40-million-tag chain in ten rounds of about 5 s instead of one of 50 s every 5 minutes
 */
export const DEFAULT_STATS_ROUND_TAGS = 4_000_000;

export function loadConfig(env: Env = process.env): Config {
  const logLevel = readLogLevel(env);
  return {
    port: int(env, 'PORT', 8800),
    wsPort: int(env, 'WS_PORT', 8801),
    publicWsUrl: publicWsUrl(env),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databaseReadUrls: databaseReadUrls(env),
    readReplicaMaxLagMs: Math.max(0, int(env, 'READ_REPLICA_MAX_LAG_MS', 5000)),
    readReplicaProbeMs: Math.max(50, int(env, 'READ_REPLICA_PROBE_MS', 1000)),
    pgliteThread: flag(env, 'PGLITE_THREAD', true),
    storage: storageKind(env),
    storageUrl: env.STORAGE_URL || undefined,
    serverLogRetentionHours: Math.max(1, int(env, 'SERVER_LOG_RETENTION_HOURS', 7 * 24)),
    auditRetentionDays: Math.max(1, int(env, 'AUDIT_RETENTION_DAYS', 400)),
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
    apiTokenRatePerSecond: int(env, 'API_TOKEN_RATE_PER_SECOND', 50),
    twoFactorKey: twoFactorKey(env),
    trustProxy: trustProxy(env),
    outgoingAllowNetworks: outgoingAllowNetworks(env),
    secretKey: secretKey(env),
    simSeed: int(env, 'SIM_SEED', 1),
    sim: flag(env, 'SIM', true),
    simTickMs: int(env, 'SIM_TICK_MS', DEFAULT_SIM_TICK_MS),
    simSampleEveryTicks: Math.max(0, int(env, 'SIM_SAMPLE_EVERY_TICKS', 0)),
    simSensorIntervalMs: Math.max(1000, int(env, 'SIM_SENSOR_INTERVAL_MS', 60_000)),
    simPrintMs: Math.max(10, int(env, 'SIM_PRINT_MS', 2000)),
    simPrintFailRate: Math.min(1, Math.max(0, int(env, 'SIM_PRINT_FAIL_RATE', 0.08))),
    logLevel,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || undefined,
    heartbeatMs: Math.max(100, int(env, 'HEARTBEAT_MS', 10_000)),
    renderTimeoutMs: int(env, 'RENDER_TIMEOUT_MS', 10_000),
    // one core stays with the event loop, so the API keeps answering while labels render
    renderThreads: Math.max(1, int(env, 'RENDER_THREADS', availableParallelism() - 1)),
    scriptTimeoutMs: Math.max(10, int(env, 'SCRIPT_TIMEOUT_MS', 1000)),
    scriptMemoryMb: Math.max(1, int(env, 'SCRIPT_MEMORY_MB', 32)),
    scriptThreads: Math.max(1, int(env, 'SCRIPT_THREADS', Math.min(2, availableParallelism() - 1))),
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 30_000),
    statsQueryTimeoutMs: int(env, 'STATS_QUERY_TIMEOUT_MS', 5_000),
    idleInTransactionTimeoutMs: int(env, 'IDLE_IN_TRANSACTION_TIMEOUT_MS', 15_000),
    poolSize: Math.max(2, Math.round(int(env, 'PG_POOL_SIZE', 10))),
    pgConnectTimeoutMs: Math.max(100, int(env, 'PG_CONNECT_TIMEOUT_MS', 5_000)),
    healthDbTimeoutMs: Math.max(10, int(env, 'HEALTH_DB_TIMEOUT_MS', 2_000)),
    healthMaxLoopDelayMs: Math.max(0, int(env, 'HEALTH_MAX_LOOP_DELAY_MS', 1_000)),
    healthMaxHeapBytes: Math.max(0, int(env, 'HEALTH_MAX_HEAP_BYTES', defaultMaxHeapBytes())),
    healthMaxRssBytes: Math.max(0, int(env, 'HEALTH_MAX_RSS_BYTES', 0)),
    retryAfterSeconds: Math.max(1, Math.round(int(env, 'RETRY_AFTER_SECONDS', 5))),
    upgradeFileMaxBytes: int(env, 'UPGRADE_FILE_MAX_BYTES', 256 * 1024 * 1024),
    appFileMaxBytes: int(env, 'APP_FILE_MAX_BYTES', 256 * 1024 * 1024),
    migrationMaxBytes: Math.max(1024, int(env, 'MIGRATION_MAX_BYTES', 128 * 1024 * 1024)),
    plusMediaMaxBytes: {
      image: int(env, 'PLUS_IMAGE_MAX_BYTES', 20 * 1024 * 1024),
      video: int(env, 'PLUS_VIDEO_MAX_BYTES', 512 * 1024 * 1024),
      widget: int(env, 'PLUS_WIDGET_MAX_BYTES', 50 * 1024 * 1024),
    },
    rolloutPaceMs: Math.max(50, int(env, 'SIM_ROLLOUT_PACE_MS', 5000)),
    rolloutFailureRate: Math.min(1, Math.max(0, int(env, 'SIM_ROLLOUT_FAILURE_RATE', 0.02))),
    rolloutCanaryPercent: Math.min(100, Math.max(0, int(env, 'ROLLOUT_CANARY_PERCENT', 5))),
    rolloutWaves: Math.max(1, Math.round(int(env, 'ROLLOUT_WAVES', 3))),
    rolloutFailureThreshold: Math.min(1, Math.max(0, int(env, 'ROLLOUT_FAILURE_THRESHOLD', 0.1))),
    mailPollMs: int(env, 'MAIL_POLL_MS', 2_000),
    mailMaxAttempts: Math.max(1, int(env, 'MAIL_MAX_ATTEMPTS', 8)),
    mailBackoffMs: int(env, 'MAIL_BACKOFF_MS', 30_000),
    webhookAllowHttp: flag(env, 'WEBHOOK_ALLOW_HTTP', false),
    webhookPollMs: int(env, 'WEBHOOK_POLL_MS', 250),
    webhookTimeoutMs: Math.max(100, int(env, 'WEBHOOK_TIMEOUT_MS', 10_000)),
    hostCheckMs: int(env, 'HOST_CHECK_MS', 60_000),
    rulesEveryMs: Math.max(100, int(env, 'RULES_EVERY_MS', 60_000)),
    retentionEveryMs: Math.max(100, int(env, 'RETENTION_EVERY_MS', 10 * 60_000)),
    statsEveryMs: Math.max(100, int(env, 'STATS_EVERY_MS', 5 * 60_000)),
    statsRoundTags: Math.max(1, int(env, 'STATS_ROUND_TAGS', DEFAULT_STATS_ROUND_TAGS)),
    deliveryEveryMs: Math.max(100, int(env, 'DELIVERY_EVERY_MS', 60_000)),
    deliveryTargetPercent: Math.min(100, Math.max(1, int(env, 'DELIVERY_TARGET_PERCENT', 95))),
    deliveryTargetMinutes: Math.max(0.1, int(env, 'DELIVERY_TARGET_MINUTES', 10)),
    batteryEveryMs: Math.max(100, int(env, 'BATTERY_EVERY_MS', 60_000)),
    batteryMailEveryMs: Math.max(100, int(env, 'BATTERY_MAIL_EVERY_MS', 10 * 60_000)),
    batteryMailWeekday: Math.min(7, Math.max(1, Math.round(int(env, 'BATTERY_MAIL_WEEKDAY', 1)))),
    batteryMailHour: Math.min(23, Math.max(0, Math.round(int(env, 'BATTERY_MAIL_HOUR', 7)))),
    metricsToken: metricsToken(env),
    metricsPort: metricsPort(env),
  };
}
