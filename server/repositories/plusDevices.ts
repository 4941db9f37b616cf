// Signage devices (schemas/plusDevice.schema.json, table plus_devices, key storeCode + mac; migration 730;
// docs/api.md 'Signage devices'). The sync contract: every write to what a device shows (show, template,
// products, settings) sets "syncedAt" = NULL; the simulator (server/sim/plusDevices.ts) copies show to
// "reportedShow" for ONLINE devices whose syncedAt is NULL and stamps syncedAt and recvTime.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { likePattern, type SearchBody, type SearchResult } from '../db/search.ts';
import { tables } from '../generated/tables.ts';
import type { PlusDevice } from '../../domain/generated/types.ts';
import { BLINK_SECONDS, DEVICE_ONLINE } from '../../domain/plusDevice.ts';

export interface ProductSlot {
  index: number;
  prCode: string;
}

/** a device as the API answers it: the row, its `_id` (the mac) and whether it flashes now */
export type DeviceAnswer = PlusDevice & { _id: string; blinking: boolean };

export interface DeviceOverview {
  storeCode: string;
  total: number;
  online: number;
  offline: number;
}

export const answerOf = (row: PlusDevice, now = Date.now()): DeviceAnswer => ({
  ...row,
  _id: row.mac,
  blinking: row.blinkUntil ? new Date(row.blinkUntil).getTime() > now : false,
});

export class PlusDevicesRepository extends EntityRepository<PlusDevice> {
  constructor(db: Queryable) {
    super(db, tables.plusDevice);
  }

  async searchOf(storeCode: string, body: SearchBody): Promise<SearchResult<DeviceAnswer>> {
    const page = await this.search(body, { fixed: { storeCode }, defaultLength: 25 });
    const now = Date.now();
    return { ...page, data: page.data.map((row) => answerOf(row, now)) };
  }

  /**
   * Devices of `storeCode` that follow one of `templates`, or whose own (custom) show names `media` (the JSON of
   * a show naming it): the one question on who uses a template or a media file (server/plus/usage.ts).
   */
  async using(
    storeCode: string,
    templates: string[],
    customShow: string | null,
  ): Promise<Array<{ mac: string; name: string | null; template: string | null }>> {
    return this.db.query(
      `SELECT mac, name, template FROM plus_devices
        WHERE "storeCode" = $1
          AND (template = ANY($2::text[]) OR ($3::jsonb IS NOT NULL AND show @> $3::jsonb))
        ORDER BY mac`,
      [storeCode, templates, customShow],
    );
  }

  async one(storeCode: string, mac: string): Promise<PlusDevice | undefined> {
    return this.get({ storeCode, mac });
  }

  /** the macs of `macs` that the store does not have */
  async missing(storeCode: string, macs: string[]): Promise<string[]> {
    const rows = await this.db.query<{ mac: string }>(
      `SELECT m AS mac FROM unnest($2::text[]) m
        WHERE NOT EXISTS (SELECT 1 FROM plus_devices d WHERE d."storeCode" = $1 AND d.mac = m)`,
      [storeCode, macs],
    );
    return rows.map((r) => r.mac);
  }

  /** counts per store (the device overview) */
  async overview(): Promise<Map<string, DeviceOverview>> {
    const rows = await this.db.query<DeviceOverview>(
      `SELECT "storeCode", count(*)::int AS total,
         count(*) FILTER (WHERE status = $1)::int AS online,
         count(*) FILTER (WHERE status IS DISTINCT FROM $1)::int AS offline
       FROM plus_devices GROUP BY "storeCode"`,
      [DEVICE_ONLINE],
    );
    return new Map(rows.map((r) => [r.storeCode, r]));
  }

  /** settings of one device (doc 3 §4 auto-save); the device fetches them at its next sync */
  async configure(
    storeCode: string,
    mac: string,
    /** checked fields of the device settings (x-forms.config) */
    patch: Record<string, unknown>,
  ): Promise<PlusDevice | undefined> {
    return this.update({ storeCode, mac }, { ...patch, syncedAt: null, updatedAt: new Date() });
  }

