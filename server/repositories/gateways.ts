// Gateways of the stores (schemas/gateway.schema.json, migration 120): a store's gateways, their
// configuration, reboot, and (as sub-repositories) predefined configurations, channel settings,
// status samples and alarm history.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { ident } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import { tables } from '../generated/tables.ts';
import { ChannelSettingsRepository, PredefinedRepository } from './gatewaysConfig.ts';
import { GatewayHistoryRepository } from './gatewaysHistory.ts';
import { searchStoreGateways } from './gatewaysSearch.ts';
import { gatewayValidators } from '../../domain/generated/validators.ts';

/** a write of a gateway's status: the status before and after it (null: none) */
export interface GatewayStatusWrite {
  gwMac: string;
  storeCode: string;
  kind: string | null;
  before: string | null;
  after: string | null;
}

/** a gateway as read (the generated GatewayRow types every nullable column as null, storeCode too) */
export type GatewayRow = Record<string, unknown> & {
  gwMac: string;
  storeCode: string;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM' | null;
};

/** the fields of the gateway configuration dialogs (doc 3 §3 Gateway config) */
export const CONFIG_FIELDS = gatewayValidators.fields.config;

export class GatewaysRepository extends EntityRepository<GatewayRow> {
  readonly predefined: PredefinedRepository;
  readonly channels: ChannelSettingsRepository;
  readonly history: GatewayHistoryRepository;

  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
    this.predefined = new PredefinedRepository(db, tables.gatewayPredefined);
    this.channels = new ChannelSettingsRepository(db, tables.channelSetting);
    this.history = new GatewayHistoryRepository(db);
  }

  override with(tx: Queryable): GatewaysRepository {
    return new GatewaysRepository(tx, this.meta);
  }

  /** The gateways of one store by gwIndex, then MAC. */
  /** a store's gateways as the API gives them (times as ISO text) */
  async inStore(storeCode: string): Promise<GatewayRow[]> {
    const rows = await this.db.query<GatewayRow>(
      `SELECT ${this.selectList()} FROM gateways WHERE "storeCode" = $1 ORDER BY "gwIndex" NULLS LAST, "gwMac"`,
      [storeCode],
    );
    return rows.map(
      (row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [
            name,
            value instanceof Date ? value.toISOString() : value,
          ]),
        ) as GatewayRow,
    );
  }

  /** The store detail's gateway table: one page, each gateway with the status it shows (gatewaysSearch.ts). */
  searchStore(storeCode: string, body: SearchBody): Promise<SearchResult<GatewayRow>> {
    const columns = this.meta.columns
      .filter((c) => !c.internal && c.name !== 'status')
      .map((c) => ident(c.name))
      .join(', ');
    return searchStoreGateways(this.db, columns, storeCode, body);
  }

  /** Writes configuration fields of one gateway; answers the updated row. */
  async configure(
    gwMac: string,
    config: Record<string, unknown>,
    now = new Date(),
  ): Promise<GatewayRow | undefined> {
    const patch: Record<string, unknown> = {};
    for (const field of CONFIG_FIELDS) if (config[field] !== undefined) patch[field] = config[field];
    return this.update({ gwMac }, { ...patch, updatedAt: now });
  }

  /**
   * Starts a reboot: the gateway goes OFFLINE until `until` (the simulator brings it back). Answers the status
   * change (for the gateway's webhook transition), or undefined when the gateway is offline already (it cannot
   * be reached).
   */
  async reboot(gwMac: string, until: Date, now = new Date()): Promise<GatewayStatusWrite | undefined> {
    const [change] = await this.db.query<GatewayStatusWrite>(
      `WITH old AS (SELECT "gwMac", status FROM gateways
                     WHERE "gwMac" = $1 AND status IS DISTINCT FROM 'OFFLINE' FOR UPDATE)
       UPDATE gateways g SET status = 'OFFLINE', "rebootUntil" = $2, "updatedAt" = $3, "upLink" = 'NG', "downLink" = 'NG'
         FROM old WHERE g."gwMac" = old."gwMac"
         RETURNING g."gwMac", g."storeCode", g.kind, old.status AS before, g.status AS after`,
      [gwMac, until.toISOString(), now.toISOString()],
    );
    return change;
  }

  /** Current gauges of the gateway detail: memory, ramdisk and log-disk percent. */
  async usage(
    gwMac: string,
  ): Promise<{ memory: number | null; ramdisk: number | null; logDisk: number | null }> {
    const [row] = await this.db.query<{
      memory: number | null;
      ramdisk: number | null;
      logDisk: number | null;
    }>(
      `SELECT "ramUsage" AS memory, "diskUsage" AS ramdisk, "logDiskUsage" AS "logDisk" FROM gateways WHERE "gwMac" = $1`,
      [gwMac],
    );
    return row ?? { memory: null, ramdisk: null, logDisk: null };
  }
}
