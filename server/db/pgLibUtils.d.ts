// The one helper of pg's own modules the server uses (pg exports `pg/lib/*`; @types/pg declares none of them):
// the value of a statement's parameter as pg sends it (server/db/pgOneTrip.ts).
declare module 'pg/lib/utils.js' {
  /** null, a Buffer, or the text PostgreSQL reads (arrays as array literals, objects as JSON, dates with zone) */
  export function prepareValue(value: unknown): string | Buffer | null;
}
