// CSV text (RFC 4180) for every export, the server's downloads and the files the console builds alike: fields with
// a comma, quote or line break are quoted; dates as ISO text; arrays joined by |; objects as JSON.
//
// Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with = + - @, a tab or a carriage
// return as a formula, so such a text cell is written with a single quote before it and quoted ('=SUM(A1) becomes
// "'=SUM(A1)"). The full-width ＝ ＋ － ＠ count too (Japanese input methods type them and spreadsheets read them as
// formulas). A value that is a number (typeof number or bigint) is written as it is: -5 is a number, no formula, and
// stays one for the spreadsheet; a text that only looks like a number ('-5') is a text cell and gets the quote.

/** the characters a spreadsheet reads as the start of a formula */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** one field of a CSV line */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? value.join('|')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const formula = FORMULA_START.test(text);
  const cell = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** one CSV line, CRLF ended */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** rows as CSV text: a header row of the columns, then each row's values in the columns' order */
export function csvText(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return csvLine([...columns]) + rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
}
