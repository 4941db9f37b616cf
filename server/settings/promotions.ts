// Promotions (doc 3 §3, §7; docs/api.md 'Promotions'): a store's list, the promotion types, and the promotion a
// product's label shows now. A promotion running at the moment of a render (startDate <= now < endDate) puts its
// price on the label's price and its caption with the period on the label's promotion box (server/render/).
import type { Queryable } from '../db/db.ts';
import type { LabelPromotion } from '../render/context.ts';
import { repositoriesOf } from '../repositories/index.ts';
import type { PromotionRow } from '../repositories/promotions.ts';

/** the promotion types (GET /product/promotion/type): the caption a label shows when a promotion has no text */
export const PROMOTION_TYPES = [
  { type: 'SALE', caption: 'SALE' },
  { type: 'DISCOUNT', caption: 'DISCOUNT' },
  { type: 'CLEARANCE', caption: 'CLEARANCE' },
  { type: 'MEMBER', caption: 'MEMBER PRICE' },
] as const;

/** a promotion as read: the schema's fields, its dates as the driver gives them, text null when none */
export type { PromotionRow };

const pad = (n: number) => String(n).padStart(2, '0');
/** month/day of a time, in UTC (labels of one store show one calendar) */
const monthDay = (value: string | Date) => {
  const date = new Date(value);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
};

/** what a label draws for a promotion: the price and 'CAPTION MM/DD-MM/DD' */
export function labelPromotion(row: PromotionRow): LabelPromotion {
  const caption = row.text?.trim() || PROMOTION_TYPES.find((t) => t.type === row.type)?.caption || row.type;
  return {
    price: String(row.promotionPrice),
    caption: `${caption} ${monthDay(row.startDate)}-${monthDay(row.endDate)}`,
  };
}

/** the promotion of a product running at `at` (the latest started when several overlap) */
export async function activePromotion(
  db: Queryable,
  storeCode: string,
  prCode: string,
  at = new Date(),
): Promise<LabelPromotion | undefined> {
  const row = await repositoriesOf(db).promotions.runningAt(storeCode, prCode, at);
  return row ? labelPromotion(row) : undefined;
}
