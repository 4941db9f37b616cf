// The server configuration (doc 3 §3 Server config; schemas/serverConfig.schema.json): one system_config key per
// field, read fresh where it takes effect, so a save applies without a restart (docs/api.md 'Server configuration'):
// - historyRetentionDays: the history clean-up (server/alarms/rules.ts retentionRule);
// - updateHistoryRetentionDays: the update history clean-up (same rule);
// - gatewayStatusCheckInterval: how long a gateway may stay silent before the gateway check marks it OFFLINE
//   (server/sim/gateways.ts);
// - panId, timeServerIp, timeServerPort: the values a new store starts with when its own are left empty.
import schema from '../../schemas/serverConfig.schema.json';
import type { Queryable } from '../db/db.ts';
import type { ServerConfig } from '../../domain/generated/types.ts';
import { repositoriesOf } from '../repositories/index.ts';

type Properties = Record<string, { default?: unknown; readOnly?: boolean }>;

/** the fields, in schema order, with the schema's defaults */
export const SERVER_CONFIG_FIELDS = Object.entries(schema.properties as Properties)
  .filter(([, property]) => !property.readOnly)
  .map(([name, property]) => ({ name, default: property.default ?? null }));

/** system_config key of a field: the field's own name (retentionRule reads historyRetentionDays) */
export const serverConfigKey = (field: string): string => field;

export async function readServerConfig(db: Queryable): Promise<ServerConfig> {
  const rows = await repositoriesOf(db).systemConfig.entries(
    SERVER_CONFIG_FIELDS.map((f) => serverConfigKey(f.name)),
  );
  const stored = new Map(rows.map((r) => [r.key, r]));
  const config: Record<string, unknown> = {};
  let updatedAt: string | undefined;
  for (const field of SERVER_CONFIG_FIELDS) {
    const row = stored.get(serverConfigKey(field.name));
    config[field.name] = row && row.value !== null ? row.value : field.default;
    const at = row ? new Date(row.updatedAt).toISOString() : undefined;
    if (at && (!updatedAt || at > updatedAt)) updatedAt = at;
  }
  if (updatedAt) config.updatedAt = updatedAt;
  return config as ServerConfig;
}

/** stores every field given (null clears an optional one) */
export async function writeServerConfig(db: Queryable, values: Record<string, unknown>): Promise<void> {
  const repo = repositoriesOf(db).systemConfig;
  for (const field of SERVER_CONFIG_FIELDS) {
    if (values[field.name] !== undefined) await repo.set(serverConfigKey(field.name), values[field.name]);
  }
}

async function storedNumber(db: Queryable, key: string): Promise<number | undefined> {
  const value = Number(await repositoriesOf(db).systemConfig.get<number | string>(key));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * How long a gateway may go without a heartbeat before the gateway check marks it OFFLINE: the saved
 * gatewayStatusCheckInterval (seconds), or two simulator ticks while none was saved.
 */
export async function gatewayStaleMs(db: Queryable, tickMs: number, staleTicks = 2): Promise<number> {
  const seconds = await storedNumber(db, serverConfigKey('gatewayStatusCheckInterval'));
  return seconds !== undefined ? seconds * 1000 : staleTicks * tickMs;
}

/** the update history's retention (days): the saved updateHistoryRetentionDays, else the schema default */
export async function updateHistoryRetentionDays(db: Queryable): Promise<number> {
  return (
    (await storedNumber(db, serverConfigKey('updateHistoryRetentionDays'))) ??
    Number(SERVER_CONFIG_FIELDS.find((f) => f.name === 'updateHistoryRetentionDays')?.default ?? 30)
  );
}
