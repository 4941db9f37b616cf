// In-process change events of the tag status collection list: the repository emits after each write (as the
// table's trigger NOTIFYs across instances on PostgreSQL), the websocket hub (server/ws/collecting.ts) re-reads
// the list. The emitter sits with the repository so that the data layer depends on nothing above it.
import { EventEmitter } from 'node:events';

export const collectingEvents = new EventEmitter();
collectingEvents.setMaxListeners(100);

export function collectingChanged(): void {
  collectingEvents.emit('change');
}
