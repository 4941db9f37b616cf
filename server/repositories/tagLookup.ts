// Tags named by an operator (tag ID or tag MAC, as scanned from the label) for assignment: which exist, and
// in which store.
import type { Queryable } from '../db/db.ts';

export interface NamedTag {
  /** the code the caller gave (tag ID or MAC) */
  code: string;
  tagId: string;
  tagMac: string;
  storeCode: string;
  prCode: string | null;
}

export class TagLookupRepository {
  constructor(readonly db: Queryable) {}

  /** The tags named by tag ID (exact) or tag MAC (any case), wherever they are. */
  async byCodes(codes: string[]): Promise<NamedTag[]> {
    if (codes.length === 0) return [];
    const rows = await this.db.query<Omit<NamedTag, 'code'>>(
      `SELECT "tagId", "tagMac", "storeCode", "prCode" FROM tags
       WHERE "tagId" = ANY($1::text[]) OR "tagMac" = ANY($2::text[])`,
      [codes, codes.map((c) => c.toUpperCase())],
    );
    return codes.flatMap((code) => {
      const tag =
        rows.find((r) => r.tagId === code) ?? rows.find((r) => r.tagMac.toUpperCase() === code.toUpperCase());
      return tag ? [{ code, ...tag }] : [];
    });
  }
}
