// The example of each user script's contract (docs/api.md 'User scripts'): the editors of /system/* start from it
// when nothing is saved, and the server tests run them, so the documented examples keep working.
import type { UserScript } from './generated/types';

export type ScriptKind = UserScript['kind'];

const thirdPartyAuth = `// Third-party authentication: POST /auth/login calls authenticate with the email and the password typed.
// Answer { accept: true } to let the account in (it must exist in the console and not be locked: its role
// and stores come from there), { accept: false } to refuse; name, when given, becomes the account's name.
// Role 0 accounts always sign in with their own password, never through this script.
// An exception fails the login and raises THIRD PARTY AUTH EXCEPTION with its error class and line only.
// The sandbox has no network: the script decides from what it is given.
const DIRECTORY = {
  'kim@example.com': { password: 'Kim#2026!', name: 'Kim Minji' },
};

function authenticate({ email, password }) {
  const entry = DIRECTORY[email];
  if (!entry) return { accept: false };
  return { accept: entry.password === password, name: entry.name };
}
`;

const paperParser = `// Paper parser: POST /paper/file calls parsePaper with the uploaded file's text; the labels to print.
// parsePaper(text, { storeCode, fileName }) answers a list of { prCode, prInfo?, qty?, line? }: without prInfo
// the store's product prints as stored; qty copies (1 to 1000); { error: 'why' } refuses a row, null skips it.
// An exception prints nothing of the file (PAPER PARSER EXCEPTION).
// Example: lines "product code,quantity"; blank lines and lines starting with # are skipped.
function parsePaper(text, context) {
  return text
    .split(/\\r?\\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [prCode, qty] = line.split(',').map((cell) => cell.trim());
      return { prCode, qty: Number(qty) || 1 };
    });
}
`;

const productFileParser = `// Product file parser: POST /product/file calls parseLine for each line of the uploaded file (blank lines
// and lines starting with # are skipped). Answer a product row { prCode, layoutId, prName?, nfc?, prInfo },
// a list of rows, { error: 'why' } to refuse this line only, or null to skip it (a header, say).
// context: { storeCode, fileName, lineNo, aliases: [{ index, name }] }.
// An exception stops the whole file: nothing is imported (PRODUCT FILE PARSER EXCEPTION).
// (Define parseFile(text, context) instead to get the whole text at once, answering a list of rows.)
// Example: semicolon separated lines: product code; layout; name; price.
function parseLine(line, context) {
  if (line.startsWith('CODE;')) return null;
  const [prCode, layoutId, name, price] = line.split(';').map((cell) => cell.trim());
  return { prCode, layoutId, prInfo: [name ?? '', price ?? ''] };
}
`;

const tagDataDecorator = `// Tag data decorator: called before a label of the store is drawn, with the product's data and the tag.
// product: { prCode, prName, prInfo, nfc }; tag: { storeCode, tagId, tagType, page, layoutId }.
// Answer the data the label shows (prName, prInfo as a list of texts, nfc; other fields are ignored).
// An exception draws the label undecorated and raises TAG DATA DECORATOR EXCEPTION.
// Example: the name in capitals, the price (prInfo[1]) with two decimals.
function decorate(product, tag) {
  const prInfo = product.prInfo.slice();
  if (prInfo[0]) prInfo[0] = prInfo[0].toUpperCase();
  const price = Number(prInfo[1]);
  if (prInfo[1] && Number.isFinite(price)) prInfo[1] = price.toFixed(2);
  return { ...product, prInfo };
}
`;

const plusDataDecorator = `// Plus (signage) data decorator: called before a product is shown on a signage device of the store.
// product: { prCode, prName, prInfo, nfc }; device: { storeCode, mac, model }.
// Answer the data the device shows (same shape as product).
// Example: a sale mark in front of the name when prInfo[5] (promotion) is set.
function decorate(product, device) {
  const prInfo = product.prInfo.slice();
  if (prInfo[5]) prInfo[0] = 'SALE ' + (prInfo[0] ?? '');
  return { ...product, prInfo };
}
`;

export const SCRIPT_TEMPLATES: Record<ScriptKind, string> = {
  thirdPartyAuth,
  paperParser,
  productFileParser,
  tagDataDecorator,
  plusDataDecorator,
};
