// The settings area's answers (doc 3 §7 'Settings'), named by the x-calls of schemas/store.schema.json and
// promotion.schema.json.
import type { Alias } from './generated/types';

/** POST /upload/database: what a store migration file brought */
export interface MigrationResult {
  storeCode: string;
  lastTaskId: number | null;
  tagCount: number;
  productCount: number;
  gwCount: number;
  /** the file's accounts taken: the new ones and those the server had (the store added to their list) */
  accountCount: number;
  /** rows added per table; accounts: the new ones, each mailed a link to choose its password */
  imported: Record<string, number>;
  /** what the file held and the server left out (a system script, a role 0 account, ...) */
  refused: Array<{ table: string; row: string; reason: string }>;
}

/** GET and POST /config/alias: an entry of the alias configuration (the server answers key and chart always) */
export type AliasEntry = Alias;
