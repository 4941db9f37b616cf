// CSV and TXT files that operators upload (predefined gateway configuration, family products, bulk assign,
// product files): the one place for the accepted extensions, the 'Invalid file format' message and the
// parsing rules of doc 1 §5 (a header row, blank lines skipped, lines starting with # are comments), on papaparse.
import Papa from 'papaparse';

export const INVALID_FILE_FORMAT = 'Invalid file format';

export function acceptsFileName(name: string): boolean {
  return /\.(csv|txt)$/i.test(name);
}

function parseOptions(header: boolean) {
  return {
    header,
    skipEmptyLines: 'greedy' as const,
    comments: '#',
    transformHeader: (name: string) => name.trim(),
    transform: (value: string) => value.trim(),
  };
}

/** Records as arrays of trimmed fields, without blank or comment lines. */
export function parseRecords(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), parseOptions(false)).data;
}

/** Rows keyed by the header row's (trimmed) names; empty cells are left out. */
export function parseRowsWithHeader(text: string): { names: string[]; rows: Array<Record<string, string>> } {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), parseOptions(true));
  const names = (result.meta.fields ?? []).filter((name) => name !== '');
  const rows = result.data.map((row) => {
    const out: Record<string, string> = {};
    for (const name of names) if (row[name]) out[name] = row[name];
    return out;
  });
  return { names, rows };
}
