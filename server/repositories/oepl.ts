// The gateways that are OpenEPaperLink access points (gateways.kind = 'oepl', issue 27 §3) and the tags they see.
// The poller (server/oepl/sync.ts) writes what an AP reported: its status and tag count, and its tags into the
// store's tag list (tagId = the tag's MAC). A tag id already held by another store is left alone. A tag WIP
// (an update asked, not yet taken by the AP) stays WIP; one UPDATE (an image pending on the AP) turns OK once the
// AP reports it taken.
import type { Queryable } from '../db/db.ts';
import { refreshTaskProgress } from '../tasks/updateTasks.ts';

export interface OeplGatewayRow {
  gwMac: string;
  storeCode: string;
  address: string;
  status: string | null;
}

export interface OeplTagWrite {
  mac: string;
  tagType: string;
  battery: number | null;
  battStatus: 'GOOD' | 'LOW' | null;
  rssi: number | null;
  temperature: number | null;
  respondedAt: Date | null;
  status: 'OK' | 'UPDATE' | 'MISSING';
}

export class OeplRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Registers an access point as a gateway of the store (kind 'oepl', OFFLINE until its first poll, next gwIndex);
   * false when the gateway id is taken already (by this store or another).
   */
  async register(storeCode: string, gwMac: string, address: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", kind, address, status, "tagCount", "upLink", "downLink",
                             "timeSync", "updatedAt")
       SELECT $1, $2, COALESCE(max("gwIndex") + 1, 0), 'oepl', $3, 'OFFLINE', 0, 'NG', 'NG', true, $4
         FROM gateways WHERE "storeCode" = $2
       ON CONFLICT ("gwMac") DO NOTHING RETURNING "gwMac"`,
      [gwMac, storeCode, address, now],
    );
    return rows.length > 0;
  }

  /** the access point of the store with that id, undefined when it is none (or not an OEPL one) */
  async gateway(storeCode: string, gwMac: string): Promise<OeplGatewayRow | undefined> {
    const [row] = await this.db.query<OeplGatewayRow>(
      `SELECT "gwMac", "storeCode", address, status FROM gateways WHERE "gwMac" = $1 AND "storeCode" = $2 AND kind = 'oepl'`,
      [gwMac, storeCode],
    );
    return row;
  }

  /**
   * Unregisters an access point: its gateway row goes; the tags it reported stay in the store's tag list (with
   * their products, for an AP registered again, e.g. at a new address) but behind no gateway and MISSING, and
   * their open update rows fail (nothing carries them out any more). Answers how many tags it left.
   */
  async unregister(gateway: OeplGatewayRow, now: Date): Promise<number> {
    const failed = await this.db.query<{ taskId: number }>(
      `UPDATE update_task_tags r SET status = 'NG', "updatedAt" = $2
         FROM tags t WHERE t."tagId" = r."tagId" AND t."gwMac" = $1 AND r.status IS NULL
       RETURNING r."taskId"::int AS "taskId"`,
      [gateway.gwMac, now],
    );
    await refreshTaskProgress(this.db, [...new Set(failed.map((r) => r.taskId))], now);
    const tags = await this.db.query(
      `UPDATE tags SET "gwMac" = NULL, "gwIp" = NULL, status = 'MISSING', "updatedAt" = $3
        WHERE "gwMac" = $1 AND "storeCode" = $2 RETURNING "tagId"`,
      [gateway.gwMac, gateway.storeCode, now],
    );
    await this.db.query(`DELETE FROM gateways WHERE "gwMac" = $1 AND kind = 'oepl'`, [gateway.gwMac]);
    return tags.length;
  }

  /** every OEPL access point with an address, of every store */
  gateways(): Promise<OeplGatewayRow[]> {
    return this.db.query<OeplGatewayRow>(
      `SELECT "gwMac", "storeCode", address, status FROM gateways
        WHERE kind = 'oepl' AND address IS NOT NULL AND address <> '' ORDER BY "gwMac"`,
    );
  }

  /** the AP answered (NORMAL, with its tag count) or not (OFFLINE) or answered nonsense (ALARM) */
  async setStatus(gwMac: string, status: 'NORMAL' | 'OFFLINE' | 'ALARM', tagCount: number | null, now: Date) {
    await this.db.query(
      `UPDATE gateways SET status = $2, "tagCount" = COALESCE($3, "tagCount"), "lastStatusTime" = $4,
              "upLink" = CASE WHEN $2 = 'OFFLINE' THEN 'NG' ELSE 'OK' END, "updatedAt" = $4
        WHERE "gwMac" = $1 AND kind = 'oepl'`,
      [gwMac, status, tagCount, now],
    );
  }

  /** the tags the AP reported, inserted or refreshed in the AP's store; answers how many were written */
  async writeTags(gateway: OeplGatewayRow, tags: OeplTagWrite[], now: Date): Promise<number> {
    if (tags.length === 0) return 0;
    const rows = await this.db.query<{ tagId: string }>(
      `INSERT INTO tags ("tagId", "tagMac", "storeCode", "tagType", "gwMac", "gwIp", status, battery, "battStatus",
                         rssi, temperature, "respondedAt", "updatedAt")
       SELECT t.mac, t.mac, $1, t."tagType", $2, $3, t.status, t.battery, t."battStatus", t.rssi, t.temperature,
              t."respondedAt", $4
         FROM jsonb_to_recordset($5::jsonb) AS t(mac text, "tagType" text, status text, battery integer,
              "battStatus" text, rssi integer, temperature double precision, "respondedAt" timestamptz)
       ON CONFLICT ("tagId") DO UPDATE SET
              "tagType" = EXCLUDED."tagType", "gwMac" = EXCLUDED."gwMac", "gwIp" = EXCLUDED."gwIp",
              status = CASE WHEN tags.status = 'WIP' AND EXCLUDED.status <> 'MISSING' THEN tags.status
                            ELSE EXCLUDED.status END,
              battery = EXCLUDED.battery, "battStatus" = EXCLUDED."battStatus", rssi = EXCLUDED.rssi,
              temperature = EXCLUDED.temperature, "respondedAt" = EXCLUDED."respondedAt", "updatedAt" = $4
        WHERE tags."storeCode" = EXCLUDED."storeCode"
       RETURNING "tagId"`,
      [gateway.storeCode, gateway.gwMac, gateway.address, now, JSON.stringify(tags)],
    );
    return rows.length;
  }
}

export interface OeplPendingRow {
  taskId: number;
  tagId: string;
  storeCode: string;
  taskType: string;
  prCode: string | null;
  pageNo: number | null;
  /** an LED row's command (duration in seconds, ...) */
  led: { duration?: number } | null;
  tagMac: string;
  tagType: string | null;
  gwMac: string;
  address: string;
  createdAt: Date | null;
}

/** the open update rows of tags behind OEPL access points (the simulator's radio skips them) */
export function oeplPendingUpdates(db: Queryable, limit: number): Promise<OeplPendingRow[]> {
  return db.query<OeplPendingRow>(
    `SELECT r."taskId"::int AS "taskId", r."tagId", r."storeCode", r."taskType", r."prCode", r."pageNo", r.led,
            t."tagMac", t."tagType", g."gwMac", g.address, r."createdAt"
       FROM update_task_tags r JOIN tags t ON t."tagId" = r."tagId"
       JOIN gateways g ON g."gwMac" = t."gwMac"
      WHERE r.status IS NULL AND g.kind = 'oepl' AND g.address IS NOT NULL
      ORDER BY r."taskId", r."tagId" LIMIT $1`,
    [limit],
  );
}

/** an update row the AP took ('OK') or refused ('NG') */
export async function finishOeplUpdate(db: Queryable, taskId: number, tagId: string, ok: boolean, now: Date) {
  await db.query(
    `UPDATE update_task_tags SET status = $3, "updatedAt" = $4 WHERE "taskId" = $1 AND "tagId" = $2 AND status IS NULL`,
    [taskId, tagId, ok ? 'OK' : 'NG', now],
  );
  if (ok)
    await db.query(`UPDATE tags SET status = 'UPDATE', "updatedAt" = $2 WHERE "tagId" = $1`, [tagId, now]);
}

/**
 * The delivery attempts of update rows waiting for an access point that does not answer: asked, not taken (so
 * the delivery figures count them open, and the delivery job fails them 'gatewayOffline' past the store's target,
 * server/repositories/delivery.ts failOffline). An attempt already recorded is left as it is.
 */
export async function recordWaiting(db: Queryable, rows: OeplPendingRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO delivery_attempts ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType", "askedAt", tries)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::timestamptz[], $8::int[])
     ON CONFLICT ("taskId", "tagId") DO NOTHING`,
    [
      rows.map((r) => r.taskId),
      rows.map((r) => r.tagId),
      rows.map((r) => r.storeCode),
      rows.map((r) => r.tagMac),
      rows.map((r) => r.gwMac),
      rows.map((r) => r.taskType),
      rows.map((r) => new Date(r.createdAt ?? now).toISOString()),
      rows.map(() => 0),
    ],
  );
}
