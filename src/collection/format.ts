// Texts of the collection detail: the kind by cmd (doc 1 §4) and the spec's date format yyyy-mm-dd hh:ii:ss.
import { formatDateTime } from '../i18n/format';
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

export function formatTime(value: string | null | undefined): string {
  return formatDateTime(value) || '-';
}
