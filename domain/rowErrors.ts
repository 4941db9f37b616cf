// The reasons a product file row (or the whole file, line 0) is refused: one list for the server, which stores
// the English text in the upload history (docs/api.md), and the console, which shows it in the user's language.
// The English texts live in locales/en_US.json only.
import en from '../locales/en_US.json';

export const ROW_ERROR_KEYS = {
  blankPrCode: 'validation.enterProductCode',
  blankLayoutId: 'validation.enterLayoutId',
  invalidValue: 'validation.invalidValue',
  tooManyColumns: 'app.productFiles.rowErrors.tooManyColumns',
  duplicatePrCode: 'app.productFiles.rowErrors.duplicatePrCode',
  unknownInfoColumn: 'app.productFiles.rowErrors.unknownInfoColumn',
  noValidData: 'app.productFiles.rowErrors.noValidData',
  notUtf8: 'app.productFiles.rowErrors.notUtf8',
  importFailed: 'app.productFiles.rowErrors.importFailed',
  interrupted: 'app.productFiles.rowErrors.interrupted',
  parserException: 'app.productFiles.rowErrors.parserException',
  productNotExist: 'app.serverMessages.productNotExist',
  paperParserException: 'app.paper.rowErrors.parserException',
  missingColumn: 'app.productFiles.rowErrors.missingColumn',
} as const;

export type RowErrorKind = keyof typeof ROW_ERROR_KEYS;

function english(key: string): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/en_US.json has no ${key}`);
  return node;
}

/** The English text of a reason, optionally followed by a detail (`validation error: prName`). */
export function rowErrorText(kind: RowErrorKind, detail?: string): string {
  const text = english(ROW_ERROR_KEYS[kind]);
  return detail ? `${text}: ${detail}` : text;
}

const KEY_BY_TEXT = new Map<string, string>(Object.values(ROW_ERROR_KEYS).map((key) => [english(key), key]));

/** A stored reason in the user's language; a reason this list does not know (a user script's) stays as is. */
export function translateRowError(
  translate: (key: string, options?: object) => string,
  message: string,
): string {
  const exact = KEY_BY_TEXT.get(message);
  if (exact) return translate(exact, { _: message });
  const separator = message.indexOf(': ');
  const key = separator > 0 ? KEY_BY_TEXT.get(message.slice(0, separator)) : undefined;
  return key
    ? `${translate(key, { _: message.slice(0, separator) })}: ${message.slice(separator + 2)}`
    : message;
}
