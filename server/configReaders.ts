// Reading one environment variable of the configuration (server/config.ts) and checking its form: numbers, flags,
// lists of networks and the few values with a fixed shape. A value that does not fit stops the server at start.
import { formatIp, parseAllowList } from './net/addressRules.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type Env = Record<string, string | undefined>;

export function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.trim().toLowerCase());
}

/** TRUST_PROXY: the reverse proxies' addresses or CIDRs, comma separated (or proxy-addr's loopback, linklocal,
 * uniquelocal); unset: none, the connecting address is the client's */
export function trustProxy(env: Env): string | undefined {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '') return undefined;
  const items = raw.split(',').map((item) => item.trim());
  if (!items.every((item) => /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i.test(item)))
    throw new Error(`TRUST_PROXY must be the proxies' addresses or CIDRs, comma separated, got "${raw}"`);
  return items.join(',');
}

/** OUTGOING_ALLOW_NETWORKS: CIDRs or addresses, comma separated ("127.0.0.0/8,::1/128"); unset: none */
export function outgoingAllowNetworks(env: Env): string[] {
  const raw = env.OUTGOING_ALLOW_NETWORKS?.trim() ?? '';
  try {
    return parseAllowList(raw).map((cidr) => `${formatIp(cidr.network)}/${cidr.prefix}`);
  } catch (error) {
    throw new Error(`OUTGOING_ALLOW_NETWORKS: ${(error as Error).message}`);
  }
}

/** STORAGE: disk, postgres or s3; unset: chosen by the database (server/storage/index.ts) */
export function storageKind(env: Env): 'disk' | 'postgres' | 's3' | undefined {
  const raw = env.STORAGE?.trim() ?? '';
  if (raw === '') return undefined;
  if (raw !== 'disk' && raw !== 'postgres' && raw !== 's3')
    throw new Error(`STORAGE must be disk, postgres or s3, got "${raw}"`);
  return raw;
}

/** PUBLIC_WS_URL: ws:// or wss:// with a host, or a path beginning with one slash */
export function publicWsUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_WS_URL?.trim() ?? '';
  if (raw === '') return undefined;
  if (/^\/(?!\/)[^\s]*$/.test(raw)) return raw;
  if (/^wss?:\/\/[^\s/]+(\/[^\s]*)?$/i.test(raw)) return raw;
  throw new Error(
    `PUBLIC_WS_URL must be ws://host/path, wss://host/path or a path such as /api/ws, got "${raw}"`,
  );
}

/** METRICS_TOKEN: the bearer token of GET /metrics on the API port, 16 to 512 characters without spaces; unset:
 * /metrics is not served there */
export function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN?.trim() ?? '';
  if (raw === '') return undefined;
  if (!/^\S{16,512}$/.test(raw))
    throw new Error('METRICS_TOKEN must be 16 to 512 characters without spaces (e.g. openssl rand -hex 32)');
  return raw;
}

/** METRICS_PORT: a port of 127.0.0.1 that serves GET /metrics alone, without a token; unset: none */
export function metricsPort(env: Env): number | undefined {
  const raw = env.METRICS_PORT?.trim() ?? '';
  if (raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number from 1 to 65535, got "${raw}"`);
  return port;
}

/** TWO_FACTOR_KEY: the key that encrypts two-factor secrets, 32 bytes as 64 hex digits or base64; unset: none */
export function twoFactorKey(env: Env): Buffer | undefined {
  const raw = env.TWO_FACTOR_KEY?.trim() ?? '';
  if (raw === '') return undefined;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32)
    throw new Error('TWO_FACTOR_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)');
  return key;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL: one of pino's levels; unset: info */
export function logLevel(env: Env): LogLevel {
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

/** DATABASE_READ_URL: the read replicas, postgres:// URLs comma separated; only beside DATABASE_URL=postgres://
 * (PGlite has no replicas); unset: none */
export function databaseReadUrls(env: Env): string[] {
  const raw = env.DATABASE_READ_URL?.trim() ?? '';
  if (raw === '') return [];
  const urls = raw.split(',').map((url) => url.trim());
  if (!urls.every((url) => /^postgres(ql)?:\/\/\S+$/.test(url)))
    throw new Error('DATABASE_READ_URL must be postgres://... URLs, comma separated');
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) throw new Error(READ_REPLICAS_NEED_POSTGRES);
  return urls;
}

export const READ_REPLICAS_NEED_POSTGRES =
  'DATABASE_READ_URL needs DATABASE_URL=postgres://...: read replicas are PostgreSQL standbys, PGlite has none';
/** SECRET_KEY: at least 32 characters (a long random text: `openssl rand -base64 32`); unset: none */
export function secretKey(env: Env): string | undefined {
  const raw = env.SECRET_KEY?.trim() ?? '';
  if (raw === '') return undefined;
  if (raw.length < 32) throw new Error('SECRET_KEY must be at least 32 characters (openssl rand -base64 32)');
  return raw;
}
