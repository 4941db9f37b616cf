// The simulated gateways' statements (server/sim/gateways.ts): their state, each tick's heartbeat written back,
// the status samples of the 24 hour chart.
import type { Queryable } from '../../db/db.ts';
import type { GatewayRow } from '../../../domain/generated/rows.ts';

/** a simulated gateway as a tick reads it */
export interface GatewayState extends Pick<
  GatewayRow,
  'gwMac' | 'status' | 'timeSync' | 'ramUsage' | 'diskUsage'
> {
  storeCode: string;
  kind: string | null;
  logDiskUsage: number | null;
  lastStatusTime: Date | string | null;
  rebootUntil: Date | string | null;
  downUntil: Date | string | null;
}

/** a gateway after a tick */
export interface GatewayTick {
  gwMac: string;
  status: string;
  timeSync: boolean;
  upLink: 'OK' | 'NG';
  downLink: 'OK' | 'NG';
  ram: number;
  disk: number;
  logDisk: number;
  heartbeat: boolean;
  downUntil: string | null;
  rebootDone: boolean;
}

/** the simulated gateways (not the OpenEPaperLink access points), in MAC order */
export function simulatedGateways(db: Queryable): Promise<GatewayState[]> {
  return db.query<GatewayState>(
    `SELECT "gwMac", "storeCode", kind, status, "timeSync", "ramUsage", "diskUsage", "logDiskUsage", "lastStatusTime",
       "rebootUntil", "downUntil" FROM gateways WHERE kind IS DISTINCT FROM 'oepl' ORDER BY "gwMac"`,
  );
}

/** Writes a tick: a gateway without heartbeat keeps its lastStatusTime and its last reported values. */
export async function writeGatewayTicks(db: Queryable, next: GatewayTick[], at: string): Promise<void> {
  await db.query(
    `UPDATE gateways g SET status = u.status, "timeSync" = u.sync, "upLink" = u.up, "downLink" = u.down,
       "ramUsage" = CASE WHEN u.beat THEN u.ram ELSE g."ramUsage" END,
       "diskUsage" = CASE WHEN u.beat THEN u.disk ELSE g."diskUsage" END,
       "logDiskUsage" = CASE WHEN u.beat THEN u.logdisk ELSE g."logDiskUsage" END,
       "lastStatusTime" = CASE WHEN u.beat THEN $11::timestamptz ELSE g."lastStatusTime" END,
       "downUntil" = u.down_until,
       "rebootUntil" = CASE WHEN u.reboot_done THEN NULL ELSE g."rebootUntil" END,
       "updatedAt" = CASE WHEN g.status IS DISTINCT FROM u.status THEN $11::timestamptz ELSE g."updatedAt" END
     FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::text[], $6::float8[], $7::float8[],
       $8::float8[], $9::boolean[], $10::timestamptz[], $12::boolean[])
       AS u(mac, status, sync, up, down, ram, disk, logdisk, beat, down_until, reboot_done)
     WHERE g."gwMac" = u.mac`,
    [
      next.map((g) => g.gwMac),
      next.map((g) => g.status),
      next.map((g) => g.timeSync),
      next.map((g) => g.upLink),
      next.map((g) => g.downLink),
      next.map((g) => g.ram),
      next.map((g) => g.disk),
      next.map((g) => g.logDisk),
      next.map((g) => g.heartbeat),
      next.map((g) => g.downUntil),
      at,
      next.map((g) => g.rebootDone),
    ],
  );
}

/** a status sample (memory, ramdisk and ramdisk-log use) of each gateway that sent a heartbeat */
export async function insertGatewaySamples(db: Queryable, online: GatewayTick[], at: string): Promise<void> {
  await db.query(
    `INSERT INTO gateway_status_samples ("gwMac", time, memory, disk)
     SELECT u.mac, $3, u.memory, jsonb_build_array(jsonb_build_object('path', 'ramdisk', 'percent', u.disk),
       jsonb_build_object('path', 'ramdisk logs', 'percent', u.logdisk))
     FROM unnest($1::text[], $2::float8[], $4::float8[], $5::float8[]) AS u(mac, memory, disk, logdisk)
     ON CONFLICT DO NOTHING`,
    [
      online.map((g) => g.gwMac),
      online.map((g) => g.ram),
      at,
      online.map((g) => g.disk),
      online.map((g) => g.logDisk),
    ],
  );
}
