// The calls of the software area (doc 3 §7 'Alarms and software'; docs/api.md 'Software upgrade', 'Mobile app
// files'): the version information, the upgrade package upload and its rollout, the mobile app files; on the
// generated client (schemas/rolloutStore and appFile x-calls).
import { ACTIVE_STATES } from '../../domain/rollout';
import { appFileCalls, rolloutStoreCalls } from '../generated/client';

export type { RolloutSummary as Rollout, Versioned, VersionInfo } from '../../domain/software';
export { ACTIVE_STATES };

export const getVersion = (signal?: AbortSignal) => rolloutStoreCalls.version({ signal });

export const getRollouts = async (signal?: AbortSignal) =>
  (await rolloutStoreCalls.rollouts({ signal })).data;

export const rolloutAction = (id: number, action: 'pause' | 'resume' | 'rollback') =>
  rolloutStoreCalls[action]({ id });

/** POST /upgrade/file (multipart file, progress 0..100): the rollout it started */
export const uploadUpgrade = (file: File, onProgress: (percent: number) => void) =>
  rolloutStoreCalls.upload({ form: { file } }, { onProgress });

export const activateAppFile = (id: number | string) => appFileCalls.activate({ _id: id });

export const removeAppFile = (id: number | string) => appFileCalls.delete({ _id: id });

export const downloadAppFile = (id: number | string) => appFileCalls.download({ _id: id });

/** POST /app/file (multipart file, progress 0..100) */
export const uploadAppFile = (file: File, onProgress: (percent: number) => void) =>
  appFileCalls.upload({ form: { file } }, { onProgress });
