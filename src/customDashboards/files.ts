// Files a custom dashboard saves: the dashboard's JSON export and a panel's figures as CSV.
import Papa from 'papaparse';

export function saveFile(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** a file name from a dashboard's or a panel's name (letters, digits, _ and - kept) */
export function fileName(name: string, ext: string) {
  return `${name.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'dashboard'}.${ext}`;
}

/** a table (header row first) saved as a CSV file named after its panel */
export function saveCsv(name: string, rows: Array<Array<string | number>>) {
  saveFile(fileName(name, 'csv'), 'text/csv', Papa.unparse(rows));
}
