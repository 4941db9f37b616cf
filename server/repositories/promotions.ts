// Promotions (settings, doc 3; docs/api.md 'Promotions'): the generated table's repository, the promotion running
// for a product (drawn on its labels) and the replacement of a store's promotions by an uploaded list.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { tables } from '../generated/tables.ts';
import type { Promotion } from '../../domain/generated/types.ts';

/** a promotion as stored (its type any text, its dates as the driver reads them) */
export type PromotionRow = Omit<Promotion, 'type' | 'startDate' | 'endDate' | 'text' | 'updatedAt'> & {
  type: string;
  startDate: string | Date;
  endDate: string | Date;
  text: string | null;
  updatedAt?: string | Date;
};

export class PromotionsRepository extends EntityRepository<PromotionRow> {
  constructor(db: Queryable) {
    super(db, tables.promotion);
  }

  override with(tx: Queryable): PromotionsRepository {
    return new PromotionsRepository(tx);
  }

  /** The promotion of a product running at `at` (the latest started when several overlap). */
  async runningAt(storeCode: string, prCode: string, at: Date): Promise<PromotionRow | undefined> {
    const [row] = await this.db.query<PromotionRow>(
      `SELECT "storeCode", "promotionId", type, "prCode", "promotionPrice", "startDate", "endDate", text
       FROM promotions WHERE "storeCode" = $1 AND "prCode" = $2 AND "startDate" <= $3 AND "endDate" > $3
       ORDER BY "startDate" DESC, "promotionId" LIMIT 1`,
      [storeCode, prCode, at.toISOString()],
    );
    return row;
  }

  /** Replaces the store's promotions by these rows (in the caller's transaction, one change). */
  async replaceStore(storeCode: string, rows: Array<Record<string, unknown>>): Promise<void> {
    await this.db.query('DELETE FROM promotions WHERE "storeCode" = $1', [storeCode]);
    for (const row of rows) await this.insert(row);
  }
}
