// In-process change events of the tag status collection list: the repository emits after each write, the
// websocket re-reads the list. Across instances on PostgreSQL the table's trigger NOTIFYs the same change.
import { EventEmitter } from 'node:events';

export const COLLECTING_CHANNEL = 'tag_status_collecting';

export const collectingEvents = new EventEmitter();
collectingEvents.setMaxListeners(100);

export function collectingChanged(): void {
  collectingEvents.emit('change');
}
