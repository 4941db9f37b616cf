// Where a label's content comes from: the tag (type, current page), what it shows now (the product info of its
// last successful content update, or its product when no update reached it yet), the store's country, the
// layout and the alias names. Read-only queries for the preview and product image routes.
// The SQL is the repositories' of products, families, stores, tags and task tags (server/repositories/).
import type { Queryable } from '../db/db.ts';
import { LayoutsRepository } from '../repositories/layouts.ts';
import { listAliases } from '../repositories/alias.ts';
import { ProductsRepository, type LabelProductRow } from '../repositories/products.ts';
import { StoresRepository } from '../repositories/stores.ts';
import { TagsRepository } from '../repositories/tags.ts';
import { UpdateTaskTagsRepository, type TaskSnapshot } from '../repositories/updateTaskTags.ts';
import { activePromotion } from '../settings/promotions.ts';
import type { Layout } from '../../domain/generated/types.ts';
import type { AliasName, LabelProduct } from './context.ts';
import { repositoriesOf } from '../repositories/index.ts';

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

/** Update kinds that change what a label shows (LED and PAGE do not). */
const CONTENT_TASKS = ['ASSIGN', 'REASSIGN', 'DEASSIGN', 'PRODUCT', 'LAYOUT'];

export class LabelSource {
  readonly layouts: LayoutsRepository;
  private readonly productRows: ProductsRepository;
  private readonly stores: StoresRepository;
  private readonly tags: TagsRepository;
  private readonly taskTags: UpdateTaskTagsRepository;

  constructor(readonly db: Queryable) {
    this.layouts = repositoriesOf(db).layouts;
    this.productRows = repositoriesOf(db).products;
    this.stores = repositoriesOf(db).stores;
    this.tags = repositoriesOf(db).tags;
    this.taskTags = repositoriesOf(db).updateTaskTags;
  }

  product(storeCode: string, prCode: string): Promise<LabelProductRow | undefined> {
    return this.productRows.labelProduct(storeCode, prCode);
  }

  /** Several products of a store by code (unknown codes are absent from the map). */
  async products(storeCode: string, prCodes: string[]): Promise<Map<string, LabelProductRow>> {
    const codes = [...new Set(prCodes)];
    if (codes.length === 0) return new Map();
    const rows = await this.productRows.labelProducts(storeCode, codes);
    return new Map(rows.map((row) => [row.prCode, row]));
  }

  /**
   * A family ticket (doc 2 §5): the tag shows a family code; its label lists the member products' names,
   * with the first member's price and the family code as the barcode (alias order, see server/seed/productInfo.ts).
   */
  async familyProduct(storeCode: string, fmPrCode: string): Promise<LabelProductRow | undefined> {
    const family = await repositoriesOf(this.db).families.byCode(storeCode, fmPrCode);
    if (!family) return undefined;
    const members = await this.productRows.members(storeCode, (family.prCodeList ?? []).filter(Boolean));
    const names = members.map((m) => m.prName ?? m.prInfo?.[0] ?? '').filter(Boolean);
    const prInfo = [names.join(' / '), members[0]?.prInfo?.[1] ?? '', fmPrCode, '', '', '', '', fmPrCode];
    return {
      prCode: fmPrCode,
      prName: names.join(' / '),
      layoutId: family.layoutId ?? null,
      nfc: family.nfc ?? null,
      prInfo,
    };
  }

  async country(storeCode: string): Promise<string | null> {
    const store = await this.stores.get({ storeCode });
    return (store?.country as string | null | undefined) ?? null;
  }

  async storeExists(storeCode: string): Promise<boolean> {
    return (await this.stores.get({ storeCode })) !== undefined;
  }

  /** The type of a tag of the store showing the product (the most common one), if any. */
  tagTypeOf(storeCode: string, prCode: string): Promise<string | undefined> {
    return this.tags.commonTypeShowing(storeCode, prCode);
  }

  /** What an update task pushed for a product: its product info, layout, NFC and a tag type it went to. */
  taskSnapshot(storeCode: string, prCode: string, taskId: number): Promise<TaskSnapshot | undefined> {
    return this.taskTags.snapshot(storeCode, prCode, taskId);
  }

  async aliases(): Promise<AliasName[]> {
    return (await listAliases(this.db)).map(({ index, name }) => ({ index, name }));
  }

  layout(layoutId: string | null | undefined): Promise<Layout | undefined> {
    return layoutId ? this.layouts.get(layoutId) : Promise.resolve(undefined);
  }

  /** A tag of a store by tag ID (or MAC), with what it shows now; undefined when the store has no such tag. */
  async tagShown(storeCode: string, id: string): Promise<TagShown | undefined> {
    const tag = await this.tags.labelTag(storeCode, id);
    if (!tag) return undefined;
    const content = await this.taskTags.lastContent(storeCode, tag.tagId, CONTENT_TASKS);
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
