// Update history columns built from the alias configuration (doc 1 §2.8): prInfo_{index} headed by the alias
// name, in index order. Shown: the key alias, and every index some row of the page has a value for (an index
// the rows carry but no alias names is headed prInfo_{index}); empty entries would only push the status away.
import type { AliasEntry, UpdateHistoryRow } from './api';

export interface PrInfoColumn {
  field: `prInfo_${number}`;
  index: number;
  header: string;
}

const PR_INFO = /^prInfo_(\d+)$/;

export function prInfoColumns(aliases: AliasEntry[], rows: UpdateHistoryRow[]): PrInfoColumn[] {
  const names = new Map(aliases.map((a) => [a.index, a.name]));
  const indexes = new Set(aliases.filter((a) => a.key).map((a) => a.index));
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      const match = PR_INFO.exec(key);
      if (match && value !== null && value !== undefined && String(value).trim() !== '') {
        indexes.add(Number(match[1]));
      }
    }
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({
      field: `prInfo_${index}` as const,
      index,
      header: names.get(index)?.trim() || `prInfo_${index}`,
    }));
}
