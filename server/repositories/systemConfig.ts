// system_config: key/value settings (jsonb values).
import type { SystemConfig } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';

export const SYSTEM_CONFIG_DEFAULTS: SystemConfig = {
  site: '',
  enableTagStatusCheck: false,
  imageBaseUpdate: false,
  enableTagUpdateHistory: false,
  adfsLogoutUrl: '',
  familyProductItemCount: 4,
  enableProductUpdateHistory: true,
};

/** the keys of the session's systemConfig (its version is the newest change of one of them) */
export const SESSION_CONFIG_KEYS = Object.keys(SYSTEM_CONFIG_DEFAULTS);

/** SQL: the version of the session's systemConfig (the newest change of one of its keys, '' before any), with
 * `keys` the parameter that holds SESSION_CONFIG_KEYS */
export const sessionConfigVersionSql = (keys: string) =>
  `(SELECT COALESCE(max("updatedAt")::text, '') FROM system_config WHERE key = ANY(${keys}))`;

let localWrites = 0;
/**
 * How many writes to system_config this instance has made: an answer whose request wrote one reads the
 * systemConfig version again instead of the one its session lookup read (server/auth/configVersion.ts).
 */
export const localConfigWrites = (): number => localWrites;

export interface SystemConfigEntry {
  key: string;
  value: unknown;
  updatedAt: Date | string;
}

export class SystemConfigRepository {
  constructor(readonly db: Queryable) {}

  async get<T>(key: string): Promise<T | undefined> {
    const rows = await this.db.query<{ value: T }>('SELECT value FROM system_config WHERE key = $1', [key]);
    return rows[0]?.value;
  }

  /** The stored entries of these keys, with the time each was set (a key never set is absent). */
  entries(keys: string[]): Promise<SystemConfigEntry[]> {
    return this.db.query<SystemConfigEntry>(
      'SELECT key, value, "updatedAt" FROM system_config WHERE key = ANY($1)',
      [keys],
    );
  }

  async set(key: string, value: unknown): Promise<void> {
    localWrites++;
    await this.db.query(
      `INSERT INTO system_config (key, value, "updatedAt") VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, "updatedAt" = now()`,
      [key, JSON.stringify(value)],
    );
  }

  /** Sets the value only when the key has none yet. */
  async setDefault(key: string, value: unknown): Promise<void> {
    localWrites++;
    await this.db.query(
      'INSERT INTO system_config (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
      [key, JSON.stringify(value)],
    );
  }

  /**
   * Sets the key to `value` unless it holds it already, in one statement; answers whether this call changed it
   * (of concurrent callers, one does: a latch such as "the mail failure alarm is raised").
   */
  async change(key: string, value: unknown): Promise<boolean> {
    localWrites++;
    const rows = await this.db.query(
      `INSERT INTO system_config (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, "updatedAt" = now()
       WHERE system_config.value IS DISTINCT FROM EXCLUDED.value RETURNING 1`,
      [key, JSON.stringify(value)],
    );
    return rows.length > 0;
  }

  /** Changes whenever a value of the session's systemConfig is set (the newest change's time, microseconds). */
  async sessionConfigVersion(): Promise<string> {
    const rows = await this.db.query<{ version: string | null }>(
      `SELECT ${sessionConfigVersionSql('$1')} AS version`,
      [SESSION_CONFIG_KEYS],
    );
    return rows[0]?.version ?? '';
  }

  /** The systemConfig of the session user info. */
  async sessionConfig(): Promise<SystemConfig> {
    const rows = await this.db.query<{ key: string; value: unknown }>(
      'SELECT key, value FROM system_config WHERE key = ANY($1)',
      [SESSION_CONFIG_KEYS],
    );
    const config: Record<string, unknown> = { ...SYSTEM_CONFIG_DEFAULTS };
    for (const row of rows) if (row.value !== null) config[row.key] = row.value;
    return config as unknown as SystemConfig;
  }
}
