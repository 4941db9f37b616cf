// The default product file parser (docs/api.md "Product files"): CSV or TXT, comma or tab separated.
// With a header row (a cell named prCode): columns prCode, layoutId, prName, nfc, prInfo_0..prInfo_254, prInfo
// (entries joined by |, as the product download writes them) or alias names; other columns are ignored.
// Without one: prCode, layoutId, nfc, prInfo_0, prInfo_1, ... by position.
// Each row is checked by the product schema's own validator (one rule, one place); a product code seen on an
// earlier good row makes the later row an error (the first one is imported).
import { jsonSchemas } from '../generated/jsonSchemas.ts';
import { productValidators } from '../../src/generated/validators.ts';
import { rowErrorText } from '../../src/domain/rowErrors.ts';
import { englishMessage } from '../http/validate.ts';
import type { ProductChange } from '../products/applyProductChanges.ts';
import type { AliasEntry } from '../repositories/alias.ts';
import type { ParseContext, ParseResult, ProductFileParser, RowError } from './parser.ts';
import { readTextRecords, type TextRecord } from './textRecords.ts';

/** prInfo slots of a product (doc 2 §3: 255) */
export const MAX_INFO = jsonSchemas.Product.properties.prInfo.maxItems;
const POSITIONAL_FIELDS = 3;
const GENERIC = 'validation.invalidValue';

type Target =
  | { kind: 'prCode' | 'layoutId' | 'prName' | 'nfc' | 'infoList' | 'ignored' }
  | { kind: 'info'; index: number };

const NAMED: Record<string, Target> = {
  prcode: { kind: 'prCode' },
  layoutid: { kind: 'layoutId' },
  prname: { kind: 'prName' },
  nfc: { kind: 'nfc' },
  prinfo: { kind: 'infoList' },
};

interface Header {
  targets: Target[];
  hasPrName: boolean;
  /** prInfo length of every row: one past the highest indexed column */
  infoLength: number;
}

export function isHeader(record: TextRecord): boolean {
  return record.cells.some((cell) => cell.toLowerCase() === 'prcode');
}

function readHeader(record: TextRecord, aliases: AliasEntry[], errors: RowError[]): Header {
  const byAlias = new Map(aliases.map((a) => [a.name.trim().toLowerCase(), a.index]));
  let infoLength = 0;
  const targets = record.cells.map((cell): Target => {
    const name = cell.toLowerCase();
    const indexed = /^prinfo_(\d+)$/.exec(name);
    const index = indexed ? Number(indexed[1]) : byAlias.get(name);
    if (NAMED[name]) return NAMED[name];
    if (index === undefined) return { kind: 'ignored' };
    if (index >= MAX_INFO) {
      errors.push({ line: record.line, message: `${rowErrorText('unknownInfoColumn')}: ${cell}` });
      return { kind: 'ignored' };
    }
    infoLength = Math.max(infoLength, index + 1);
    return { kind: 'info', index };
  });
  return { targets, hasPrName: targets.some((t) => t.kind === 'prName'), infoLength };
}

export type RawRow = Omit<ProductChange, 'prInfo'> & { prInfo: string[] };

/** A data row under a header; a string is the reason it is refused. */
function rowByHeader(cells: string[], header: Header): RawRow | string {
  if (cells.slice(header.targets.length).some((cell) => cell !== '')) return rowErrorText('tooManyColumns');
  const row: RawRow = { prCode: '', layoutId: '', nfc: null, prInfo: [] };
  const indexed: Array<[number, string]> = [];
  cells.forEach((cell, i) => {
    const target = header.targets[i];
    if (!target || target.kind === 'ignored') return;
    if (target.kind === 'info') indexed.push([target.index, cell]);
    else if (target.kind === 'infoList') row.prInfo = cell === '' ? [] : cell.split('|').map((v) => v.trim());
    else if (target.kind === 'nfc' || target.kind === 'prName') row[target.kind] = cell || null;
    else row[target.kind] = cell;
  });
  if (row.prInfo.length > MAX_INFO) return rowErrorText('tooManyColumns');
  const info = Array.from(
    { length: Math.max(header.infoLength, row.prInfo.length) },
    (_, i) => row.prInfo[i] ?? '',
  );
  for (const [index, value] of indexed) info[index] = value;
  row.prInfo = info;
  if (!header.hasPrName) delete row.prName;
  return row;
}

function rowByPosition(cells: string[]): RawRow | string {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  if (end > POSITIONAL_FIELDS + MAX_INFO) return rowErrorText('tooManyColumns');
  const [prCode = '', layoutId = '', nfc = ''] = cells;
  return {
    prCode,
    layoutId,
    nfc: nfc || null,
    prInfo: cells.slice(POSITIONAL_FIELDS, Math.max(end, POSITIONAL_FIELDS)),
  };
}

/** The product schema's verdict on a row: undefined when good, else the English reason. */
export function schemaError(storeCode: string, row: RawRow): string | undefined {
  const result = productValidators.api.create.safeParse({ storeCode, ...row });
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const message = englishMessage(issue?.message ?? GENERIC);
  return message === englishMessage(GENERIC) && issue?.path.length
    ? `${message}: ${issue.path.join('.')}`
    : message;
}

export function parseProductFile(text: string, context: ParseContext): Required<ParseResult> {
  const { records, broken } = readTextRecords(text);
  const errors: RowError[] = broken.map((b) => ({
    line: b.line,
    message: `${englishMessage(GENERIC)}: ${b.message}`,
  }));
  const header =
    records[0] && isHeader(records[0]) ? readHeader(records[0], context.aliases, errors) : undefined;
  const data = header ? records.slice(1) : records;
  const rows: ProductChange[] = [];
  const seen = new Set<string>();
  for (const record of data) {
    const row = header ? rowByHeader(record.cells, header) : rowByPosition(record.cells);
    const problem =
      typeof row === 'string'
        ? row
        : (schemaError(context.storeCode, row) ??
          (seen.has(row.prCode) ? rowErrorText('duplicatePrCode') : undefined));
    if (problem !== undefined || typeof row === 'string') {
      errors.push({ line: record.line, message: problem ?? '' });
      continue;
    }
    seen.add(row.prCode);
    rows.push(row);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors, count: data.length + broken.length };
}

export const defaultProductFileParser: ProductFileParser = {
  name: 'default',
  parse: parseProductFile,
};
