// Second codes (schemas/secondCode.schema.json, table second_codes): a store's product code mapped to another
// code, with the coop site's product master fields. The table conventions come from the generic repository
// (filters prCode and secondCode contain, storeCode equals; store scope; prCode order).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { tables } from '../generated/tables.ts';
import type { SecondCode } from '../../domain/generated/types.ts';

export const SECOND_CODE_PAGE = 25;

export class SecondCodesRepository {
  private readonly repo: EntityRepository<SecondCode>;

  constructor(readonly db: Queryable) {
    this.repo = new EntityRepository<SecondCode>(db, tables.secondCode);
  }

  search(body: SearchBody, stores: string[] | undefined): Promise<SearchResult<SecondCode>> {
    return this.repo.search(body, { stores, defaultLength: SECOND_CODE_PAGE });
  }

  /** Adds second codes; existing ones (same store, product and code) are left alone. */
  insertMany(rows: SecondCode[]): Promise<number> {
    return this.repo.insertMany(rows as unknown as Record<string, unknown>[]);
  }
}
