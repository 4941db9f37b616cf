// Texts of the collection detail: the kind by cmd (doc 1 §4) and the spec's date format yyyy-mm-dd hh:ii:ss.
import type { CollectingStore } from './api';

/** i18n keys of the kinds: cmd 0, 1, 2, absent */
export function kindKey(cmd: CollectingStore['cmd']): string {
  return cmd === 0
    ? 'app.collection.kind.statusCheck'
    : cmd === 1
      ? 'app.collection.kind.batteryCheck'
      : cmd === 2
        ? 'app.collection.kind.gatewayScan'
        : 'app.collection.kind.all';
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatTime(value: string | null | undefined): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
