// The rules of the product modal (doc 2 §3, §5) as pure functions: the first failing field ('Please enter
// Product Code', 'Please enter Layout ID') from the same generated rule the server applies
// (productValidators.form.productItem), the site's code padding (edion: 13), the prInfo slots shown, the
// description column's index.
import { productValidators } from '../generated/validators';
import { normaliseProductCode } from '../domain/assignRules';
import type { SiteRules } from '../domain/siteRules';
import type { AliasEntry, ProductInput } from './api';

/** doc 2 §3, §9: prInfo has 255 slots; the form shows the first prInfoCount (default 10), more on demand */
export const PRINFO_SLOTS = 255;
export const DEFAULT_PRINFO_COUNT = 10;
/** the slots one "show more" adds */
export const PRINFO_STEP = 10;

export interface ProductFormValues {
  prCode: string;
  prName: string;
  layoutId: string;
  nfc: string;
  prInfo: string[];
}

export type ProductCheck =
  { ok: false; field: keyof ProductFormValues; message: string } | { ok: true; product: ProductInput };

/** prInfoCount of the system configuration when set, else 10; never more than the 255 slots. */
export function prInfoCountOf(systemConfig: Record<string, unknown> | undefined | null): number {
  const value = Number(systemConfig?.prInfoCount);
  return Number.isInteger(value) && value > 0 ? Math.min(value, PRINFO_SLOTS) : DEFAULT_PRINFO_COUNT;
}

/** The form's values for a product (or an empty one), with at least `slots` prInfo entries. */
export function formValuesOf(
  product:
    | {
        prCode?: string;
        prName?: string | null;
        layoutId?: string | null;
        nfc?: string | null;
        prInfo?: string[] | null;
      }
    | null
    | undefined,
  slots: number,
): ProductFormValues {
  const prInfo = [...(product?.prInfo ?? [])];
  while (prInfo.length < slots) prInfo.push('');
  return {
    prCode: product?.prCode ?? '',
    prName: product?.prName ?? '',
    layoutId: product?.layoutId ?? '',
    nfc: product?.nfc ?? '',
    prInfo,
  };
}

/** How many slots to show for a product: its own entries, at least the configured count. */
export function slotsFor(product: { prInfo?: string[] | null } | null | undefined, count: number): number {
  const filled = product?.prInfo?.length ?? 0;
  return Math.min(PRINFO_SLOTS, Math.max(count, filled));
}

/** Trailing empty entries beyond the stored ones are not sent (an unchanged product stays unchanged). */
export function prInfoToSend(entries: string[], storedLength: number): string[] {
  let end = entries.length;
  while (end > storedLength && (entries[end - 1] ?? '') === '') end -= 1;
  return entries.slice(0, end);
}

/** The first failing field in the spec's order, or the product to send (code trimmed and padded by the site). */
export function checkProduct(
  values: ProductFormValues,
  rules: Pick<SiteRules, 'productCodeLength'>,
  storedInfoLength = 0,
): ProductCheck {
  const candidate = {
    prCode: values.prCode,
    prName: values.prName.trim() || null,
    layoutId: values.layoutId,
    nfc: values.nfc.trim() || null,
    prInfo: prInfoToSend(values.prInfo, storedInfoLength),
  };
  const result = productValidators.form.productItem.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = String(issue?.path[0] ?? 'prCode') as keyof ProductFormValues;
    return { ok: false, field, message: issue?.message ?? 'validation.invalidValue' };
  }
  return {
    ok: true,
    product: {
      ...candidate,
      prCode: normaliseProductCode(candidate.prCode, rules),
      layoutId: candidate.layoutId.trim(),
    },
  };
}

/** The prInfo index of the description column: the alias named Description, else index 2 (doc 2 §3, §9). */
export function descriptionIndex(aliases: AliasEntry[] | undefined): number {
  const alias = aliases?.find((a) => a.name.trim().toLowerCase() === 'description');
  return alias?.index ?? 2;
}

/** The label of a prInfo slot: its alias name, else prInfo_{index}. */
export function prInfoLabel(aliases: AliasEntry[] | undefined, index: number): string {
  return aliases?.find((a) => a.index === index)?.name ?? `prInfo_${index}`;
}
