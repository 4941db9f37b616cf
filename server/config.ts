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

import type { Config } from './configShape.ts';
import type { LogLevel } from './configReaders.ts';

export type { Config, LogLevel };

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
