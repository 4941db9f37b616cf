// The gateways that are OpenEPaperLink access points (gateways.kind = 'oepl', issue 27 §3) and the tags they see.
// The poller (server/oepl/sync.ts) writes what an AP reported: its status and tag count, and its tags into the
// store's tag list (tagId = the tag's MAC). A tag id already held by another store is left alone.
import type { Queryable } from '../db/db.ts';

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
              status = CASE WHEN tags.status IN ('WIP', 'UPDATE') AND EXCLUDED.status = 'OK' THEN tags.status
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
  tagMac: string;
  tagType: string | null;
  gwMac: string;
  address: string;
  createdAt: Date | null;
}

/** the open update rows of tags behind OEPL access points (the simulator's radio skips them) */
export function oeplPendingUpdates(db: Queryable, limit: number): Promise<OeplPendingRow[]> {
  return db.query<OeplPendingRow>(
    `SELECT r."taskId"::int AS "taskId", r."tagId", r."storeCode", r."taskType", r."prCode", r."pageNo",
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
