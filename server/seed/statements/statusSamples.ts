// The demo's status samples (server/seed/history.ts): the servers' and gateways' chart rows, many at once.
import type { Queryable } from '../../db/db.ts';

export class SeedStatusSamplesRepository {
  constructor(readonly db: Queryable) {}

  async serverIds(): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM servers ORDER BY id');
    return rows.map((r) => r.id);
  }

  /** the gateways of these stores (the demo's: on a large fleet, not every gateway of the chain) */
  async gatewayMacs(storeCodes: string[]): Promise<string[]> {
    const rows = await this.db.query<{ gwMac: string }>(
      'SELECT "gwMac" FROM gateways WHERE "storeCode" = ANY($1::text[]) ORDER BY "gwMac"',
      [storeCodes],
    );
    return rows.map((r) => r.gwMac);
  }

  /** Server samples given column by column (usages as JSON text); samples present already are left alone. */
  async insertServerSamples(samples: {
    serverIds: string[];
    times: string[];
    ramUsages: string[];
    diskUsages: string[];
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO server_status_samples ("serverId", time, "ramUsage", "diskUsage")
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::jsonb[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
      [samples.serverIds, samples.times, samples.ramUsages, samples.diskUsages],
    );
  }

  /** Gateway samples given column by column (disks as JSON text); samples present already are left alone. */
  async insertGatewaySamples(samples: {
    gwMacs: string[];
    times: string[];
    memories: number[];
    disks: string[];
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO gateway_status_samples ("gwMac", time, memory, disk)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::float8[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
      [samples.gwMacs, samples.times, samples.memories, samples.disks],
    );
  }
}
