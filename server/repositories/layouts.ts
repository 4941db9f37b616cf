// Layouts (schemas/layout.schema.json): what a label shows of its product, page by page. The label renderer
// reads one by ID; GET /layout/name lists them.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { tables } from '../generated/tables.ts';
import type { Layout } from '../../domain/generated/types.ts';
import type { LayoutName } from '../../domain/generated/calls.ts';

export class LayoutsRepository {
  private readonly entity: EntityRepository<Layout>;

  constructor(readonly db: Queryable) {
    this.entity = new EntityRepository<Layout>(db, tables.layout);
  }

  get(layoutId: string): Promise<Layout | undefined> {
    return this.entity.get({ layoutId });
  }

  /** Several layouts by ID (unknown IDs are simply absent from the map). */
  async many(layoutIds: string[]): Promise<Map<string, Layout>> {
    const ids = [...new Set(layoutIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<Layout>(
      `SELECT "layoutId", name, family, kind, currency, pages, "updatedAt" FROM layouts WHERE "layoutId" = ANY($1::text[])`,
      [ids],
    );
    return new Map(rows.map((l) => [l.layoutId, l]));
  }

  names(): Promise<LayoutName[]> {
    return this.db.query<LayoutName>(
      `SELECT "layoutId", name, family, kind, coalesce(jsonb_array_length(pages), 0)::int AS pages
       FROM layouts ORDER BY "layoutId"`,
    );
  }

  /** Inserts layouts not present yet (same ID: left alone). Answers the number inserted. */
  insertMissing(layouts: Layout[]): Promise<number> {
    return this.entity.insertMany(layouts.map((l) => ({ ...l, updatedAt: new Date() })));
  }
}
