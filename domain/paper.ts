// The paper answers beyond the schema tables (doc 2 §7 Paper), named by the x-calls of schemas/paperStore (the
// upload's are the contract's: schemas/paperUpload.schema.json $defs, domain/generated/calls.ts).
import type { PaperStore } from './generated/types';

/** a store of the paper map and the paper pages' titles (GET /status/paper) */
export type PaperStoreSummary = PaperStore & {
  storeName: string;
  position?: { latitude: number; longitude: number } | null;
};

export interface PaperStores {
  data: PaperStoreSummary[];
}
