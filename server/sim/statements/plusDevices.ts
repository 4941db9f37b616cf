// The simulated signage displays' statements (server/sim/plusDevices.ts): the demo displays inserted, the sync
// contract, heartbeats, a display going OFFLINE or coming back.
import type { Queryable } from '../../db/db.ts';
import { DEVICE_OFFLINE, DEVICE_ONLINE } from '../../../domain/plusDevice.ts';
import type { SimDevice } from '../plusDevices.ts';

/** Inserts the displays (rows already there are left alone), synced as of now; answers how many were new. */
export async function insertDemoDevices(db: Queryable, devices: SimDevice[]): Promise<number> {
  const rows = await db.query(
    `INSERT INTO plus_devices ("storeCode", mac, name, model, ver, status, networks, volume, "maxVolume",
       brightness, tz, "screenWidth", "screenHeight", template, products, show, "reportedShow", "syncedAt",
       "recvTime", mode, "updatedAt")
     SELECT d."storeCode", d.mac, d.name, d.model, d.ver, d.status, d.networks, d.volume, d."maxVolume",
       d.brightness, d.tz, d."screenWidth", d."screenHeight", d.template, d.products, d.show, d.show, now(),
       now(), 0, now()
     FROM jsonb_to_recordset($1::jsonb) AS d("storeCode" text, mac text, name text, model text, ver text,
       status text, networks jsonb, volume int, "maxVolume" int, brightness int, tz text, "screenWidth" int,
       "screenHeight" int, template text, products jsonb, show jsonb)
     ON CONFLICT ("storeCode", mac) DO NOTHING RETURNING 1`,
    [JSON.stringify(devices)],
  );
  return rows.length;
}

/** ONLINE devices fetch what waits for them (the sync contract); answers their macs. */
export async function syncWaitingDevices(db: Queryable, at: string): Promise<string[]> {
  const synced = await db.query<{ mac: string }>(
    `UPDATE plus_devices SET "reportedShow" = show, "syncedAt" = $1::timestamptz, "recvTime" = $1::timestamptz
     WHERE "syncedAt" IS NULL AND status = $2 RETURNING mac`,
    [at, DEVICE_ONLINE],
  );
  return synced.map((r) => r.mac);
}

/**
 * ONLINE devices that have not reported for heartbeatMs report: the report time and a wandering rssi
 * (deterministic for the mac and the time).
 */
export async function reportHeartbeats(db: Queryable, at: string, heartbeatMs: number): Promise<void> {
  await db.query(
    `UPDATE plus_devices SET "recvTime" = $1::timestamptz,
       networks = (SELECT COALESCE(jsonb_agg(jsonb_set(n, '{rssi}',
           to_jsonb(LEAST(-30, GREATEST(-90, COALESCE((n->>'rssi')::int, -60)
             + (abs(hashtext(mac || $1)) % 5) - 2))))), '[]'::jsonb)
         FROM jsonb_array_elements(networks) n)
     WHERE status = $2 AND ("recvTime" IS NULL OR "recvTime" <= $1::timestamptz - $3 * interval '1 millisecond')`,
    [at, DEVICE_ONLINE, heartbeatMs],
  );
}

/** a device nobody changed for $2 ms before $1 and with no write left to fetch */
const IDLE = `"syncedAt" IS NOT NULL AND "updatedAt" < $1::timestamptz - $2 * interval '1 millisecond'`;

/** the idle devices, synced and not changed by an operator in the last quietMs, by status */
export async function countIdleDevices(
  db: Queryable,
  at: string,
  quietMs: number,
): Promise<{ online: number; offline: number }> {
  const [row] = await db.query<{ online: number; offline: number }>(
    `SELECT count(*) FILTER (WHERE status = $3)::int AS online, count(*) FILTER (WHERE status = $4)::int AS offline
       FROM plus_devices WHERE ${IDLE}`,
    [at, quietMs, DEVICE_ONLINE, DEVICE_OFFLINE],
  );
  return row;
}

/**
 * The idle device with status `from` at `offset` (store and mac order) changes over: an ONLINE one goes OFFLINE,
 * an OFFLINE one comes back ONLINE reporting at `at`.
 */
export async function flipIdleDevice(
  db: Queryable,
  at: string,
  quietMs: number,
  from: typeof DEVICE_ONLINE | typeof DEVICE_OFFLINE,
  offset: number,
): Promise<void> {
  await db.query(
    `UPDATE plus_devices d SET status = CASE WHEN d.status = $3 THEN $4 ELSE $3 END,
       "recvTime" = CASE WHEN d.status = $3 THEN d."recvTime" ELSE $1::timestamptz END
     FROM (SELECT "storeCode", mac FROM plus_devices WHERE ${IDLE} AND status = $6
            ORDER BY "storeCode", mac OFFSET $5 LIMIT 1) x
     WHERE d."storeCode" = x."storeCode" AND d.mac = x.mac`,
    [at, quietMs, DEVICE_ONLINE, DEVICE_OFFLINE, offset, from],
  );
}
