// The product file parser (DESIGN §3 "user scripts: product file parser"): the text of an uploaded file becomes
// product changes and per-row errors. Each store uses the parser parserFor() chooses: the
// default one (defaultParser.ts) unless the store's product file parser script is in use (scriptParser.ts).
import type { Queryable } from '../db/db.ts';
import type { ProductChange } from '../products/applyProductChanges.ts';
import type { AliasEntry } from '../repositories/alias.ts';
import type { ScriptService } from '../scripts/scriptService.ts';
import { defaultProductFileParser } from './defaultParser.ts';
import { scriptProductFileParser } from './scriptParser.ts';
import { repositoriesOf } from '../repositories/index.ts';
import type { RowError } from '../repositories/productUploads.ts';

export interface ParseContext {
  storeCode: string;
  fileName: string;
  /** the alias configuration: header names may be alias names instead of prInfo_{index} */
  aliases: AliasEntry[];
}

export type { RowError };

export interface ParseResult {
  /** the good rows, in file order */
  rows: ProductChange[];
  errors: RowError[];
  /** data rows in the file (header, blank and comment lines excluded); default rows + rows with errors */
  count?: number;
}

export interface ProductFileParser {
  readonly name: string;
  parse(text: string, context: ParseContext): ParseResult | Promise<ParseResult>;
}

/** The parser of a store's product files. */
export async function parserFor(
  db: Queryable,
  storeCode: string,
  scripts?: ScriptService,
): Promise<ProductFileParser> {
  const script = scripts && (await repositoriesOf(db).userScripts.effective('productFileParser', storeCode));
  return script ? scriptProductFileParser(scripts, script) : defaultProductFileParser;
}
