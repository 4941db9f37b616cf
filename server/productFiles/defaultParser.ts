// The default product file parser (docs/api.md "Product files"): CSV or TXT, comma or tab separated.
// With a header row (a cell named prCode): a column per field of one product of POST /product
// (schemas/product.schema.json x-forms.productItem), known by its schema name or an x-aliases name (any case);
// prInfo as prInfo_0..prInfo_254, prInfo (entries joined by |, as the product download writes them) or alias
// names of the alias configuration; other columns are ignored. A field the schema requires (x-required) must
// have its column: a file without it is refused as a whole, naming the column.
// Without one: prCode, layoutId, nfc, prInfo_0, prInfo_1, ... by position (a file that cannot carry a required
// field is refused the same way).
// Each row is checked by the product item's own validator (one rule, one place); a product code seen on an
// earlier good row makes the later row an error (the first one is imported).
import type { z } from 'zod';
import { jsonSchemas } from '../generated/jsonSchemas.ts';
import type { FieldMeta } from '../../domain/resourceMeta.ts';
import { resources } from '../../domain/generated/resources.ts';
import { productValidators } from '../../domain/generated/validators.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';
import { englishMessage } from '../http/validate.ts';
import type { ProductChange } from '../products/applyProductChanges.ts';
import type { AliasEntry } from '../repositories/alias.ts';
import type { ParseContext, ParseResult, ProductFileParser, RowError } from './parser.ts';
import { eachTextRecord, type TextRecord } from './textRecords.ts';

/** prInfo slots of a product (doc 2 §3: 255) */
export const MAX_INFO = jsonSchemas.Product.properties.prInfo.maxItems;
const GENERIC = 'validation.invalidValue';
/** the fields a file without header carries, by position (prInfo_0... follow them) */
const POSITIONAL = ['prCode', 'layoutId', 'nfc'] as const;
/** the product change's own fields; the product item's others travel in its `extra` */
const CHANGE_FIELDS = new Set(['prCode', 'prName', 'layoutId', 'nfc', 'prInfo']);

type ColumnTarget =
  | { kind: 'field'; name: string }
  | { kind: 'infoList' }
  | { kind: 'ignored' }
  | { kind: 'info'; index: number };

/** What a product file is made of, from the schema: the product item's fields and its validator. */
export interface ProductFileFormat {
  /** the columns: the fields of one product of POST /product (x-forms.productItem), in the schema's order */
  fields: FieldMeta[];
  /** the product item's validator (productValidators.form.productItem) */
  item: z.ZodType<Record<string, unknown>>;
  /** the fields whose column a file must have (x-required) */
  required: Set<string>;
  /** every name (lower case) a header may give a field's column: its schema name and its x-aliases */
  named: Map<string, ColumnTarget>;
}

/** The file format of a product resource's metadata and validators (the generated ones, or a test's copy). */
export function productFileFormat(
  product: { fields: FieldMeta[] },
  validators: { form: { productItem: z.ZodType }; fields: { productItem: readonly string[] } },
): ProductFileFormat {
  const fields = product.fields.filter((f) => validators.fields.productItem.includes(f.name));
  return {
    fields,
    item: validators.form.productItem as z.ZodType<Record<string, unknown>>,
    required: new Set(fields.filter((f) => f.required?.on.includes('create')).map((f) => f.name)),
    named: new Map(
      fields.flatMap((f) =>
        [f.name, ...(f.aliases ?? [])].map((name): [string, ColumnTarget] => [
          name.trim().toLowerCase(),
          f.name === 'prInfo' ? { kind: 'infoList' } : { kind: 'field', name: f.name },
        ]),
      ),
    ),
  };
}

export const PRODUCT_FILE_FORMAT = productFileFormat(resources.product, productValidators);

interface Header {
  targets: ColumnTarget[];
  /** prInfo length of every row: one past the highest indexed column */
  infoLength: number;
}

export function isHeader(record: TextRecord): boolean {
  return record.cells.some((cell) => cell.toLowerCase() === 'prcode');
}

