// The predefined gateway configuration file (doc 1 §5): .csv or .txt only; a header row names the fields;
// blank lines are skipped; lines starting with # are comments. A small RFC 4180 parser (papaparse is not
// installed): quoted fields may hold commas, doubled quotes and line breaks.

export const INVALID_FILE_FORMAT = 'Invalid file format';

export function acceptsFileName(name: string): boolean {
  return /\.(csv|txt)$/i.test(name);
}

/** Splits text into records of fields; a quoted field may span lines. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

const isBlank = (record: string[]) => record.every((f) => f.trim() === '');
const isComment = (record: string[]) => (record[0] ?? '').trimStart().startsWith('#');

/**
 * Rows of the file as objects keyed by the header's names (trimmed values; empty cells left out).
 * Throws INVALID_FILE_FORMAT when there is no header with gwMac or no data row.
 */
export function parsePredefinedCsv(text: string): Array<Record<string, string>> {
  const records = parseCsvRecords(text.replace(/^\uFEFF/, '')).filter((r) => !isBlank(r) && !isComment(r));
  const [header, ...rows] = records;
  const names = (header ?? []).map((name) => name.trim());
  if (!names.includes('gwMac') || rows.length === 0) throw new Error(INVALID_FILE_FORMAT);
  return rows.map((row) => {
    const out: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = (row[i] ?? '').trim();
      if (name && value !== '') out[name] = value;
    });
    return out;
  });
}
