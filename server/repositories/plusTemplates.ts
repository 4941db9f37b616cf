// Signage templates (schemas/plusTemplate.schema.json, table plus_templates): a store's named layouts.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { tables } from '../generated/tables.ts';
import type { PlusTemplate } from '../../domain/generated/types.ts';
import type { TemplateRow as TemplateAnswer } from '../../domain/generated/calls.ts';
import type { MediaType, Slide, TemplateSize } from '../../domain/signageTemplate.ts';

/** a template as this repository reads it (its size and show typed); the API answers it as the contract's TemplateRow */
export type TemplateRow = Omit<TemplateAnswer, 'size' | 'show' | 'sentTo' | 'unlinked'> & {
  size: TemplateSize;
  show: Slide[];
};

const COLUMNS = `"storeCode", _id, size, show, jsonb_array_length(show) AS slides, "updatedAt"`;

export class PlusTemplatesRepository extends EntityRepository<PlusTemplate> {
  constructor(db: Queryable) {
    super(db, tables.plusTemplate, ['_id', 'size', 'slides', 'updatedAt']);
  }

  async listOf(storeCode: string): Promise<TemplateRow[]> {
    return this.db.query<TemplateRow>(
      `SELECT ${COLUMNS} FROM plus_templates WHERE "storeCode" = $1 ORDER BY _id`,
      [storeCode],
    );
  }

  async searchOf(storeCode: string, body: SearchBody): Promise<SearchResult<TemplateRow>> {
    const page = await this.search(body, { fixed: { storeCode }, defaultLength: 25 });
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, slides: (row.show ?? []).length }) as unknown as TemplateRow),
    };
  }

  async one(storeCode: string, name: string): Promise<TemplateRow | undefined> {
    const rows = await this.db.query<TemplateRow>(
      `SELECT ${COLUMNS} FROM plus_templates WHERE "storeCode" = $1 AND _id = $2`,
      [storeCode, name],
    );
    return rows[0];
  }

  async save(storeCode: string, name: string, size: TemplateSize, show: Slide[]): Promise<TemplateRow> {
    const rows = await this.db.query<TemplateRow>(
      `INSERT INTO plus_templates ("storeCode", _id, size, show, "updatedAt") VALUES ($1, $2, $3, $4::jsonb, now())
       ON CONFLICT ("storeCode", _id) DO UPDATE SET size = EXCLUDED.size, show = EXCLUDED.show, "updatedAt" = now()
       RETURNING ${COLUMNS}`,
      [storeCode, name, size, JSON.stringify(show)],
    );
    return rows[0];
  }

  async remove(storeCode: string, names: string[]): Promise<number> {
    const rows = await this.db.query<{ _id: string }>(
      'DELETE FROM plus_templates WHERE "storeCode" = $1 AND _id = ANY($2::text[]) RETURNING _id',
      [storeCode, names],
    );
    return rows.length;
  }

  /** names of the store's templates whose show names media `id` of `type` */
  async usingMedia(storeCode: string, type: MediaType, id: number): Promise<string[]> {
    const rows = await this.db.query<{ _id: string }>(
      `SELECT _id FROM plus_templates WHERE "storeCode" = $1 AND show @> $2::jsonb ORDER BY _id`,
      [storeCode, JSON.stringify([{ object: [{ type, id: String(id) }] }])],
    );
    return rows.map((r) => r._id);
  }

  async totals(): Promise<Map<string, number>> {
    const rows = await this.db.query<{ storeCode: string; total: number }>(
      'SELECT "storeCode", COUNT(*)::integer AS total FROM plus_templates GROUP BY "storeCode"',
    );
    return new Map(rows.map((r) => [r.storeCode, r.total]));
  }
}
