// The body of a table's search call (docs/api.md "Tables"): what the console's data provider and generated client
// send and the server's search helpers (server/db/search.ts) read.

/** start, length (-1 = every row), order [{ column, dir }], filter_<field>, and a call's own fields */
export interface SearchBody {
  start?: unknown;
  length?: unknown;
  order?: unknown;
  [field: string]: unknown;
}
