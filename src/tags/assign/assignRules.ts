// The checks of the assign dialog (doc 2 §5 "Tag assignment") as pure functions: each answers the first
// failing rule, in the spec's order, or the values to send. Site rules (padding) come from src/site/.
import { acceptsFileName, parseRecords } from '../../../domain/textTable';
import { normaliseProductCode } from '../../../domain/assignRules';
import type { SiteRules } from '../../../domain/siteRules';

export const ASSIGN_MESSAGES = {
  enterTagId: 'validation.enterTagId',
  enterProductCode: 'validation.enterProductCodePlease',
  enterFamilyCode: 'validation.enterFamilyCode',
  defaultCodeNeeded: 'app.assign.defaultCodeNeeded',
  invalidFileFormat: 'app.assign.invalidFileFormat',
  noValidData: 'app.assign.noValidData',
} as const;

type Padding = Pick<SiteRules, 'productCodeLength'>;

export type SingleCheck =
  | { ok: false; focus: 'tagId' }
  | { ok: false; focus: 'prCode'; message: string }
  | { ok: true; tagId: string; prCode: string };

/** Single assign: a blank tag ID refocuses it; the product code (or the default code) is required. */
export function checkSingle(
  input: { tagId: string; prCode: string; defaultCode: string },
  rules: Padding,
): SingleCheck {
  const tagId = input.tagId.trim();
  if (!tagId) return { ok: false, focus: 'tagId' };
  const prCode = normaliseProductCode(input.prCode.trim() || input.defaultCode, rules);
  if (!prCode) return { ok: false, focus: 'prCode', message: ASSIGN_MESSAGES.enterProductCode };
  return { ok: true, tagId, prCode };
}

/** A product code list as typed: one per line, or separated by commas or spaces; trimmed, padded, de-duplicated. */
export function parseProductCodeList(text: string, rules: Padding): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => normaliseProductCode(code, rules))
    .filter(Boolean);
  return [...new Set(codes)];
}

export type MultipleCheck =
  | { ok: false; focus: 'tagId' | 'prCodeList' | 'fmPrCode'; message: string }
  | {
      ok: true;
      tagId: string;
      prCodeList: string[];
      fmPrCode: string;
      layoutId: string | null;
      nfc: string | null;
    };

/** Multiple assign: 'Enter Tag ID, Please!', 'Enter Product Code, Please!', 'Enter Family Code, Please!'. */
export function checkMultiple(
  input: { tagId: string; prCodeList: string; fmPrCode: string; layoutId: string; nfc: string },
  rules: Padding,
): MultipleCheck {
  const tagId = input.tagId.trim();
  if (!tagId) return { ok: false, focus: 'tagId', message: ASSIGN_MESSAGES.enterTagId };
  const prCodeList = parseProductCodeList(input.prCodeList, rules);
  if (prCodeList.length === 0)
    return { ok: false, focus: 'prCodeList', message: ASSIGN_MESSAGES.enterProductCode };
  const fmPrCode = input.fmPrCode.trim();
  if (!fmPrCode) return { ok: false, focus: 'fmPrCode', message: ASSIGN_MESSAGES.enterFamilyCode };
  return {
    ok: true,
    tagId,
    prCodeList,
    fmPrCode,
    layoutId: input.layoutId.trim() || null,
    nfc: input.nfc.trim() || null,
  };
}

export const acceptsAssignFile = acceptsFileName;

export type BulkCheck =
  { ok: false; message: string } | { ok: true; rows: Array<{ tagMac: string; prCode: string }> };

const HEADER = /^\s*(tag\s*_?\s*(id|mac)|tagid|tagmac)\s*$/i;

/** Bulk assign needs a default product code before anything else. */
export function checkDefaultCode(defaultCode: string, rules: Padding): string | null {
  return normaliseProductCode(defaultCode, rules) ? null : ASSIGN_MESSAGES.defaultCodeNeeded;
}

/**
 * Bulk assign file (doc 2 §5): a default product code is required first ('Please enter the Default Product
 * Code.'); then a .csv or .txt file of rows of tag ID and product code (an optional header row naming the tag
 * column; # comments). A row without a product code takes the default code.
 */
export function parseBulkFile(
  fileName: string,
  text: string,
  defaultCode: string,
  rules: Padding,
): BulkCheck {
  const missingDefault = checkDefaultCode(defaultCode, rules);
  if (missingDefault) return { ok: false, message: missingDefault };
  if (!acceptsAssignFile(fileName)) return { ok: false, message: ASSIGN_MESSAGES.invalidFileFormat };
  // blank lines and # comments are dropped by the shared parser; a row needs a tag ID
  const records = parseRecords(text).filter((r) => (r[0] ?? '') !== '');
  if (records.length > 0 && HEADER.test(records[0][0])) records.shift();
  const rows = records.map((r) => ({ tagMac: r[0].trim(), prCode: (r[1] ?? '').trim() }));
  if (rows.length === 0) return { ok: false, message: ASSIGN_MESSAGES.noValidData };
  const fallback = normaliseProductCode(defaultCode, rules);
  return {
    ok: true,
    rows: rows.map((r) => ({
      tagMac: r.tagMac,
      prCode: r.prCode ? normaliseProductCode(r.prCode, rules) : fallback,
    })),
  };
}
