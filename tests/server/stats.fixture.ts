// A small known fleet for the statistics tests: one store (T900) with gateways and tags whose every count is
// known from the rows themselves, inserted in SQL; the tests compute the expected numbers from these rows.
import type { Db } from '../../server/db/db.ts';

export const STORE = 'T900';

export interface FixtureTag {
  tagId: string;
  storeCode: string;
  prCode: string | null;
  tagType: string;
  gwMac: string;
  status: string;
  battStatus: 'GOOD' | 'LOW';
  updatedAt: Date;
}

const STATUSES = ['OK', 'OK', 'OK', 'NG', 'WIP', 'UPDATE', 'MISSING', 'OK', 'DEASSIGN', 'NG2', 'OK'];
const TYPES = ['EPD2.2', 'EPD2.9', 'EPD4.2'];

export function fixtureTags(): FixtureTag[] {
  const now = Date.now();
  return Array.from({ length: 37 }, (_, i) => ({
    tagId: `${STORE}${String(i + 1).padStart(6, '0')}`,
    storeCode: STORE,
    // every 7th tag has no product; tags 3 and 4 (and 10, 11) share a product
    prCode: i % 7 === 6 ? null : `P${[3, 10].includes(i) ? i + 1 : i}`,
    tagType: TYPES[i % 3],
    gwMac: `GW:T9:0${i % 2}`,
    status: STATUSES[i % STATUSES.length],
    battStatus: i % 5 === 0 ? 'LOW' : 'GOOD',
    // a third today, the rest spread over the previous days
    updatedAt: new Date(i % 3 === 0 ? now : now - (1 + (i % 4)) * 86_400_000),
  }));
}

export const FIXTURE_GATEWAYS = [
  { gwMac: 'GW:T9:00', status: 'NORMAL', timeSync: true, gmpVersion: '9.0.0' },
  { gwMac: 'GW:T9:01', status: 'NORMAL', timeSync: false, gmpVersion: '9.0.0' },
  { gwMac: 'GW:T9:02', status: 'OFFLINE', timeSync: true, gmpVersion: '9.0.1' },
];

export async function insertFixture(db: Db): Promise<FixtureTag[]> {
  const tags = fixtureTags();
  await db.query(`INSERT INTO stores ("storeCode", "storeName") VALUES ($1, 'Test store')`, [STORE]);
  for (const [i, gw] of FIXTURE_GATEWAYS.entries())
    await db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", status, "timeSync", "gmpVersion") VALUES ($1, $2, $3, $4, $5, $6)`,
      [gw.gwMac, STORE, i, gw.status, gw.timeSync, gw.gmpVersion],
    );
  for (const tag of tags)
    await db.query(
      `INSERT INTO tags ("tagId", "tagMac", "storeCode", "prCode", "tagType", "gwMac", status, "battStatus", "updatedAt")
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        tag.tagId,
        tag.storeCode,
        tag.prCode,
        tag.tagType,
        tag.gwMac,
        tag.status,
        tag.battStatus,
        tag.updatedAt.toISOString(),
      ],
    );
  const products = [...new Set(tags.map((t) => t.prCode).filter((p): p is string => p !== null))];
  for (const [i, prCode] of products.entries())
    await db.query(`INSERT INTO products ("storeCode", "prCode", "updatedAt") VALUES ($1, $2, $3)`, [
      STORE,
      prCode,
      new Date(Date.now() - (i % 2) * 2 * 86_400_000).toISOString(),
    ]);
  return tags;
}

/** The expected numbers, counted in the test from the rows it inserted. */
export function expected(tags: FixtureTag[]) {
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  const by = (pred: (t: FixtureTag) => boolean) => tags.filter(pred);
  const prCounts = new Map<string, number>();
  for (const t of tags) if (t.prCode) prCounts.set(t.prCode, (prCounts.get(t.prCode) ?? 0) + 1);
  const ng = ['NG', 'NG1', 'NG2', 'NG3', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'];
  return {
    total: tags.length,
    success: by((t) => t.status === 'OK').length,
    inprogress: by((t) => t.status === 'WIP' || t.status === 'UPDATE').length,
    error: by((t) => ng.includes(t.status)),
    noProduct: by((t) => t.prCode === null),
    lowBattery: by((t) => t.battStatus === 'LOW'),
    duplicate: by((t) => t.prCode !== null && (prCounts.get(t.prCode) ?? 0) > 1),
    today: by((t) => t.updatedAt >= startOfToday).length,
    products: prCounts.size,
  };
}
