// CSV and TXT files that operators upload (predefined gateway configuration, family products, bulk assign,
// product files): the one place for the accepted extensions, the 'Invalid file format' message's key and the
// parsing rules of doc 1 §5 (a header row, blank lines skipped, lines starting with # are comments), on papaparse.
import Papa from 'papaparse';

/** 'Invalid file format': its key in locales/*.json (the console shows it translated) */
export const INVALID_FILE_FORMAT = 'app.serverMessages.invalidFileFormat';

export function acceptsFileName(name: string): boolean {
  return /\.(csv|txt)$/i.test(name);
}

const COMMON = {
  skipEmptyLines: 'greedy' as const,
  comments: '#',
  transform: (value: string) => value.trim(),
};

/** Records as arrays of trimmed fields, without blank or comment lines. */
export function parseRecords(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { ...COMMON, header: false }).data;
}

export interface NumberedRecord {
  /** the 1-based line the record starts on */
  line: number;
  fields: string[];
}

const newlines = (text: string): number => text.match(/\n/g)?.length ?? 0;

/** Records with the line each starts on (for per-line error reports); blank and comment lines are left out. */
export function parseNumberedRecords(text: string): NumberedRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: NumberedRecord[] = [];
  let seen = 0;
  let linesBefore = 0;
  Papa.parse<string[]>(source, {
    ...COMMON,
    transform: undefined,
    header: false,
    step(result) {
      const cursor = result.meta.cursor;
      linesBefore += newlines(source.slice(seen, cursor));
      seen = cursor;
      const endsWithBreak = source[cursor - 1] === '\n';
      const inner = result.data.reduce((n, field) => n + newlines(field), 0);
      const lastLine = linesBefore - (endsWithBreak ? 1 : 0) + 1;
      records.push({ line: lastLine - inner, fields: result.data.map((field) => field.trim()) });
    },
  });
  return records;
}

/** Rows keyed by the header row's (trimmed) names; empty cells are left out. */
export function parseRowsWithHeader(text: string): { names: string[]; rows: Array<Record<string, string>> } {
  const [names = [], ...records] = parseRecords(text);
  const rows = records.map((record) => {
    const out: Record<string, string> = {};
    names.forEach((name, i) => {
      if (name && record[i]) out[name] = record[i];
    });
    return out;
  });
  return { names: names.filter((name) => name !== ''), rows };
}

/** Saves text as a file through the browser's download. */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // a byte order mark so spreadsheet programs read Japanese and Korean text as UTF-8
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