function readHeader(
  format: ProductFileFormat,
  record: TextRecord,
  aliases: AliasEntry[],
  errors: RowError[],
): Header {
  const byAlias = new Map(aliases.map((a) => [a.name.trim().toLowerCase(), a.index]));
  let infoLength = 0;
  const targets = record.cells.map((cell): ColumnTarget => {
    const name = cell.toLowerCase();
    const named = format.named.get(name);
    if (named) return named;
    const indexed = /^prinfo_(\d+)$/.exec(name);
    const index = indexed ? Number(indexed[1]) : byAlias.get(name);
    if (index === undefined) return { kind: 'ignored' };
    if (index >= MAX_INFO) {
      errors.push({ line: record.line, message: `${rowErrorText('unknownInfoColumn')}: ${cell}` });
      return { kind: 'ignored' };
    }
    infoLength = Math.max(infoLength, index + 1);
    return { kind: 'info', index };
  });
  return { targets, infoLength };
}

/** The required fields (x-required) a file has no column for: the header's, or those a positional file lacks. */
function missingColumns(format: ProductFileFormat, header: Header | undefined): string[] {
  const present = new Set<string>(
    header
      ? header.targets.flatMap((t) =>
          t.kind === 'field' ? [t.name] : t.kind === 'ignored' ? [] : ['prInfo'],
        )
      : [...POSITIONAL, 'prInfo'],
  );
  return [...format.required].filter((name) => !present.has(name));
}

/** a file row as read: the named fields of a product change, and any other product item field by name */
export type RawRow = Omit<ProductChange, 'prInfo' | 'extra'> & { prInfo: string[]; [field: string]: unknown };

/** A data row under a header; a string is the reason it is refused. (Plain loops: a file has 100,000 rows.) */
function rowByHeader(format: ProductFileFormat, cells: string[], header: Header): RawRow | string {
  const { targets } = header;
  for (let i = targets.length; i < cells.length; i += 1)
    if (cells[i] !== '') return rowErrorText('tooManyColumns');
  const row: RawRow = { prCode: '', layoutId: '', nfc: null, prInfo: [] };
  const columns = Math.min(cells.length, targets.length);
  for (let i = 0; i < columns; i += 1) {
    const target = targets[i];
    const cell = cells[i];
    if (target.kind === 'infoList') row.prInfo = cell === '' ? [] : cell.split('|').map((v) => v.trim());
    // a blank optional cell clears the value (null); a blank required one meets its own message
    else if (target.kind === 'field')
      row[target.name] = cell === '' && !format.required.has(target.name) ? null : cell;
  }
  const listed = row.prInfo;
  if (listed.length > MAX_INFO) return rowErrorText('tooManyColumns');
  const info = new Array<string>(Math.max(header.infoLength, listed.length));
  for (let i = 0; i < info.length; i += 1) info[i] = listed[i] ?? '';
  // an indexed column overrides the list's entry; a later column of the same index the earlier one
  for (let i = 0; i < columns; i += 1) {
    const target = targets[i];
    if (target.kind === 'info') info[target.index] = cells[i];
  }
  row.prInfo = info;
  // a field without a column is absent (the row never gets it): the stored value stays (prName: a new product
  // takes prInfo[0])
  return row;
}

function rowByPosition(cells: string[]): RawRow | string {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  if (end > POSITIONAL.length + MAX_INFO) return rowErrorText('tooManyColumns');
  const [prCode = '', layoutId = '', nfc = ''] = cells;
  return {
    prCode,
    layoutId,
    nfc: nfc || null,
    prInfo: cells.slice(POSITIONAL.length, Math.max(end, POSITIONAL.length)),
  };
}

