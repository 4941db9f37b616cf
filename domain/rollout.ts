// The states and counts of a software rollout (docs/api.md 'Software upgrade'), shared by the server
// (server/repositories/rollouts.ts) and the console (src/software/).
export type RolloutState = 'RUNNING' | 'PAUSED' | 'COMPLETED' | 'ROLLING_BACK' | 'ROLLED_BACK';

/** the states of a rollout that still moves (one per component at a time) */
export const ACTIVE_STATES: RolloutState[] = ['RUNNING', 'PAUSED', 'ROLLING_BACK'];

/** gateways of a rollout, a stage or a store by state; progress = answered share in percent */
export interface RolloutCounts {
  total: number;
  done: number;
  failed: number;
  pending: number;
  updating: number;
  rolledBack: number;
  progress: number;
}
