// The calls of the software area (doc 3 §7 'Alarms and software'; docs/api.md 'Software upgrade', 'Mobile app
// files'): the version information, the upgrade package upload and its rollout, the mobile app files.
import { ACTIVE_STATES, type RolloutCounts, type RolloutState } from '../domain/rollout';
import { fetchDownloadBlob } from '../downloads/api';
import { httpRequest } from '../providers/httpClient';

export interface Versioned {
  version: string;
  updatedAt: string | null;
}

export interface VersionInfo {
  version: string;
  grm: Versioned;
  gmp: Versioned;
}

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

export { ACTIVE_STATES };

export const getVersion = (signal?: AbortSignal) => httpRequest<VersionInfo>('/version', { signal });

export const getRollouts = async (signal?: AbortSignal) =>
  (await httpRequest<{ data: Rollout[] }>('/upgrade/rollout', { signal })).data;

export const rolloutAction = (id: number, action: 'pause' | 'resume' | 'rollback') =>
  httpRequest<Rollout>(`/upgrade/rollout/${id}/${action}`, { method: 'POST' });

export const activateAppFile = (id: number | string) =>
  httpRequest(`/app/file/active/${encodeURIComponent(String(id))}`);

export const removeAppFile = (id: number | string) =>
  httpRequest(`/app/file/${encodeURIComponent(String(id))}`, { method: 'DELETE' });

export const downloadAppFile = (id: number | string) =>
  fetchDownloadBlob(`/app/file/${encodeURIComponent(String(id))}`);
