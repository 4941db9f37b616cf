// The settings area's answers (doc 3 §7 'Settings'), named by the x-calls of schemas/store.schema.json and
// promotion.schema.json.
import type { Alias } from './generated/types';

/** GET and POST /config/alias: an entry of the alias configuration (the server answers key and chart always) */
export type AliasEntry = Alias;
