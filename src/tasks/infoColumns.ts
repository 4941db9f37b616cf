// The prInfo_{index} columns of the task and product tables, named from the alias configuration: the same rule
// as the tag update history (src/tags/history/historyColumns.ts), for any rows carrying prInfo_{index} fields.
import type { AliasEntry, UpdateHistoryRow } from '../tags/history/api';
import { prInfoColumns, type PrInfoColumn } from '../tags/history/historyColumns';

export function infoColumns(aliases: AliasEntry[], rows: object[]): PrInfoColumn[] {
  // prInfoColumns only reads the rows' prInfo_{index} fields
  return prInfoColumns(aliases, rows as unknown as UpdateHistoryRow[]);
}
