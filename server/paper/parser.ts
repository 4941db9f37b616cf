// Which parser reads a store's paper files: the store's paper parser script when one is in use (its own entry, else
// the default entry's; docs/api.md 'User scripts'), run in the script sandbox (server/scripts/) as
// `parsePaper(text, { storeCode, fileName })`; otherwise the built-in parser (parse.ts). The script's answers
// become labels checked with the built-in parser's row rules. A script that fails (exception, time or memory
// limit, an answer that is not a list) throws here: the upload gets 'Paper parser exception: <reason>' and a
// PAPER PARSER EXCEPTION alarm (importPaperFile.ts), nothing is printed.
import type { Queryable } from '../db/db.ts';
import { failureText } from '../scripts/scriptRun.ts';
import type { ScriptService } from '../scripts/scriptService.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';
import {
  labelProblem,
  MAX_PAPER_ROWS,
  parsePaperFile,
  type PaperLabel,
  type PaperParseResult,
} from './parse.ts';
import { repositoriesOf } from '../repositories/index.ts';

export interface PaperParser {
  /** recorded with the upload: 'built-in' or 'script:<store code or default>' */
  readonly name: string;
  parse(storeCode: string, text: string, fileName?: string): PaperParseResult | Promise<PaperParseResult>;
}

export const builtInPaperParser: PaperParser = { name: 'built-in', parse: parsePaperFile };

/** copies of one label a script may ask for */
export const MAX_PAPER_QTY = 1000;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** One answer of parsePaper as labels (qty copies) or the reason it is refused. */
function labelsOf(answer: unknown, line: number): PaperLabel[] | string {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    return rowErrorText(
      'invalidValue',
      `the parser answered ${Array.isArray(answer) ? 'a list' : typeof answer}`,
    );
  const item = answer as Record<string, unknown>;
  if (typeof item.error === 'string' && item.error.trim() !== '') return item.error.slice(0, 500);
  const prCode = (text(item.prCode) ?? '').trim();
  if (item.prInfo !== undefined && item.prInfo !== null && !Array.isArray(item.prInfo))
    return rowErrorText('invalidValue', 'prInfo');
  const info = Array.isArray(item.prInfo) ? item.prInfo.map((v) => text(v) ?? '') : [];
  while (info.length > 0 && info[info.length - 1] === '') info.pop();
  const problem = labelProblem(prCode, info);
  if (problem) return problem;
  const qty = item.qty ?? 1;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > MAX_PAPER_QTY)
    return rowErrorText('invalidValue', `qty (1 to ${MAX_PAPER_QTY})`);
  return Array.from({ length: qty }, () => ({ line, prCode, prInfo: info.length ? info : null }));
}

/** The answers of a paper parser script as the labels and row errors of an upload. */
export function interpretPaperAnswers(answers: unknown[]): PaperParseResult {
  const labels: PaperLabel[] = [];
  const errors: PaperParseResult['errors'] = [];
  let count = 0;
  answers.forEach((answer, i) => {
    if (answer === null || answer === undefined) return;
    count++;
    const said = (answer as { line?: unknown }).line;
    const line = typeof said === 'number' && Number.isInteger(said) && said > 0 ? said : i + 1;
    const got = labelsOf(answer, line);
    if (typeof got === 'string') errors.push({ line, message: got });
    else labels.push(...got);
  });
  if (labels.length > MAX_PAPER_ROWS) {
    labels.length = MAX_PAPER_ROWS;
    errors.push({ line: 0, message: rowErrorText('invalidValue', `at most ${MAX_PAPER_ROWS} rows`) });
  }
  errors.sort((a, b) => a.line - b.line);
  return { labels, errors, count };
}

function scriptPaperParser(scripts: ScriptService, target: string): PaperParser {
  return {
    name: `script:${target}`,
    async parse(storeCode, fileText, fileName = '') {
      const run = await scripts.runUserScript('paperParser', storeCode, {
        text: fileText.replace(/^\uFEFF/, ''),
        fileName,
      });
      // the entry was removed between the lookup and the run: the built-in parser reads the file
      if (!run) return parsePaperFile(storeCode, fileText);
      if (!run.ok) throw new Error(failureText(run.error));
      return interpretPaperAnswers(run.output as unknown[]);
    },
  };
}

/** The parser of a store's paper files: its script in use (own or default entry), else the built-in one. */
export async function paperParserFor(
  db: Queryable,
  storeCode: string,
  scripts: ScriptService,
): Promise<PaperParser> {
  const script = await repositoriesOf(db).userScripts.effective('paperParser', storeCode);
  return script ? scriptPaperParser(scripts, script.target) : builtInPaperParser;
}