/** The product item's verdict on a row: the product change when good, else the English reason. */
export function checkRow(row: RawRow, format = PRODUCT_FILE_FORMAT): ProductChange | string {
  const result = format.item.safeParse(row);
  if (result.success) {
    const { prCode, prName, layoutId, nfc, prInfo } = row;
    let extra: Record<string, unknown> | undefined;
    for (const name in result.data) {
      const value = result.data[name];
      if (!CHANGE_FIELDS.has(name) && value !== undefined) (extra ??= {})[name] = value;
    }
    // (an absent prName stays absent: the object is made without it rather than given one and deleted)
    const change: ProductChange =
      'prName' in row ? { prCode, prName, layoutId, nfc, prInfo } : { prCode, layoutId, nfc, prInfo };
    if (extra) change.extra = extra;
    return change;
  }
  const issue = result.error.issues[0];
  const message = englishMessage(issue?.message ?? GENERIC);
  return message === englishMessage(GENERIC) && issue?.path.length
    ? `${message}: ${issue.path.join('.')}`
    : message;
}

/** What reading a file tells besides its good rows (streamProductFile hands those out as it goes). */
export interface ReadSummary {
  errors: RowError[];
  /** data rows in the file (header, blank and comment lines excluded) */
  count: number;
  /** good rows handed out */
  rows: number;
}

/**
 * Reads a product file and hands its good rows to `onRows` in file order, `batch` at a time (the last batch may be
 * smaller; none for a file without a good row), so that a caller can write one batch while the next is checked: the
 * records are read as they are checked (eachTextRecord), so the first batch goes out before the rest of the file is
 * read (reading all 100,000 records of a file first held the import's first write back 0.6 s).
 * The rows' codes are distinct: a code seen on an earlier good row makes the later row an error.
 */
export function streamProductFile(
  text: string,
  context: ParseContext,
  batch: number,
  onRows: (rows: ProductChange[]) => void,
  format = PRODUCT_FILE_FORMAT,
): ReadSummary {
  const errors: RowError[] = [];
  // the first record tells the columns: a header, or the fields by position
  let columns: { header: Header | undefined; missing: string[] } | undefined;
  let count = 0;
  let rows: ProductChange[] = [];
  let handed = 0;
  const seen = new Set<string>();
  const onRecord = (record: TextRecord) => {
    if (columns === undefined) {
      const header = isHeader(record) ? readHeader(format, record, context.aliases, errors) : undefined;
      columns = { header, missing: missingColumns(format, header) };
      if (header) return;
    }
    count += 1;
    // a required field without a column fails every row alike: the rows are only counted (below)
    if (columns.missing.length > 0) return;
    const { header } = columns;
    const read = header ? rowByHeader(format, record.cells, header) : rowByPosition(record.cells);
    const row = typeof read === 'string' ? read : checkRow(read, format);
    const problem =
      typeof row === 'string' ? row : seen.has(row.prCode) ? rowErrorText('duplicatePrCode') : undefined;
    if (problem !== undefined || typeof row === 'string') {
      errors.push({ line: record.line, message: problem ?? '' });
      return;
    }
    seen.add(row.prCode);
    rows.push(row);
    if (rows.length === batch) {
      onRows(rows);
      handed += rows.length;
      rows = [];
    }
  };
  eachTextRecord(text, onRecord, (broken) => {
    count += 1;
    errors.push({ line: broken.line, message: `${englishMessage(GENERIC)}: ${broken.message}` });
  });
  const missing = columns?.missing ?? missingColumns(format, undefined);
  // ... and the file is refused once, naming the column
  if (missing.length > 0)
    return {
      errors: [{ line: 0, message: rowErrorText('missingColumn', missing.join(', ')) }],
      count,
      rows: 0,
    };
  if (rows.length > 0) onRows(rows);
  errors.sort((a, b) => a.line - b.line);
  return { errors, count, rows: handed + rows.length };
}

export function parseProductFile(
  text: string,
  context: ParseContext,
  format = PRODUCT_FILE_FORMAT,
): Required<ParseResult> {
  const rows: ProductChange[] = [];
  const { errors, count } = streamProductFile(
    text,
    context,
    Number.MAX_SAFE_INTEGER,
    (batch) => {
      for (const row of batch) rows.push(row);
    },
    format,
  );
  return { rows, errors, count };
}

export const defaultProductFileParser: ProductFileParser = {
  name: 'default',
  parse: (text, context) => parseProductFile(text, context, PRODUCT_FILE_FORMAT),
};
