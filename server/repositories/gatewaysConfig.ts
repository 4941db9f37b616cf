// Predefined gateway configurations (CSV uploads, by MAC) and channel settings per gwIndex of a store
// (schemas/gatewayPredefined.schema.json, schemas/channelSetting.schema.json).
import type { ChannelSetting } from '../../domain/generated/types.ts';
import type { GatewayPredefinedRow } from '../../domain/generated/rows.ts';
import { channelSettingValidators } from '../../domain/generated/validators.ts';
import { EntityRepository } from '../db/repository.ts';

export interface PredefinedRow {
  gwMac: string;
  storeCode?: string | null;
  gwIndex?: number | null;
  channelGroupIndex?: number | null;
  ip?: string | null;
  netmask?: string | null;
  defaultGateway?: string | null;
  dns?: string | null;
  eslServerPort?: number | null;
  dataChannel?: number | null;
  eventChannel?: number | null;
}

/** a store's channel setting as its list answers it and a save gives it: the fields of x-forms.channelRow */
export type StoreChannel = Pick<ChannelSetting, 'gwIndex' | 'dataChannel' | 'eventChannel'> &
  Record<string, unknown>;

/** the fields of a channel setting row (schemas/channelSetting.schema.json x-forms.channelRow) */
const CHANNEL_FIELDS: readonly string[] = channelSettingValidators.fields.channelRow;

const PREDEFINED_COLUMNS = `"gwMac" text, "storeCode" text, "gwIndex" int, "channelGroupIndex" int, ip text,
  netmask text, "defaultGateway" text, dns text, "eslServerPort" int, "dataChannel" int, "eventChannel" int`;
const CONFIG = ['gwIndex', 'channelGroupIndex', 'ip', 'netmask', 'defaultGateway', 'dns', 'eslServerPort'];
const ALL = ['storeCode', ...CONFIG, 'dataChannel', 'eventChannel'];
const q = (name: string) => `"${name}"`;

export class PredefinedRepository extends EntityRepository<GatewayPredefinedRow> {
  /** The stores of the rows stored for these MACs (null: a row without store). */
  async storesOf(macs: string[]): Promise<Map<string, string | null>> {
    const rows = await this.db.query<{ gwMac: string; storeCode: string | null }>(
      'SELECT "gwMac", "storeCode" FROM gateway_predefined WHERE "gwMac" = ANY($1::text[])',
      [macs],
    );
    return new Map(rows.map((r) => [r.gwMac, r.storeCode]));
  }

  /**
   * Stores the rows (a MAC given twice: the last row wins) and applies them to the existing gateways of
   * the same MAC (and store, when the row names one). Answers the number of predefined rows written.
   */
  async upsert(rows: PredefinedRow[], now = new Date()): Promise<number> {
    const byMac = new Map(rows.map((r) => [r.gwMac, r]));
    if (byMac.size === 0) return 0;
    const json = JSON.stringify([...byMac.values()]);
    const written = await this.db.query(
      `INSERT INTO gateway_predefined ("gwMac", ${ALL.map(q).join(', ')}, "updatedAt")
       SELECT r."gwMac", ${ALL.map((c) => `r.${q(c)}`).join(', ')}, $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS r(${PREDEFINED_COLUMNS})
       ON CONFLICT ("gwMac") DO UPDATE SET ${[...ALL, 'updatedAt'].map((c) => `${q(c)} = EXCLUDED.${q(c)}`).join(', ')}
       RETURNING 1`,
      [json, now.toISOString()],
    );
    await this.db.query(
      `UPDATE gateways g SET ${[...CONFIG, 'dataChannel', 'eventChannel'].map((c) => `${q(c)} = COALESCE(p.${q(c)}, g.${q(c)})`).join(', ')},
         "updatedAt" = $2::timestamptz
       FROM gateway_predefined p
       WHERE p."gwMac" = g."gwMac" AND p."gwMac" = ANY($1::text[]) AND (p."storeCode" IS NULL OR p."storeCode" = g."storeCode")`,
      [[...byMac.keys()], now.toISOString()],
    );
    return written.length;
  }
}

export class ChannelSettingsRepository extends EntityRepository<Record<string, unknown>> {
  list(storeCode: string): Promise<StoreChannel[]> {
    return this.db.query<StoreChannel>(
      `SELECT ${CHANNEL_FIELDS.map(q).join(', ')} FROM gateway_channel_settings WHERE "storeCode" = $1 ORDER BY "gwIndex"`,
      [storeCode],
    );
  }

  /** the row fields with their SQL types (the table's metadata), for jsonb_to_recordset */
  private recordColumns(): string {
    return CHANNEL_FIELDS.map((name) => `${q(name)} ${this.column(name)?.sqlType ?? 'text'}`).join(', ');
  }

  /** Replaces the store's settings and applies them to its gateways of the same gwIndex; answers how many gateways changed. */
  async replace(storeCode: string, rows: StoreChannel[], now = new Date()): Promise<number> {
    await this.db.query('DELETE FROM gateway_channel_settings WHERE "storeCode" = $1', [storeCode]);
    if (rows.length === 0) return 0;
    await this.db.query(
      `INSERT INTO gateway_channel_settings ("storeCode", ${CHANNEL_FIELDS.map(q).join(', ')}, "updatedAt")
       SELECT $1, ${CHANNEL_FIELDS.map((name) => `r.${q(name)}`).join(', ')}, $3::timestamptz
       FROM jsonb_to_recordset($2::jsonb) AS r(${this.recordColumns()})`,
      [storeCode, JSON.stringify(rows), now.toISOString()],
    );
    const changed = await this.db.query(
      `UPDATE gateways g SET "dataChannel" = c."dataChannel", "eventChannel" = c."eventChannel", "updatedAt" = $2::timestamptz
       FROM gateway_channel_settings c
       WHERE c."storeCode" = $1 AND g."storeCode" = $1 AND g."gwIndex" = c."gwIndex"
         AND (g."dataChannel", g."eventChannel") IS DISTINCT FROM (c."dataChannel", c."eventChannel")
       RETURNING 1`,
      [storeCode, now.toISOString()],
    );
    return changed.length;
  }
}
