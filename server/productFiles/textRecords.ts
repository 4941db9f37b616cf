// The records of an uploaded CSV or TXT file with the line each starts on (doc 1 §5 rules for operators' files:
// blank lines skipped, lines starting with # are comments). Comma or tab separated, detected from the first
// record; a UTF-8 byte order mark and CRLF line ends are accepted; quoted fields may span lines.
import Papa from 'papaparse';

export interface TextRecord {
  /** 1-based line of the file the record starts on */
  line: number;
  /** the fields, trimmed */
  cells: string[];
}

export interface TextRecords {
  delimiter: ',' | '\t';
  records: TextRecord[];
  /** records papaparse could not read (an unterminated quote): line and papaparse's message */
  broken: Array<{ line: number; message: string }>;
}

const isSkipped = (line: string) => line.trim() === '' || line.trimStart().startsWith('#');

/** Tab when the first meaningful line has one, otherwise comma. */
export function detectDelimiter(text: string): ',' | '\t' {
  const first = text.split(/\r\n|\n|\r/).find((line) => !isSkipped(line)) ?? '';
  return first.includes('\t') ? '\t' : ',';
}

function lineBreaksIn(cells: string[], linebreak: string): number {
  const mark = linebreak === '\r' ? '\r' : '\n';
  let n = 0;
  for (const cell of cells) for (let i = cell.indexOf(mark); i >= 0; i = cell.indexOf(mark, i + 1)) n++;
  return n;
}

export function readTextRecords(input: string): TextRecords {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, header: false, skipEmptyLines: false });
  const brokenRows = new Map<number, string>();
  for (const error of parsed.errors)
    if (error.type === 'Quotes' && error.row !== undefined) brokenRows.set(error.row, error.message);
  const records: TextRecord[] = [];
  const broken: TextRecords['broken'] = [];
  let line = 1;
  parsed.data.forEach((cells, index) => {
    const here = line;
    line += 1 + lineBreaksIn(cells, parsed.meta.linebreak);
    const problem = brokenRows.get(index);
    if (problem) {
      broken.push({ line: here, message: problem });
      return;
    }
    // (trimmed in place: the cells are papaparse's arrays, made for this call; after the line count, which counts
    // the line breaks a quoted cell ends with too)
    for (let i = 0; i < cells.length; i += 1) cells[i] = cells[i].trim();
    if (cells.every((cell) => cell === '') || (cells[0] ?? '').startsWith('#')) return;
    records.push({ line: here, cells });
  });
  return { delimiter, records, broken };
}
