// The server's configuration as loadConfig (server/config.ts) reads it from the environment: each setting, its
// meaning and its variable.
import type { LogLevel } from './configReaders.ts';

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
