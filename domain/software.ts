// The software area's answers (doc 3 §7 'Alarms and software'; docs/api.md 'Software upgrade'), for both sides
// where the server writes them (server/routes/version.ts), named by the x-calls of schemas/rolloutStore.schema.json.
import type { RolloutRow } from './generated/rows';
import type { RolloutCounts } from './rollout';

/** a component's version and when it was set */
export interface Versioned {
  version: string;
  updatedAt: string | null;
}

/** GET /version */
export interface VersionInfo {
  version: string;
  grm: Versioned;
  gmp: Versioned;
}

/** a staged software rollout as the API answers it (POST /upgrade/file, GET /upgrade/rollout[/{id}], the rollout
 * actions): its row (schemas/rollout.schema.json) with `stages` renamed `stageCount`, its totals and its progress
 * per stage */
export type RolloutSummary = Omit<RolloutRow, 'stages' | 'previousConfig'> & {
  previousConfig: Versioned | null;
  stageCount: number;
  totals: RolloutCounts;
  stages: Array<RolloutCounts & { stage: number }>;
};
