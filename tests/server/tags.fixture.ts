// A store of known tags for the tag search and action tests (store Z100, outside the demo stores): every
// expected count is computed from these rows.
import type { Db } from '../../server/db/db.ts';

export const TAG_STORE = 'Z100';
export const BASE = Date.UTC(2026, 0, 10, 12, 0, 0);
const STATUSES = ['OK', 'OK', 'NG', 'WIP', 'MISSING', 'REQ_ONLY', 'OK', 'NG1', 'REQ_ONLY2', 'DEASSIGN', 'OK'];
const TYPES = ['B290', '2213', '4154'];

export interface TagFixture {
  tagId: string;
  tagMac: string;
  prCode: string | null;
  tagType: string;
  gwMac: string;
  status: string;
  battery: number;
  battStatus: 'GOOD' | 'LOW';
  /** epoch seconds */
  updated: number;
}

export const TAG_ROWS: TagFixture[] = Array.from({ length: 40 }, (_, i) => {
  const battery = (i * 37) % 100;
  return {
    tagId: `Z1T${String(i + 1).padStart(4, '0')}`,
    tagMac: `AABB${String(i).padStart(8, '0')}`,
    prCode: i % 9 === 8 ? null : `PR${100 + (i % 13)}`,
    tagType: TYPES[i % 3],
    gwMac: `GW:Z1:0${i % 2}`,
    status: STATUSES[i % STATUSES.length],
    battery,
    battStatus: battery < 20 ? 'LOW' : 'GOOD',
    // one hour apart, distinct: the default order (updatedAt descending) is exact
    updated: BASE / 1000 - i * 3600,
  };
});

export async function insertTagStore(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO stores ("storeCode", "storeName", status) VALUES ($1, 'Tag test store', 'NORMAL')`,
    [TAG_STORE],
  );
  for (const [i, gw] of ['GW:Z1:00', 'GW:Z1:01'].entries())
    await db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", status, "timeSync") VALUES ($1, $2, $3, 'NORMAL', true)`,
      [gw, TAG_STORE, i],
    );
  for (const t of TAG_ROWS)
    await db.query(
      `INSERT INTO tags ("tagId", "tagMac", "storeCode", "prCode", "tagType", "gwMac", status, battery, "battStatus", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, to_timestamp($10))`,
      [
        t.tagId,
        t.tagMac,
        TAG_STORE,
        t.prCode,
        t.tagType,
        t.gwMac,
        t.status,
        t.battery,
        t.battStatus,
        t.updated,
      ],
    );
}
