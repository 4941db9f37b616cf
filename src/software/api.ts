// The calls of the software area (doc 3 §7 'Alarms and software'; docs/api.md 'Software upgrade', 'Mobile app
// files'): the version information, the upgrade package upload and its rollout, the mobile app files; on the
// generated client (schemas/rolloutStore and appFile x-calls).
import { ACTIVE_STATES } from '../../domain/rollout';
import { rolloutStoreCalls } from '../generated/client';

export type { RolloutSummary as Rollout, Versioned, VersionInfo } from '../../domain/generated/calls';
export { ACTIVE_STATES };

export const getRollouts = async (signal?: AbortSignal) =>
  (await rolloutStoreCalls.rollouts({ signal })).data;

export const rolloutAction = (id: number, action: 'pause' | 'resume' | 'rollback') =>
  rolloutStoreCalls[action]({ id });
