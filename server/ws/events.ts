// The PostgreSQL channel of the tag status collection list's changes (the table's trigger NOTIFYs it, listen.ts
// LISTENs); the in-process event is the repository's (server/repositories/collectingEvents.ts).
export const COLLECTING_CHANNEL = 'tag_status_collecting';
