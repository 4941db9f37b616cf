// The rules of a family product (doc 2 §3, §5), in one place for the console's form, the file import and the
// server: the family code, at least one product code and a layout ID are required (the spec's 'Enter ...'
// messages, checked in that order), product codes are trimmed, blanks dropped and duplicates removed, and a
// family holds at most familyProductItemCount codes (system configuration, default 4).
import { familyProductValidators } from './generated/validators';

/** doc 2 §3: the length of prCodeList when the system configuration gives none */
export const DEFAULT_FAMILY_ITEM_COUNT = 4;

/** i18n keys of the family messages (English: the spec's wording) */
export const FAMILY_MESSAGES = {
  familyCode: 'validation.enterFamilyCode',
  productCode: 'validation.enterProductCodePlease',
  layoutId: 'validation.enterLayoutId',
  invalid: 'validation.invalidValue',
} as const;

export interface Family {
  storeCode: string;
  fmPrCode: string;
  prCodeList: string[];
  layoutId: string;
  nfc: string | null;
}

/** What a caller hands in: any values, checked by checkFamily. */
export type FamilyDraft = { [K in keyof Family]?: unknown };

export type FamilyCheck = { family: Family; error?: undefined } | { error: string; family?: undefined };

/** The family size of a system configuration (a whole number from 1 to 64, else the default). */
export function familyItemCount(systemConfig: Record<string, unknown> | null | undefined): number {
  const value = Number(systemConfig?.familyProductItemCount);
  return Number.isInteger(value) && value >= 1 && value <= 64 ? value : DEFAULT_FAMILY_ITEM_COUNT;
}

/** Product codes trimmed, blank entries dropped, duplicates removed (first one kept). */
export function normaliseCodes(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const codes = list.map((code) => (typeof code === 'string' ? code.trim() : code));
  return [...new Set(codes.filter((code) => code !== ''))] as string[];
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Texts trimmed, product codes normalised, an empty NFC as null: what the rules check (form, file, server). */
export function normaliseFamily(draft: FamilyDraft): FamilyDraft {
  return {
    storeCode: trimmed(draft.storeCode),
    fmPrCode: trimmed(draft.fmPrCode),
    prCodeList: Array.isArray(draft.prCodeList) ? normaliseCodes(draft.prCodeList) : draft.prCodeList,
    layoutId: trimmed(draft.layoutId),
    nfc: trimmed(draft.nfc) || null,
  };
}

/** The family, normalised, or the i18n key of the first failing rule. */
export function checkFamily(draft: FamilyDraft, itemCount: number): FamilyCheck {
  const candidate = normaliseFamily(draft);
  const result = familyProductValidators.api.create.safeParse(candidate);
  if (!result.success) return { error: result.error.issues[0]?.message ?? FAMILY_MESSAGES.invalid };
  const { storeCode, fmPrCode, prCodeList, layoutId, nfc } = result.data;
  if (prCodeList.length > itemCount) return { error: FAMILY_MESSAGES.invalid };
  return { family: { storeCode, fmPrCode, prCodeList, layoutId, nfc: nfc ?? null } };
}
