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

/**
 * Hands each record of the file to `onRecord` as papaparse reads it, and each record it could not read to
 * `onBroken`, in file order: a caller can act on the first records before the last are read (a product file's
 * first rows are written while the rest are checked). Answers the delimiter.
 */
export function eachTextRecord(
  input: string,
  onRecord: (record: TextRecord) => void,
  onBroken: (broken: TextRecords['broken'][number]) => void,
): TextRecords['delimiter'] {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    header: false,
    skipEmptyLines: false,
    // (a string is parsed synchronously, a step for each record with the errors found in it)
    step: ({ data: cells, errors, meta }) => {
      const here = line;
      line += 1 + lineBreaksIn(cells, meta.linebreak);
      const quotes = errors.find((error) => error.type === 'Quotes');
      if (quotes) {
        onBroken({ line: here, message: quotes.message });
        return;
      }
      // (trimmed in place: the cells are papaparse's array, made for this step; after the line count, which counts
      // the line breaks a quoted cell ends with too)
      for (let i = 0; i < cells.length; i += 1) cells[i] = cells[i].trim();
      if (cells.every((cell) => cell === '') || (cells[0] ?? '').startsWith('#')) return;
      onRecord({ line: here, cells });
    },
  });
  return delimiter;
}

/** Every record of the file at once (eachTextRecord). */
export function readTextRecords(input: string): TextRecords {
  const records: TextRecord[] = [];
  const broken: TextRecords['broken'] = [];
  const delimiter = eachTextRecord(
    input,
    (record) => records.push(record),
    (record) => broken.push(record),
  );
  return { delimiter, records, broken };
}