  async setProducts(storeCode: string, mac: string, products: ProductSlot[]): Promise<void> {
    await this.db.query(
      `UPDATE plus_devices SET products = $3::jsonb, "syncedAt" = NULL, "updatedAt" = now()
       WHERE "storeCode" = $1 AND mac = $2`,
      [storeCode, mac, JSON.stringify(products)],
    );
  }

  /** one column of several devices (mode, showIdx, infoViewDuration), and a sync for them */
  async setMany(
    storeCode: string,
    macs: string[] | 'all',
    column: 'mode' | 'showIdx' | 'infoViewDuration',
    value: number | null,
  ): Promise<string[]> {
    const rows = await this.db.query<{ mac: string }>(
      `UPDATE plus_devices SET "${column}" = $3, "syncedAt" = NULL, "updatedAt" = now()
       WHERE "storeCode" = $1 AND ($2::text[] IS NULL OR mac = ANY($2::text[])) RETURNING mac`,
      [storeCode, macs === 'all' ? null : macs, value],
    );
    return rows.map((r) => r.mac).sort();
  }

  /** a sync request: the device fetches its show at the simulator's next step (when ONLINE) */
  async requestSync(storeCode: string, macs: string[]): Promise<string[]> {
    const rows = await this.db.query<{ mac: string }>(
      `UPDATE plus_devices SET "syncedAt" = NULL WHERE "storeCode" = $1 AND mac = ANY($2::text[]) RETURNING mac`,
      [storeCode, macs],
    );
    return rows.map((r) => r.mac).sort();
  }

  /** the devices showing product `prCode` flash for BLINK_SECONDS */
  async blinkProduct(storeCode: string, prCode: string): Promise<{ macs: string[]; until: string | null }> {
    const rows = await this.db.query<{ mac: string; until: string }>(
      `UPDATE plus_devices SET "blinkUntil" = now() + $3 * interval '1 second'
       WHERE "storeCode" = $1 AND products @> $2::jsonb RETURNING mac, "blinkUntil" AS until`,
      [storeCode, JSON.stringify([{ prCode }]), BLINK_SECONDS],
    );
    return { macs: rows.map((r) => r.mac).sort(), until: rows[0]?.until ?? null };
  }

  /** devices whose mac or name holds `term`, or that show a product whose code holds it */
  async findByTerm(storeCode: string, term: string, limit: number): Promise<DeviceAnswer[]> {
    const rows = await this.db.query<PlusDevice>(
      `SELECT ${this.selectList()} FROM plus_devices d
        WHERE d."storeCode" = $1 AND (d.mac ILIKE $2 OR d.name ILIKE $2 OR EXISTS (
          SELECT 1 FROM jsonb_array_elements(d.products) p WHERE p->>'prCode' ILIKE $2))
        ORDER BY d.mac LIMIT $3`,
      [storeCode, likePattern(term), limit],
    );
    return rows.map((row) => answerOf(row));
  }

  /** the codes of `codes` that are products of the store */
  async knownProducts(storeCode: string, codes: string[]): Promise<string[]> {
    const rows = await this.db.query<{ prCode: string }>(
      'SELECT "prCode" FROM products WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[])',
      [storeCode, codes],
    );
    return rows.map((r) => r.prCode);
  }

  /** the store's product codes holding `term` (the device search's prCodeList) */
  async productCodesLike(storeCode: string, term: string, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = $1 AND "prCode" ILIKE $2 ORDER BY "prCode" LIMIT $3`,
      [storeCode, likePattern(term), limit],
    );
    return rows.map((r) => r.prCode);
  }

  async remove(storeCode: string, mac: string): Promise<boolean> {
    return this.delete({ storeCode, mac });
  }
}
