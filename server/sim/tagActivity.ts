// Simulated label updates (doc 1 §2.4 update rate, daily updates): every tick a few products change, their tags
// go to WIP, and on the next tick each finishes OK or NG. The statistics follow through incremental deltas.
import type { Queryable } from '../db/db.ts';
import { StatsDeltasRepository, type TagChange } from '../repositories/statsDeltas.ts';
import type { Prng } from './prng.ts';

const UPDATES_PER_TICK = 5;
const FAILURE_RATE = 0.06;

interface ChangedTag extends Omit<TagChange, 'updated'> {
  prCode: string | null;
}

export class TagActivity {
  private pending: string[] = [];
  private readonly deltas: StatsDeltasRepository;

  constructor(
    private readonly db: Queryable,
    private readonly prng: Prng,
  ) {
    this.deltas = new StatsDeltasRepository(db);
  }

  async tick(now: Date): Promise<void> {
    const finished = this.pending;
    this.pending = [];
    if (finished.length > 0) {
      const statuses = finished.map(() => (this.prng.chance(FAILURE_RATE) ? 'NG' : 'OK'));
      const changed = await this.setStatus(finished, statuses, now);
      await this.deltas.apply(changed.map((c) => ({ ...c, updated: c.newStatus === 'OK' })));
    }
    const stores = await this.db.query<{ storeCode: string; total: number }>(
      `SELECT "storeCode", total FROM store_tag_stats WHERE total > 0 ORDER BY "storeCode"`,
    );
    if (stores.length === 0) return;
    const ids = new Set<string>();
    for (let i = 0; i < UPDATES_PER_TICK; i++) {
      const store = this.prng.pick(stores);
      ids.add(`${store.storeCode}${String(this.prng.int(1, store.total)).padStart(6, '0')}`);
    }
    const started = await this.setStatus(
      [...ids],
      [...ids].map(() => 'WIP'),
      now,
    );
    const products = await this.touchProducts(started, now);
    await this.deltas.apply(
      started.map((c) => ({ ...c, updated: false })),
      products,
    );
    this.pending = started.map((c) => c.tagId);
  }

  private setStatus(
    ids: string[],
    statuses: string[],
    now: Date,
  ): Promise<Array<ChangedTag & { tagId: string }>> {
    return this.db.query(
      `WITH old AS (SELECT "tagId", status, "updatedAt" FROM tags WHERE "tagId" = ANY($1) FOR UPDATE)
       UPDATE tags t SET status = u.status, "updatedAt" = $3
       FROM old, unnest($1::text[], $2::text[]) AS u(id, status)
       WHERE t."tagId" = old."tagId" AND u.id = old."tagId"
       RETURNING t."tagId", t."storeCode", t."gwMac", t."tagType", t."prCode", old.status AS "oldStatus",
         t.status AS "newStatus", (old."updatedAt" >= current_date) AS "wasToday"`,
      [ids, statuses, now.toISOString()],
    );
  }

  private touchProducts(
    tags: ChangedTag[],
    now: Date,
  ): Promise<Array<{ storeCode: string; wasToday: boolean }>> {
    const assigned = tags.filter((t) => t.prCode);
    if (assigned.length === 0) return Promise.resolve([]);
    return this.db.query(
      `WITH old AS (
         SELECT p."storeCode", p."prCode", p."updatedAt" FROM products p
         WHERE (p."storeCode", p."prCode") IN (SELECT * FROM unnest($1::text[], $2::text[])) FOR UPDATE)
       UPDATE products p SET "updatedAt" = $3 FROM old
       WHERE p."storeCode" = old."storeCode" AND p."prCode" = old."prCode"
       RETURNING p."storeCode", (old."updatedAt" >= current_date) AS "wasToday"`,
      [assigned.map((t) => t.storeCode), assigned.map((t) => t.prCode), now.toISOString()],
    );
  }
}
