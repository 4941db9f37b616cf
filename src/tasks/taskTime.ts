// Times of the task pages as doc 2 §9 writes them (yyyy-mm-dd hh:ii:ss, local time); empty when absent.
import { formatDateTime } from '../providers/filterBuilder';

export function taskTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatDateTime(ms / 1000);
}
