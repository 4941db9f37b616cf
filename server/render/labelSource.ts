// Where a label's content comes from: the tag (type, current page), what it shows now (the product info of its
// last successful content update, or its product when no update reached it yet), the store's country, the
// layout and the alias names. Read-only queries for the preview and product image routes.
import type { Queryable } from '../db/db.ts';
import { LayoutsRepository } from '../repositories/layouts.ts';
import { listAliases } from '../repositories/alias.ts';
import { activePromotion } from '../settings/promotions.ts';
import type { Layout } from '../../src/generated/types.ts';
import type { AliasName, LabelProduct } from './context.ts';
import type { ProductRow as StoredProduct, TagRow } from '../../src/generated/rows.ts';

export interface TagShown {
  tagId: string;
  tagMac: string;
  tagType: string;
  storeCode: string;
  /** page the tag shows (0 = main) */
  pageNo: number;
  product: LabelProduct | null;
  layoutId: string | null;
}

export interface TaskSnapshot {
  prInfo: string[] | null;
  layoutId: string | null;
  nfc: string | null;
  tagType: string | null;
}

/** the tag's columns a label reads (the row generated from schemas/tag.schema.json), with its page (migration 170) */
type ShownTag = Pick<TagRow, 'tagId' | 'tagMac' | 'tagType' | 'storeCode' | 'prCode'> & {
  pageNo: number | null;
};

/** what a content update pushed (update_task_tags): the product's columns a label reads, and the update kind */
type ContentRow = { taskType: string; prCode: string | null } & Pick<
  ProductRow,
  'layoutId' | 'nfc' | 'prInfo'
>;

/** the product's columns a label reads, of the row generated from schemas/product.schema.json */
const LABEL_COLUMNS = ['prCode', 'prName', 'layoutId', 'nfc', 'prInfo'] as const satisfies ReadonlyArray<
  keyof StoredProduct
>;
type ProductRow = Pick<StoredProduct, (typeof LABEL_COLUMNS)[number]>;
const LABEL_SELECT = LABEL_COLUMNS.map((c) => `"${c}"`).join(', ');

/** Update kinds that change what a label shows (LED and PAGE do not). */
const CONTENT_TASKS = ['ASSIGN', 'REASSIGN', 'DEASSIGN', 'PRODUCT', 'LAYOUT'];

export class LabelSource {
  readonly layouts: LayoutsRepository;

  constructor(readonly db: Queryable) {
    this.layouts = new LayoutsRepository(db);
  }

