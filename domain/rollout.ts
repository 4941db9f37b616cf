// The states of a software rollout (docs/api.md 'Software upgrade'), shared by the server
// (server/repositories/rollouts.ts) and the console (src/software/); the rollout's answers are the contract's
// (schemas/rolloutStore.schema.json $defs, domain/generated/calls.ts).
export type RolloutState = 'RUNNING' | 'PAUSED' | 'COMPLETED' | 'ROLLING_BACK' | 'ROLLED_BACK';

/** the states of a rollout that still moves (one per component at a time) */
export const ACTIVE_STATES: RolloutState[] = ['RUNNING', 'PAUSED', 'ROLLING_BACK'];
