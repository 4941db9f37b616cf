// CSV text (RFC 4180): fields with a comma, quote or line break are quoted; dates as ISO text; arrays joined by |.

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? value.join('|')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
