// Stores whose tag status collection is running (migration 006).
import type { Queryable } from '../db/db.ts';

export class CollectingRepository {
  constructor(readonly db: Queryable) {}

  async storeList(): Promise<string[]> {
    const rows = await this.db.query<{ storeCode: string }>(
      'SELECT "storeCode" FROM tag_status_collecting ORDER BY "storeCode"',
    );
    return rows.map((r) => r.storeCode);
  }
}
