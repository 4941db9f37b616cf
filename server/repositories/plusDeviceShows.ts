// The show side of the signage devices (table plus_devices, schemas/plusDevice.schema.json): what a device is
// given (template, show) and what it reports (reportedShow, syncedAt). The sync contract with the simulator
// (server/sim): every write of a device's show or template sets "syncedAt" to NULL; the simulator's tick copies
// show to "reportedShow" for ONLINE devices and sets "syncedAt".
import type { Queryable } from '../db/db.ts';
import { TEMPLATE_SIZES, type Slide, type TemplateSize } from '../../domain/signageTemplate.ts';

export interface DeviceShowRow {
  storeCode: string;
  mac: string;
  name: string | null;
  model: string;
  status: string;
  template: string | null;
  show: Slide[];
  reportedShow: Slide[] | null;
  syncedAt: string | null;
  showIdx: number | null;
  screenWidth: number;
  screenHeight: number;
  products: unknown[];
}

const COLUMNS = `"storeCode", mac, name, model, status, template, COALESCE(show, '[]'::jsonb) AS show,
  "reportedShow", "syncedAt", "showIdx", COALESCE("screenWidth", 1920) AS "screenWidth",
  COALESCE("screenHeight", 158) AS "screenHeight", COALESCE(products, '[]'::jsonb) AS products`;

export class PlusDeviceShowsRepository {
  constructor(private readonly db: Queryable) {}

  async one(storeCode: string, mac: string): Promise<DeviceShowRow | undefined> {
    const rows = await this.db.query<DeviceShowRow>(
      `SELECT ${COLUMNS} FROM plus_devices WHERE "storeCode" = $1 AND mac = $2`,
      [storeCode, mac],
    );
    return rows[0];
  }

  /** the store's devices of the list (any order); all of the store's with `all` */
  async byMacs(storeCode: string, macs: string[] | 'all'): Promise<DeviceShowRow[]> {
    return macs === 'all'
      ? this.db.query<DeviceShowRow>(
          `SELECT ${COLUMNS} FROM plus_devices WHERE "storeCode" = $1 ORDER BY mac`,
          [storeCode],
        )
      : this.db.query<DeviceShowRow>(
          `SELECT ${COLUMNS} FROM plus_devices WHERE "storeCode" = $1 AND mac = ANY($2::text[]) ORDER BY mac`,
          [storeCode, macs],
        );
  }

  /**
   * A saved template reaches the devices that follow it: those whose screen fits its size get its show (they fetch
   * it at their next sync; one already showing it is left alone); those it no longer fits stop following it and
   * keep the show they have (custom). Answers the MACs given the show and those unlinked.
   */
  async followTemplate(
    storeCode: string,
    name: string,
    size: TemplateSize,
    show: Slide[],
  ): Promise<{ given: string[]; unlinked: string[] }> {
    const { width, height } = TEMPLATE_SIZES[size];
    const fits = `COALESCE("screenWidth", 1920) = $3 AND COALESCE("screenHeight", 158) = $4`;
    const given = await this.db.query<{ mac: string }>(
      `UPDATE plus_devices SET show = $5::jsonb, "syncedAt" = NULL, "updatedAt" = now()
        WHERE "storeCode" = $1 AND template = $2 AND ${fits} AND show IS DISTINCT FROM $5::jsonb RETURNING mac`,
      [storeCode, name, width, height, JSON.stringify(show)],
    );
    const unlinked = await this.db.query<{ mac: string }>(
      `UPDATE plus_devices SET template = NULL, "updatedAt" = now()
        WHERE "storeCode" = $1 AND template = $2 AND NOT (${fits}) RETURNING mac`,
      [storeCode, name, width, height],
    );
    const macs = (rows: Array<{ mac: string }>) => rows.map((r) => r.mac).sort();
    return { given: macs(given), unlinked: macs(unlinked) };
  }

  /** gives devices a show and its template link (null: custom); they fetch it at their next sync */
  async give(storeCode: string, macs: string[], template: string | null, show: Slide[]): Promise<string[]> {
    if (macs.length === 0) return [];
    const rows = await this.db.query<{ mac: string }>(
      `UPDATE plus_devices SET template = $3, show = $4::jsonb, "syncedAt" = NULL, "updatedAt" = now()
        WHERE "storeCode" = $1 AND mac = ANY($2::text[]) RETURNING mac`,
      [storeCode, macs, template, JSON.stringify(show)],
    );
    return rows.map((r) => r.mac).sort();
  }
}
