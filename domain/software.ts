// The software area's answers (doc 3 §7 'Alarms and software'; docs/api.md 'Software upgrade'), for both sides
// where the server writes them (server/routes/version.ts), named by the x-calls of schemas/rolloutStore.schema.json.
import type { RolloutCounts, RolloutState } from './rollout';

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

/** a staged software rollout (POST /upgrade/file answers the one it started) */
export interface Rollout {
  id: number;
  component: 'grm' | 'gmp';
  version: string;
  state: RolloutState;
  stage: number;
  stageCount: number;
  pausedReason: 'operator' | 'failures' | null;
  startedAt: string;
  finishedAt: string | null;
  createdBy: string;
  totals: RolloutCounts;
  stages: Array<RolloutCounts & { stage: number }>;
}
