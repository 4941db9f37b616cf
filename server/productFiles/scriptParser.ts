// A store's product file parser script (docs/api.md 'User scripts'): the file's lines (or its text) go through
// the script in the sandbox threads; each answer is a product row, a list of rows, { error } (that line is
// refused, the others are imported) or null (a line without data, a header say). Rows pass the product schema's
// own checks and the duplicate rule, as the default parser's do. An exception, a time or memory limit: the
// parse fails (ScriptParserFailure, with the file line), importProductFile raises PRODUCT FILE PARSER EXCEPTION
// and imports nothing.
import { rowErrorText } from '../../domain/rowErrors.ts';
import type { ProductChange } from '../products/applyProductChanges.ts';
import type { LineAnswer } from '../scripts/scriptJob.ts';
import { failureText } from '../scripts/scriptRun.ts';
import type { ScriptService } from '../scripts/scriptService.ts';
import type { EffectiveScript } from '../repositories/userScripts.ts';
import { checkRow, MAX_INFO, PRODUCT_FILE_FORMAT, type RawRow } from './defaultParser.ts';
import type { ParseResult, ProductFileParser, RowError } from './parser.ts';

export class ScriptParserFailure extends Error {
  constructor(
    message: string,
    /** the file line the script failed on (0: the whole file) */
    readonly line: number,
  ) {
    super(message);
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A script's row as a raw product row; a string is why it cannot be one. */
function rowOf(answer: unknown): RawRow | string {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    return `${rowErrorText('invalidValue')}: the parser answered ${answer === null ? 'null' : typeof answer}`;
  const item = answer as Record<string, unknown>;
  if (typeof item.error === 'string' && item.error.trim() !== '') return item.error.slice(0, 500);
  const prInfo = Array.isArray(item.prInfo) ? item.prInfo.map((v) => text(v) ?? '') : [];
  if (prInfo.length > MAX_INFO) return rowErrorText('tooManyColumns');
  const row: RawRow = {
    prCode: (text(item.prCode) ?? '').trim(),
    layoutId: (text(item.layoutId) ?? '').trim(),
    nfc: text(item.nfc) ?? null,
    prInfo,
  };
  if (item.prName !== undefined) row.prName = text(item.prName) ?? null;
  // the other fields of a product item (those a team adds to the schema), as the script gives them
  for (const { name } of PRODUCT_FILE_FORMAT.fields)
    if (!(name in row) && item[name] !== undefined) row[name] = item[name];
  return row;
}

/** Reads a parser script's answers, batch by batch, into the rows and row errors of an upload (the store is the
 * upload's: a row is one product item, checked without it). */
export function parserAnswerReader(_storeCode: string) {
  const rows: ProductChange[] = [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  let count = 0;
  return {
    add(answers: LineAnswer[]): void {
      for (const { line, value } of answers) {
        if (value === null || value === undefined) continue;
        for (const answer of Array.isArray(value) ? value : [value]) {
          count++;
          const read = rowOf(answer);
          const row = typeof read === 'string' ? read : checkRow(read);
          const problem =
            typeof row === 'string'
              ? row
              : seen.has(row.prCode)
                ? rowErrorText('duplicatePrCode')
                : undefined;
          if (typeof row === 'string' || problem !== undefined) {
            errors.push({ line, message: problem ?? '' });
            continue;
          }
          seen.add(row.prCode);
          rows.push(row);
        }
      }
    },
    result: (): Required<ParseResult> => ({ rows, errors, count }),
  };
}

/** The answers of a parser script as the rows and row errors of an upload. */
export function interpretParserAnswers(answers: LineAnswer[], storeCode: string): Required<ParseResult> {
  const reader = parserAnswerReader(storeCode);
  reader.add(answers);
  return reader.result();
}

export function scriptProductFileParser(scripts: ScriptService, script: EffectiveScript): ProductFileParser {
  return {
    name: `script:${script.target}`,
    async parse(fileText, context) {
      // the answers are read batch by batch while the script thread parses the next lines
      const reader = parserAnswerReader(context.storeCode);
      const outcome = await scripts.productFileLines(
        script.code,
        fileText,
        {
          storeCode: context.storeCode,
          fileName: context.fileName,
          aliases: context.aliases.map(({ index, name }) => ({ index, name })),
        },
        (answers) => reader.add(answers),
      );
      if (!outcome.ok) throw new ScriptParserFailure(failureText(outcome.error), outcome.error.fileLine ?? 0);
      return reader.result();
    },
  };
}
