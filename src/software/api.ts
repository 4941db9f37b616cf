// The calls of the software area (doc 3 §7 'Alarms and software'; docs/api.md 'Software upgrade', 'Mobile app
// files'): the version information, the upgrade package upload and its rollout, the mobile app files.
import { HttpError } from 'ra-core';
import { ACTIVE_STATES, type RolloutCounts, type RolloutState } from '../domain/rollout';
import { fetchDownloadBlob } from '../downloads/api';
import { apiUrl, errorMessageOf, httpRequest } from '../providers/httpClient';
import { readSession } from '../providers/session';

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

/**
 * A multipart upload of one file (field `file`; or a whole FormData) with its progress (0..100) reported as it is sent:
 * XMLHttpRequest, since fetch reports no upload progress. Answers the JSON answer, or throws an HttpError with
 * the server's message (else status text and code).
 */
export function uploadWithProgress<T>(
  path: string,
  file: File | FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    const session = readSession();
    if (session) {
      xhr.setRequestHeader('Access-Token', session.accessToken);
      xhr.setRequestHeader('Access-Email', session.email);
    }
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError('Network error', 0));
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else {
        const message = errorMessageOf(body) ?? `${xhr.statusText || 'Error'} (${xhr.status})`;
        reject(new HttpError(message, xhr.status, body));
      }
    };
    if (file instanceof FormData) {
      xhr.send(file);
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