  async product(storeCode: string, prCode: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.query<ProductRow>(
      `SELECT ${LABEL_SELECT} FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [storeCode, prCode],
    );
    return row;
  }

  /** Several products of a store by code (unknown codes are absent from the map). */
  async products(storeCode: string, prCodes: string[]): Promise<Map<string, ProductRow>> {
    const codes = [...new Set(prCodes)];
    if (codes.length === 0) return new Map();
    const rows = await this.db.query<ProductRow>(
      `SELECT ${LABEL_SELECT} FROM products
       WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[])`,
      [storeCode, codes],
    );
    return new Map(rows.map((row) => [row.prCode, row]));
  }

  /**
   * A family ticket (doc 2 §5): the tag shows a family code; its label lists the member products' names,
   * with the first member's price and the family code as the barcode (alias order, see server/seed/productInfo.ts).
   */
  async familyProduct(storeCode: string, fmPrCode: string): Promise<ProductRow | undefined> {
    const [family] = await this.db.query<{
      prCodeList: string[];
      layoutId: string | null;
      nfc: string | null;
    }>(
      `SELECT "prCodeList", "layoutId", nfc FROM family_products WHERE "storeCode" = $1 AND "fmPrCode" = $2`,
      [storeCode, fmPrCode],
    );
    if (!family) return undefined;
    const members = await this.db.query<{ prName: string | null; prInfo: string[] | null }>(
      `SELECT p."prName", p."prInfo" FROM unnest($2::text[]) WITH ORDINALITY AS m(code, n)
       JOIN products p ON p."storeCode" = $1 AND p."prCode" = m.code ORDER BY m.n`,
      [storeCode, (family.prCodeList ?? []).filter(Boolean)],
    );
    const names = members.map((m) => m.prName ?? m.prInfo?.[0] ?? '').filter(Boolean);
    const prInfo = [names.join(' / '), members[0]?.prInfo?.[1] ?? '', fmPrCode, '', '', '', '', fmPrCode];
    return {
      prCode: fmPrCode,
      prName: names.join(' / '),
      layoutId: family.layoutId,
      nfc: family.nfc,
      prInfo,
    };
  }

  async country(storeCode: string): Promise<string | null> {
    const [row] = await this.db.query<{ country: string | null }>(
      `SELECT country FROM stores WHERE "storeCode" = $1`,
      [storeCode],
    );
    return row?.country ?? null;
  }

  async storeExists(storeCode: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM stores WHERE "storeCode" = $1', [storeCode]);
    return rows.length > 0;
  }

  /** The type of a tag of the store showing the product (the most common one), if any. */
  async tagTypeOf(storeCode: string, prCode: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ tagType: string }>(
      `SELECT "tagType" FROM tags WHERE "storeCode" = $1 AND "prCode" = $2
       GROUP BY "tagType" ORDER BY count(*) DESC, "tagType" LIMIT 1`,
      [storeCode, prCode],
    );
    return row?.tagType;
  }

  /** What an update task pushed for a product: its product info, layout, NFC and a tag type it went to. */
  async taskSnapshot(storeCode: string, prCode: string, taskId: number): Promise<TaskSnapshot | undefined> {
    const [row] = await this.db.query<TaskSnapshot>(
      `SELECT "prInfo", "layoutId", nfc, "tagType" FROM update_task_tags
       WHERE "taskId" = $1 AND "storeCode" = $2 AND "prCode" = $3
       ORDER BY (status = 'OK') DESC NULLS LAST, "tagId" LIMIT 1`,
      [taskId, storeCode, prCode],
    );
    return row;
  }

  async aliases(): Promise<AliasName[]> {
    return (await listAliases(this.db)).map(({ index, name }) => ({ index, name }));
  }

  layout(layoutId: string | null | undefined): Promise<Layout | undefined> {
    return layoutId ? this.layouts.get(layoutId) : Promise.resolve(undefined);
  }

  /** A tag of a store by tag ID (or MAC), with what it shows now; undefined when the store has no such tag. */
  async tagShown(storeCode: string, id: string): Promise<TagShown | undefined> {
    const [tag] = await this.db.query<ShownTag>(
      `SELECT "tagId", "tagMac", "tagType", "storeCode", "prCode", "pageNo" FROM tags
       WHERE "storeCode" = $1 AND ("tagId" = $2 OR "tagMac" = $2) ORDER BY ("tagId" = $2) DESC LIMIT 1`,
      [storeCode, id],
    );
    if (!tag) return undefined;
    const [content] = await this.db.query<ContentRow>(
      `SELECT "taskType", "prCode", "layoutId", nfc, "prInfo" FROM update_task_tags
       WHERE "tagId" = $1 AND "storeCode" = $2 AND status = 'OK' AND "taskType" = ANY($3::text[])
       ORDER BY "updatedAt" DESC NULLS LAST, "taskId" DESC LIMIT 1`,
      [tag.tagId, storeCode, CONTENT_TASKS],
    );
    const base = {
      tagId: tag.tagId,
      tagMac: tag.tagMac ?? '',
      tagType: tag.tagType ?? '',
      storeCode,
      pageNo: tag.pageNo ?? 0,
    };
    const prCode = content ? (content.taskType === 'DEASSIGN' ? null : content.prCode) : tag.prCode;
    if (!prCode) return { ...base, product: null, layoutId: null };
    const current = (await this.product(storeCode, prCode)) ?? (await this.familyProduct(storeCode, prCode));
    // the info the label received; the product (or family) as it is now when the update carried none
    const prInfo = content?.prInfo?.length ? content.prInfo : (current?.prInfo ?? []);
    return {
      ...base,
      product: {
        prCode,
        prName: current?.prName ?? null,
        prInfo,
        nfc: content ? content.nfc : (current?.nfc ?? null),
        promotion: (await activePromotion(this.db, storeCode, prCode)) ?? null,
      },
      layoutId: content?.layoutId ?? current?.layoutId ?? null,
    };
  }
}
