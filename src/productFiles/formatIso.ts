// Times of the product file and second-code screens in the spec's format (doc 2 §9: yyyy-mm-dd hh:ii:ss).
import { formatDateTime } from '../providers/filterBuilder';

export function formatIso(value: string | null | undefined): string {
  if (!value) return '';
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : formatDateTime(ms / 1000);
}
