// Signage media rows (schemas/plusMedia.schema.json, table plus_media; migration 720): the files themselves
// live under DATA_DIR/plus-media (server/plus/mediaFiles.ts, server/routes/plus/media.ts).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { tables } from '../generated/tables.ts';
import type { PlusMedia } from '../../domain/generated/types.ts';
import type { MediaType } from '../../domain/signageTemplate.ts';

export class PlusMediaRepository extends EntityRepository<PlusMedia> {
  constructor(db: Queryable) {
    super(db, tables.plusMedia, ['id', 'name', 'width', 'height', 'size', 'updatedAt']);
  }

  /** the store's files of `type`, by id (the editor's pickers: GET /plus/store/{store}/{type}/list) */
  async listOf(storeCode: string, type: MediaType): Promise<PlusMedia[]> {
    return this.db.query<PlusMedia>(
      `SELECT ${this.selectList()} FROM plus_media WHERE "storeCode" = $1 AND type = $2 ORDER BY id`,
      [storeCode, type],
    );
  }

  searchOf(storeCode: string, type: MediaType, body: SearchBody): Promise<SearchResult<PlusMedia>> {
    return this.search(body, { fixed: { storeCode, type }, defaultLength: 25 });
  }

  async byId(storeCode: string, type: MediaType, id: number): Promise<PlusMedia | undefined> {
    const rows = await this.db.query<PlusMedia>(
      `SELECT ${this.selectList()} FROM plus_media WHERE "storeCode" = $1 AND type = $2 AND id = $3`,
      [storeCode, type, id],
    );
    return rows[0];
  }

  /** the store's files named by a show, in one query (a signage picture's images, thumbnails and names) */
  async byRefs(storeCode: string, refs: Array<{ type: MediaType; id: number }>): Promise<PlusMedia[]> {
    if (refs.length === 0) return [];
    return this.db.query<PlusMedia>(
      `SELECT ${this.selectList()} FROM plus_media
        WHERE "storeCode" = $1 AND (type, id) IN (SELECT * FROM unnest($2::text[], $3::integer[]))`,
      [storeCode, refs.map((r) => r.type), refs.map((r) => r.id)],
    );
  }

  /** the next free number of the store's files of `type` (call inside the transaction that inserts) */
  async nextId(storeCode: string, type: MediaType): Promise<number> {
    // one writer at a time per store and type: the unique index would refuse the second anyway
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`plus_media:${storeCode}:${type}`]);
    const rows = await this.db.query<{ next: number }>(
      'SELECT COALESCE(MAX(id), 0)::integer + 1 AS next FROM plus_media WHERE "storeCode" = $1 AND type = $2',
      [storeCode, type],
    );
    return rows[0].next;
  }

  /** files per store and type (the overviews' totals) */
  async totals(type: MediaType): Promise<Map<string, number>> {
    const rows = await this.db.query<{ storeCode: string; total: number }>(
      'SELECT "storeCode", COUNT(*)::integer AS total FROM plus_media WHERE type = $1 GROUP BY "storeCode"',
      [type],
    );
    return new Map(rows.map((r) => [r.storeCode, r.total]));
  }
}
