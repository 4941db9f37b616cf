// Stores whose tag status collection is running (migrations 006, 131): started by POST /tag/status/check,
// carried out by the simulator (server/sim/collection.ts), published over the websocket on WS_PORT.
import type { CollectingStore } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { collectingChanged } from './collectingEvents.ts';

export type { CollectingStore };

/** A running collection; cmd null = All Tag Status Collect. */
export interface CollectingRow {
  storeCode: string;
  startTime: Date;
  checkTime: Date | null;
  gwList: string[];
  tagList: string[];
  cmd: 0 | 1 | 2 | null;
  startedBy: string | null;
  cursor: string;
  total: number;
  processed: number;
}

export interface CollectingStart {
  storeCode: string;
  cmd?: 0 | 1 | 2;
  gwList: string[];
  tagList: string[];
  total: number;
  startedBy: string;
  startTime: Date;
}

const COLUMNS = `"storeCode", "startTime", "checkTime", "gwList", "tagList", cmd, "startedBy", cursor, total, processed`;

export class CollectingRepository {
  constructor(readonly db: Queryable) {}

  /** The running collections of the given stores (undefined = every store), by store code. */
  async storeList(stores?: string[]): Promise<CollectingStore[]> {
    const rows = await this.db.query<
      Omit<CollectingStore, 'cmd' | 'startTime' | 'checkTime'> & {
        cmd: 0 | 1 | 2 | null;
        startTime: string | Date;
        checkTime: string | Date | null;
      }
    >(
      `SELECT COALESCE(s."storeName", c."storeCode") AS "storeName", c."storeCode", c."startTime", c."checkTime",
         c."gwList", c."tagList", c.cmd
       FROM tag_status_collecting c LEFT JOIN stores s ON s."storeCode" = c."storeCode"
       WHERE $1::text[] IS NULL OR c."storeCode" = ANY($1)
       ORDER BY c."storeCode"`,
      [stores ?? null],
    );
    // times as ISO text (the driver reads timestamptz as Date; the public list and the websocket send text)
    const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
    return rows.map(({ cmd, ...row }) => {
      const store = { ...row, startTime: iso(row.startTime)!, checkTime: iso(row.checkTime) };
      return cmd === null ? store : { ...store, cmd };
    });
  }

  async get(storeCode: string): Promise<CollectingRow | undefined> {
    const rows = await this.db.query<CollectingRow>(
      `SELECT ${COLUMNS} FROM tag_status_collecting WHERE "storeCode" = $1`,
      [storeCode],
    );
    return rows[0];
  }

  async running(): Promise<CollectingRow[]> {
    return this.db.query<CollectingRow>(`SELECT ${COLUMNS} FROM tag_status_collecting ORDER BY "storeCode"`);
  }

  /**
   * What a collection of the store covers: its tags (those of `tagIds` when some are given) and the gateways to
   * scan (those of these tags, else every gateway of the store), by MAC.
   */
  async scope(storeCode: string, tagIds: string[]): Promise<{ total: number; gwList: string[] }> {
    const [tags] = await this.db.query<{ total: number; gateways: string[] | null }>(
      `SELECT count(*)::int AS total, array_agg(DISTINCT "gwMac") FILTER (WHERE "gwMac" IS NOT NULL) AS gateways
       FROM tags WHERE "storeCode" = $1 AND ($2::text[] IS NULL OR "tagId" = ANY($2))`,
      [storeCode, tagIds.length ? tagIds : null],
    );
    const total = tags?.total ?? 0;
    if (tagIds.length) return { total, gwList: [...(tags?.gateways ?? [])].sort() };
    const gateways = await this.db.query<{ gwMac: string }>(
      'SELECT "gwMac" FROM gateways WHERE "storeCode" = $1 ORDER BY "gwMac"',
      [storeCode],
    );
    return { total, gwList: gateways.map((g) => g.gwMac) };
  }

  /** Starts a collection; false when one already runs for the store. */
  async start(input: CollectingStart): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO tag_status_collecting ("storeCode", "startTime", "checkTime", "gwList", "tagList", cmd, "startedBy", total)
       VALUES ($1, $2, NULL, $3::jsonb, $4::jsonb, $5, $6, $7) ON CONFLICT ("storeCode") DO NOTHING RETURNING 1 AS ok`,
      [
        input.storeCode,
        input.startTime.toISOString(),
        JSON.stringify(input.gwList),
        JSON.stringify(input.tagList),
        input.cmd ?? null,
        input.startedBy,
        input.total,
      ],
    );
    if (rows.length > 0) collectingChanged();
    return rows.length > 0;
  }

  /** Records a batch: the check time, the cursor (last tag id done) and the count done. */
  async advance(storeCode: string, checkTime: Date, cursor: string, processed: number): Promise<void> {
    await this.db.query(
      `UPDATE tag_status_collecting SET "checkTime" = $2, cursor = $3, processed = $4 WHERE "storeCode" = $1`,
      [storeCode, checkTime.toISOString(), cursor, processed],
    );
    collectingChanged();
  }

  /** Ends the store's collection (stopped or done); false when none ran. */
  async stop(storeCode: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM tag_status_collecting WHERE "storeCode" = $1 RETURNING 1 AS ok',
      [storeCode],
    );
    if (rows.length > 0) collectingChanged();
    return rows.length > 0;
  }
}
