// The rules of the product modal (doc 2 §3, §5): its validator (the normalised values checked by the generated
// rule the server applies, productValidators.form.productItem), the site's code padding (edion: 13), the prInfo
// slots shown, the description column's index.
import { z } from 'zod';
import { productValidators } from '../../domain/generated/validators';
import { normaliseProductCode } from '../../domain/assignRules';
import type { SiteRules } from '../../domain/siteRules';
import type { AliasEntry, ProductInput, ProductListRow } from './api';

/** doc 2 §3, §9: prInfo has 255 slots; the form shows the first prInfoCount (default 10), more on demand */
export const PRINFO_SLOTS = 255;
export const DEFAULT_PRINFO_COUNT = 10;
/** the slots one "show more" adds */
export const PRINFO_STEP = 10;

/** prInfoCount of the system configuration when set, else 10; never more than the 255 slots. */
export function prInfoCountOf(systemConfig: Record<string, unknown> | undefined | null): number {
  const value = Number(systemConfig?.prInfoCount);
  return Number.isInteger(value) && value > 0 ? Math.min(value, PRINFO_SLOTS) : DEFAULT_PRINFO_COUNT;
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

/** Text fields trimmed (a blank name or NFC as null), prInfo entries as text (empty or never typed: '') without
 * trailing empty ones beyond the stored ones; the other fields (those a team adds to x-forms.productItem) as they are. */
export function normaliseProduct(values: unknown, storedInfoLength: number): unknown {
  if (!values || typeof values !== 'object') return values;
  const draft = values as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null));
  // the form holds an array with holes where an entry before a typed one was never touched: each is ''
  const entries = Array.isArray(draft.prInfo) ? Array.from(draft.prInfo as unknown[]) : [];
  // entry 0 is the name ("0. Product Name"): the stored prName follows it, so an edit of entry 0 renames the product
  const name = text(entries[0]);
  return {
    ...draft,
    prName: name ?? text(draft.prName),
    nfc: text(draft.nfc),
    prInfo: prInfoToSend(
      entries.map((entry) => (entry === null || entry === undefined ? '' : entry) as string),
      storedInfoLength,
    ),
  };
}

/** The product form's validator: normaliseProduct, then the generated rule the server applies (x-forms.productItem),
 * the first failing field in the spec's order ('Please enter Product Code', then 'Please enter Layout ID'). */
export function productFormSchema(storedInfoLength: number) {
  return z.preprocess(
    (values) => normaliseProduct(values, storedInfoLength),
    productValidators.form.productItem,
  );
}

/** The product to send: the checked values with the code trimmed and padded by the site, the layout trimmed. */
export function productToSend(
  checked: Record<string, unknown>,
  rules: Pick<SiteRules, 'productCodeLength'>,
): ProductInput {
  const product = checked as unknown as ProductInput;
  return {
    ...product,
    prCode: normaliseProductCode(product.prCode, rules),
    layoutId: product.layoutId.trim(),
  };
}

/**
 * "Already registered → Yes" (doc 2 §5): the create form updates the stored product with what it was given;
 * what it left empty (an info entry, the name, the NFC) keeps the stored value.
 */
export function keepStoredWhereEmpty(
  input: ProductInput,
  stored: Pick<ProductListRow, 'prName' | 'nfc' | 'prInfo'>,
): ProductInput {
  const storedInfo = stored.prInfo ?? [];
  const length = Math.max(input.prInfo.length, storedInfo.length);
  return {
    ...input,
    prName: input.prName ?? stored.prName,
    nfc: input.nfc ?? stored.nfc,
    prInfo: Array.from({ length }, (_, i) => input.prInfo[i] || (storedInfo[i] ?? '')),
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
