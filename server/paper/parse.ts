// The built-in paper file parser (docs/api.md "Paper labels", the paper file format): the text of an uploaded
// paper file becomes the labels to print, one per row, and per-row errors.
//   UTF-8 (a byte order mark is dropped), CRLF or LF, comma or tab separated, RFC 4180 quotes; blank lines and
//   lines starting with # are skipped; an optional header row whose first cell is `prCode` (any case).
//   A row: prCode, then the label's info entries prInfo_0, prInfo_1, ... (at most 255). A row with no info
//   entries prints the store's product of that code as it is stored (resolved after parsing).
import { readTextRecords } from '../productFiles/textRecords.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';

export const MAX_PAPER_INFO = 255;
export const MAX_PAPER_ROWS = 100_000;

export interface PaperLabel {
  /** 1-based line of the file the row starts on */
  line: number;
  prCode: string;
  /** null: take the stored product's info */
  prInfo: string[] | null;
}

export interface PaperParseResult {
  labels: PaperLabel[];
  errors: Array<{ line: number; message: string }>;
  /** data rows of the file (header, blank and comment lines excluded) */
  count: number;
}

/** Why a label cannot be printed (the built-in parser's and the scripts' rows alike), or undefined. */
export function labelProblem(prCode: string, info: string[]): string | undefined {
  if (prCode === '') return rowErrorText('blankPrCode');
  if (prCode.length > 64) return rowErrorText('invalidValue', 'prCode');
  if (info.length > MAX_PAPER_INFO) return rowErrorText('tooManyColumns');
  if (info.some((entry) => entry.length > 1000)) return rowErrorText('invalidValue', 'prInfo');
  return undefined;
}

/** Parses a paper file of a store with the built-in format. */
export function parsePaperFile(_storeCode: string, text: string): PaperParseResult {
  const { records, broken } = readTextRecords(text);
  const errors = broken.map((b) => ({ line: b.line, message: rowErrorText('invalidValue', b.message) }));
  const labels: PaperLabel[] = [];
  const data = records[0] && records[0].cells[0]?.toLowerCase() === 'prcode' ? records.slice(1) : records;
  for (const record of data.slice(0, MAX_PAPER_ROWS)) {
    const [prCode = '', ...info] = record.cells;
    while (info.length > 0 && info[info.length - 1] === '') info.pop();
    const problem = labelProblem(prCode, info);
    if (problem) errors.push({ line: record.line, message: problem });
    else labels.push({ line: record.line, prCode, prInfo: info.length ? info : null });
  }
  if (data.length > MAX_PAPER_ROWS)
    errors.push({ line: 0, message: rowErrorText('invalidValue', `at most ${MAX_PAPER_ROWS} rows`) });
  errors.sort((a, b) => a.line - b.line);
  return { labels, errors, count: data.length + broken.length };
}
