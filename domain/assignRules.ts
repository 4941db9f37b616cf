// Site rules of tag assignment (doc 2 §5 "Tag assignment"): product code padding (edion), the large
// ticket of croma, and what single assign does with the families of a product. The dialog asks these
// functions; it never tests the site itself.
import type { SiteRules } from './siteRules';

/** A family as the assign dialog needs it (GET /product/family/findByPrCode/...). */
export interface FamilyChoice {
  fmPrCode: string;
  prCodeList: string[];
  layoutId: string | null;
  nfc: string | null;
}

/** The family ticket offers one or two families (doc 2 §5). */
export const MAX_OFFERED_FAMILIES = 2;

/** A product code as the site stores it: trimmed, and left-padded with zeros where the site says (edion: 13). */
export function normaliseProductCode(code: string, rules: Pick<SiteRules, 'productCodeLength'>): string {
  const trimmed = code.trim();
  if (!trimmed || rules.productCodeLength <= 0) return trimmed;
  return trimmed.padStart(rules.productCodeLength, '0');
}

/** A large ticket: the ninth character of its tag ID is '9' (doc 2 §5, croma). */
export function isLargeTicket(tagId: string): boolean {
  return tagId.trim().charAt(8) === '9';
}

/** Whether single assign must look up the families of the product before assigning. */
export function needsFamilyLookup(rules: Pick<SiteRules, 'singleAssignFamilies'>, tagId: string): boolean {
  return rules.singleAssignFamilies === 'offerFamilyTicket' || isLargeTicket(tagId);
}

export type FamilyStep =
  { kind: 'assign' } | { kind: 'refuse'; fmPrCode: string } | { kind: 'offer'; families: FamilyChoice[] };

/** What single assign does once it knows the families containing the product. */
export function singleAssignFamilyStep(
  rules: Pick<SiteRules, 'singleAssignFamilies'>,
  tagId: string,
  families: FamilyChoice[],
): FamilyStep {
  if (families.length === 0) return { kind: 'assign' };
  if (rules.singleAssignFamilies === 'refuseLargeTicket')
    return isLargeTicket(tagId) ? { kind: 'refuse', fmPrCode: families[0].fmPrCode } : { kind: 'assign' };
  return { kind: 'offer', families: families.slice(0, MAX_OFFERED_FAMILIES) };
}
