// The gateways that are OpenEPaperLink access points (gateways.kind = 'oepl', issue 27 §3) and the tags they see.
// The poller (server/oepl/sync.ts) writes what an AP reported: its status and tag count, its tags into the store's
// tag list (tagId = the tag's MAC) and their battery readings into tag_battery_history (the battery forecast's
// input). A tag id or MAC already held by another store is left alone (TAG MAC CONFLICT); a tag the AP no longer
// reports turns MISSING. A tag WIP (an update asked, not yet taken by the
// AP) stays WIP; one UPDATE (an image pending on the AP) turns OK once the AP reports it taken. The update rows
// behind an AP are server/repositories/oeplUpdates.ts.
import type { Queryable } from '../db/db.ts';
import { ALARM } from './alarms.ts';
import { DeliveryRepository } from './delivery.ts';

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
   * their open update rows fail (nothing carries them out any more), their deliveries 'gatewayOffline'. Answers
   * how many tags it left and the tasks whose rows failed (their progress is the caller's to recount:
   * server/oepl/registration.ts unregisterAccessPoint).
   */
  async unregister(gateway: OeplGatewayRow, now: Date): Promise<{ tags: number; failedTasks: number[] }> {
    const failed = await this.db.query<{ taskId: number; tagId: string }>(
      `UPDATE update_task_tags r SET status = 'NG', "updatedAt" = $2
         FROM tags t WHERE t."tagId" = r."tagId" AND t."gwMac" = $1 AND r.status IS NULL
       RETURNING r."taskId"::int AS "taskId", r."tagId"`,
      [gateway.gwMac, now],
    );
    // their deliveries fail too (an AP gone is an offline gateway), those the AP had taken included
    await new DeliveryRepository(this.db).finished(
      failed.map((r) => ({ ...r, ok: false, cause: 'gatewayOffline' as const })),
      now,
    );
    const tags = await this.db.query(
      `UPDATE tags SET "gwMac" = NULL, "gwIp" = NULL, status = 'MISSING', "updatedAt" = $3
        WHERE "gwMac" = $1 AND "storeCode" = $2 RETURNING "tagId"`,
      [gateway.gwMac, gateway.storeCode, now],
    );
    await this.db.query(`DELETE FROM gateways WHERE "gwMac" = $1 AND kind = 'oepl'`, [gateway.gwMac]);
    return { tags: tags.length, failedTasks: [...new Set(failed.map((r) => r.taskId))] };
  }

  /** every OEPL access point with an address, of every store */
  gateways(): Promise<OeplGatewayRow[]> {
    return this.db.query<OeplGatewayRow>(
      `SELECT "gwMac", "storeCode", address, status FROM gateways
        WHERE kind = 'oepl' AND address IS NOT NULL AND address <> '' ORDER BY "gwMac"`,
    );
  }

  /** the AP answered (NORMAL, with its tag count) or not (OFFLINE) or answered nonsense (ALARM) */
  /** answers the status before and after (for the gateway's webhook transition), or undefined when no such AP */
  /** the AP's status from a poll; one that stays OFFLINE keeps the time it was last heard of (the offline alarm
   * rule counts from it) */
  async setStatus(
    gwMac: string,
    status: 'NORMAL' | 'OFFLINE' | 'ALARM',
    tagCount: number | null,
    now: Date,
  ): Promise<
    | { gwMac: string; storeCode: string; kind: string | null; before: string | null; after: string | null }
    | undefined
  > {
    const [row] = await this.db.query<{
      gwMac: string;
      storeCode: string;
      kind: string | null;
      before: string | null;
      after: string | null;
    }>(
      `WITH old AS (SELECT "gwMac", status FROM gateways WHERE "gwMac" = $1 AND kind = 'oepl' FOR UPDATE)
       UPDATE gateways g SET status = $2, "tagCount" = COALESCE($3, g."tagCount"),
              "lastStatusTime" = CASE WHEN $2 = 'OFFLINE' AND old.status = 'OFFLINE' THEN g."lastStatusTime" ELSE $4 END,
              "upLink" = CASE WHEN $2 = 'OFFLINE' THEN 'NG' ELSE 'OK' END, "updatedAt" = $4
        FROM old WHERE g."gwMac" = old."gwMac"
        RETURNING g."gwMac", g."storeCode", g.kind, old.status AS before, g.status AS after`,
      [gwMac, status, tagCount, now],
    );
    return row;
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

  /**
   * The MACs among `macs` that belong to a tag of another store (its tag id or its MAC, in any case): a MAC is one
   * tag, in one store, so the AP's report of it is refused; `alarmed` when TAG MAC CONFLICT was raised for it by
   * this AP already.
   */
  foreignMacs(
    gateway: OeplGatewayRow,
    macs: string[],
  ): Promise<Array<{ mac: string; storeCode: string; tagId: string; alarmed: boolean }>> {
    if (macs.length === 0) return Promise.resolve([]);
    return this.db.query(
      `SELECT DISTINCT ON (m.mac) m.mac, t."storeCode", t."tagId",
              EXISTS (SELECT 1 FROM alarm_history h WHERE h.type = $3 AND h."sourceType" = 'gw'
                         AND h."sourceId" = $2 AND h.data->>'mac' = m.mac) AS alarmed
         FROM unnest($4::text[]) AS m(mac)
         JOIN tags t ON (upper(t."tagId") = m.mac OR upper(t."tagMac") = m.mac) AND t."storeCode" <> $1
        ORDER BY m.mac, t."tagId"`,
      [gateway.storeCode, gateway.gwMac, ALARM.tagMacConflict, macs],
    );
  }

  /**
   * The tags behind the AP that it no longer reports (they left its database): MISSING. Answers how many turned
   * MISSING now.
   */
  async markAbsent(gateway: OeplGatewayRow, reported: string[], now: Date): Promise<number> {
    const rows = await this.db.query(
      `UPDATE tags SET status = 'MISSING', "updatedAt" = $4
        WHERE "gwMac" = $1 AND "storeCode" = $2 AND status IS DISTINCT FROM 'MISSING'
          AND NOT ("tagId" = ANY($3::text[]))
       RETURNING 1`,
      [gateway.gwMac, gateway.storeCode, reported, now],
    );
    return rows.length;
  }

  /**
   * The battery levels the AP reported, as readings of its store's tags at their last check-in: a tag's reading is
   * recorded when it checked in since its last one and either `everyMs` passed since that one or the level moved
   * by `step` points or more (a real drop or a new battery, not the millivolt jitter of each check-in). Answers
   * how many were recorded.
   */
  async recordBatteryReadings(
    gateway: OeplGatewayRow,
    tags: OeplTagWrite[],
    everyMs: number,
    step: number,
  ): Promise<number> {
    const read = tags.filter((t) => t.battery !== null && t.respondedAt !== null);
    if (read.length === 0) return 0;
    const rows = await this.db.query(
      `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
       SELECT t.mac, $1, t.battery, t."respondedAt"
         FROM jsonb_to_recordset($2::jsonb) AS t(mac text, battery integer, "respondedAt" timestamptz)
         JOIN tags g ON g."tagId" = t.mac AND g."storeCode" = $1
         LEFT JOIN LATERAL (SELECT h.battery, h."updatedAt" FROM tag_battery_history h
           WHERE h."tagId" = t.mac ORDER BY h."updatedAt" DESC LIMIT 1) last ON true
        WHERE last."updatedAt" IS NULL OR (t."respondedAt" > last."updatedAt"
          AND (t."respondedAt" >= last."updatedAt" + make_interval(secs => $3::float8 / 1000)
            OR abs(t.battery - last.battery) >= $4))
       RETURNING 1`,
      [gateway.storeCode, JSON.stringify(read), everyMs, step],
    );
    return rows.length;
  }
}
