// The family product file (doc 2 §5), read by the server's import (POST /product/family/import) and checked by
// the console before it sends one: .csv or .txt only ('Invalid file format'); one family per row, no header
// needed: the family code, N product codes (N = familyProductItemCount), the layout ID and an optional NFC, so a
// row needs more than N + 1 columns. Blank lines are skipped and lines starting with # are comments (the rules
// of every uploaded text table, domain/textTable.ts); a first row starting with 'fmPrCode' is a header.
// Each row is checked by the family rules (familyRules.ts); a code already given on an earlier row is refused.
import { acceptsFileName, INVALID_FILE_FORMAT, parseNumberedRecords } from './textTable';
import { checkFamily, type Family } from './familyRules';

export { acceptsFileName, INVALID_FILE_FORMAT };

/** i18n keys of the row problems of a family file (English text in locales/en_US.json) */
export const FAMILY_FILE_MESSAGES = {
  tooFewColumns: 'app.serverMessages.familyTooFewColumns',
  tooManyColumns: 'app.serverMessages.familyTooManyColumns',
  duplicate: 'app.serverMessages.familyDuplicateCode',
  noValidData: 'app.serverMessages.noValidData',
  invalidFileFormat: INVALID_FILE_FORMAT,
} as const;

export interface FamilyFileRow {
  /** line of the file (1 = first) */
  line: number;
  family: Family;
}

export interface FamilyFileProblem {
  line: number;
  /** i18n key of the reason */
  reason: string;
}

export interface FamilyFile {
  valid: FamilyFileRow[];
  invalid: FamilyFileProblem[];
}

/** Columns of a row: code, N product codes, layout (N + 2), then the optional NFC (N + 3). */
export function familyFileColumns(itemCount: number): { min: number; max: number } {
  return { min: itemCount + 2, max: itemCount + 3 };
}

/** A record's family, or the i18n key of what is wrong with it. */
function readRecord(
  fields: string[],
  storeCode: string,
  itemCount: number,
): { family: Family; reason?: undefined } | { reason: string; family?: undefined } {
  const { min, max } = familyFileColumns(itemCount);
  if (fields.length < min) return { reason: FAMILY_FILE_MESSAGES.tooFewColumns };
  if (fields.length > max) return { reason: FAMILY_FILE_MESSAGES.tooManyColumns };
  const checked = checkFamily(
    {
      storeCode,
      fmPrCode: fields[0],
      prCodeList: fields.slice(1, itemCount + 1),
      layoutId: fields[itemCount + 1],
      nfc: fields[itemCount + 2],
    },
    itemCount,
  );
  return checked.error !== undefined ? { reason: checked.error } : { family: checked.family };
}

/** Reads a family file of a store; every row is either valid or reported with its line and reason. */
export function parseFamilyFile(text: string, storeCode: string, itemCount: number): FamilyFile {
  const valid: FamilyFileRow[] = [];
  const invalid: FamilyFileProblem[] = [];
  const seen = new Set<string>();
  for (const [index, { line, fields }] of parseNumberedRecords(text).entries()) {
    if (index === 0 && fields[0]?.toLowerCase() === 'fmprcode') continue;
    const { family, reason } = readRecord(fields, storeCode, itemCount);
    if (reason !== undefined) invalid.push({ line, reason });
    else if (seen.has(family.fmPrCode)) invalid.push({ line, reason: FAMILY_FILE_MESSAGES.duplicate });
    else {
      seen.add(family.fmPrCode);
      valid.push({ line, family });
    }
  }
  return { valid, invalid };
}
