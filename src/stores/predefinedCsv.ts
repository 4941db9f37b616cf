// The predefined gateway configuration file (doc 1 §5): .csv or .txt only; a header row names the fields
// (gwMac required); blank lines are skipped; lines starting with # are comments.
import { INVALID_FILE_FORMAT, parseRowsWithHeader } from '../../domain/textTable';

export { acceptsFileName, INVALID_FILE_FORMAT } from '../../domain/textTable';

/**
 * Rows of the file as objects keyed by the header's names (trimmed values; empty cells left out).
 * Throws INVALID_FILE_FORMAT when there is no header with gwMac or no data row.
 */
export function parsePredefinedCsv(text: string): Array<Record<string, string>> {
  const { names, rows } = parseRowsWithHeader(text);
  if (!names.includes('gwMac') || rows.length === 0) throw new Error(INVALID_FILE_FORMAT);
  return rows;
}
