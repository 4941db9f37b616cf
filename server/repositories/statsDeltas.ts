// Incremental upkeep of the maintained statistics where tags and products change (between full refreshes):
// each change moves one tag between status groups, may make it "updated today", may count as a daily update,
// and may move it in or out of the store's low-battery count (battStatus LOW, a battery under 20 %).
import type { Queryable } from '../db/db.ts';
import { TYPE_MAPS_OF_STORES } from './statsRefresh.ts';
import { groupOf, type TagGroup } from './tagGroups.ts';

export interface TagChange {
  storeCode: string;
  gwMac: string | null;
  tagType: string | null;
  oldStatus: string | null;
  newStatus: string | null;
  /** the tag's previous updatedAt was already today */
  wasToday: boolean;
  /** counts as one successful update of the day */
  updated: boolean;
  /** the tag's battStatus before and after, when the change read the battery (absent: the battery is untouched) */
  oldBattStatus?: string | null;
  newBattStatus?: string | null;
}

export interface ProductChange {
  storeCode: string;
  wasToday: boolean;
}

interface Delta {
  success: number;
  inprogress: number;
  error: number;
  today: number;
  daily: number;
  products: number;
  productsToday: number;
  lowBattery: number;
}

const zero = (): Delta => ({
  success: 0,
  inprogress: 0,
  error: 0,
  today: 0,
  daily: 0,
  products: 0,
  productsToday: 0,
  lowBattery: 0,
});

const LOW = 'LOW';

/** +1 when the tag's battery crossed below the low level, -1 when it came back above, else 0. */
export function lowBatteryDelta(change: Pick<TagChange, 'oldBattStatus' | 'newBattStatus'>): number {
  if (change.newBattStatus === undefined) return 0;
  return Number(change.newBattStatus === LOW) - Number(change.oldBattStatus === LOW);
}

function move(delta: Delta, from: TagGroup | undefined, to: TagGroup | undefined): void {
  if (from === to) return;
  if (from) delta[from] -= 1;
  if (to) delta[to] += 1;
}

function bucket<K>(map: Map<K, Delta>, key: K): Delta {
  let delta = map.get(key);
  if (!delta) map.set(key, (delta = zero()));
  return delta;
}

export class StatsDeltasRepository {
  constructor(readonly db: Queryable) {}

  async apply(tags: TagChange[], products: ProductChange[] = []): Promise<void> {
    const stores = new Map<string, Delta>();
    const gateways = new Map<string, Delta>();
    const types = new Map<string, Delta>();
    for (const change of tags) {
      const [from, to] = [groupOf(change.oldStatus), groupOf(change.newStatus)];
      const store = bucket(stores, change.storeCode);
      move(store, from, to);
      if (!change.wasToday) store.today += 1;
      if (change.updated) store.daily += 1;
      store.lowBattery += lowBatteryDelta(change);
      if (change.gwMac) move(bucket(gateways, `${change.storeCode}\t${change.gwMac}`), from, to);
      move(bucket(types, `${change.storeCode}\t${change.tagType ?? ''}`), from, to);
    }
    for (const change of products) {
      const store = bucket(stores, change.storeCode);
      store.products += 1;
      if (!change.wasToday) store.productsToday += 1;
    }
    await this.applyStores(stores);
    await this.applyGateways(gateways);
    await this.applyTypes(types);
  }

  private async applyStores(stores: Map<string, Delta>): Promise<void> {
    if (stores.size === 0) return;
    const codes = [...stores.keys()];
    const d = codes.map((code) => stores.get(code)!);
    const params = [
      codes,
      ...(['success', 'inprogress', 'error', 'today', 'productsToday', 'lowBattery'] as const).map((k) =>
        d.map((x) => x[k]),
      ),
    ];
    // a row of an earlier day starts the day's counters again (the next full refresh settles them)
    await this.db.query(
      `UPDATE store_tag_stats x SET success = x.success + u.s, inprogress = x.inprogress + u.w, error = x.error + u.e,
         "lowBattery" = x."lowBattery" + u.l,
         "todayUpdated" = CASE WHEN x."statsDay" = current_date THEN x."todayUpdated" ELSE 0 END + u.t,
         "productTodayUpdated" = CASE WHEN x."statsDay" = current_date THEN x."productTodayUpdated" ELSE 0 END + u.p,
         "statsDay" = current_date, "updatedAt" = now()
       FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
         AS u(code, s, w, e, t, p, l)
       WHERE x."storeCode" = u.code`,
      params,
    );
    await this.db.query(
      `INSERT INTO store_daily_updates ("storeCode", day, tags, products)
       SELECT u.code, current_date, u.t, u.p FROM unnest($1::text[], $2::int[], $3::int[]) AS u(code, t, p)
       WHERE u.t > 0 OR u.p > 0
       ON CONFLICT ("storeCode", day) DO UPDATE SET tags = store_daily_updates.tags + EXCLUDED.tags,
         products = store_daily_updates.products + EXCLUDED.products`,
      [codes, d.map((x) => x.daily), d.map((x) => x.products)],
    );
  }

  private async applyGateways(gateways: Map<string, Delta>): Promise<void> {
    if (gateways.size === 0) return;
    const keys = [...gateways.keys()].map((k) => k.split('\t'));
    const d = [...gateways.values()];
    await this.db.query(
      `UPDATE gateway_tag_stats x SET success = x.success + u.s, inprogress = x.inprogress + u.w, error = x.error + u.e
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[]) AS u(code, mac, s, w, e)
       WHERE x."storeCode" = u.code AND x."gwMac" = u.mac`,
      [
        keys.map((k) => k[0]),
        keys.map((k) => k[1]),
        d.map((x) => x.success),
        d.map((x) => x.inprogress),
        d.map((x) => x.error),
      ],
    );
  }

  /** the error counts by type, then the type maps of their stores (migration 990) */
  private async applyTypes(types: Map<string, Delta>): Promise<void> {
    const moved = [...types].filter(([, delta]) => delta.error !== 0);
    if (moved.length === 0) return;
    const keys = moved.map(([key]) => key.split('\t'));
    await this.db.query(
      `UPDATE store_tag_type_stats x SET error = x.error + u.e
       FROM unnest($1::text[], $2::text[], $3::int[]) AS u(code, type, e)
       WHERE x."storeCode" = u.code AND x."tagType" = u.type`,
      [keys.map((k) => k[0]), keys.map((k) => k[1]), moved.map(([, delta]) => delta.error)],
    );
    await this.db.query(TYPE_MAPS_OF_STORES, [[...new Set(keys.map((k) => k[0]))]]);
  }
}
