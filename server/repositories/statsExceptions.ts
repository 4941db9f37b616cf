// Exceptions of one store (doc 1 §2.5, §3 "Exceptions stats") and the four tag lists behind them
// (GET /store/{store}/list/tag/error|noproduct|lowbattery|duplicate), paged in SQL.
import type { ExceptionStats, NgGateway, TagExceptionRow } from '../../domain/generated/calls.ts';
import { SQL_GATEWAY_STATUS } from '../../domain/gatewayStatus.ts';
import type { Queryable } from '../db/db.ts';
import { SQL_GW_NG, SQL_NG } from './tagGroups.ts';

export const TAG_LIST_KINDS = ['error', 'noproduct', 'lowbattery', 'duplicate'] as const;
export type TagListKind = (typeof TAG_LIST_KINDS)[number];

/** Conditions on the tags of store `$1` (constants only). */
const KIND_SQL: Record<TagListKind, string> = {
  error: SQL_NG,
  noproduct: `("prCode" IS NULL OR "prCode" = '')`,
  lowbattery: `"battStatus" = 'LOW'`,
  duplicate: `"prCode" IN (SELECT "prCode" FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL
    GROUP BY "prCode" HAVING count(*) > 1)`,
};

export const TAG_LIST_COLUMNS = [
  'tagId',
  'tagMac',
  'prCode',
  'tagType',
  'gwMac',
  'status',
  'battery',
  'battStatus',
  'rssi',
  'version',
  'updatedAt',
] as const;

/** a gateway of the exceptions as read (its last status time a Date; written as ISO text) */
type NgGatewayRead = Omit<NgGateway, 'lastStatusTime'> & { lastStatusTime: Date | null };

export class StatsExceptionsRepository {
  constructor(readonly db: Queryable) {}

  async stats(
    storeCode: string,
  ): Promise<Omit<ExceptionStats, 'ngGWDetail'> & { ngGWDetail: NgGatewayRead[] }> {
    const [tags] = await this.db.query<{
      total: number;
      error: number;
      noProduct: number;
      duplicate: number;
      lowBattery: number;
    }>(
      `SELECT total, error, "noProduct", duplicate, "lowBattery" FROM store_tag_stats WHERE "storeCode" = $1`,
      [storeCode],
    );
    const [gws] = await this.db.query<{ total: number; ng: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${SQL_GW_NG})::int AS ng FROM gateways WHERE "storeCode" = $1`,
      [storeCode],
    );
    const ngGWDetail = await this.db.query<NgGatewayRead>(
      `SELECT "gwMac", ${SQL_GATEWAY_STATUS} AS status,
         "timeSync", ip, "lastStatusTime" FROM gateways WHERE "storeCode" = $1 AND ${SQL_GW_NG} ORDER BY "gwIndex", "gwMac"`,
      [storeCode],
    );
    return {
      storeCode,
      totalTags: tags?.total ?? 0,
      errorTags: tags?.error ?? 0,
      noProductTags: tags?.noProduct ?? 0,
      duplicateTags: tags?.duplicate ?? 0,
      batteryNgTags: tags?.lowBattery ?? 0,
      totalGWs: gws?.total ?? 0,
      ngGWs: gws?.ng ?? 0,
      ngGWDetail,
    };
  }

  /** One page of a store's tags of a kind, by tagId; `limit` undefined = all. */
  async list(storeCode: string, kind: TagListKind, offset: number, limit: number | undefined, desc: boolean) {
    const where = `"storeCode" = $1 AND ${KIND_SQL[kind]}`;
    const [{ n }] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags WHERE ${where}`, [
      storeCode,
    ]);
    const data = await this.db.query<TagExceptionRow>(
      `SELECT ${TAG_LIST_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM tags WHERE ${where}
       ORDER BY ${kind === 'duplicate' ? '"prCode", ' : ''}"tagId" ${desc ? 'DESC' : 'ASC'} OFFSET $2 LIMIT $3`,
      [storeCode, offset, limit ?? null],
    );
    return { recordsTotal: n, recordsFiltered: n, data };
  }
}
