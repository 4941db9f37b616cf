// Software uploads for the server tests: upgrade packages (POST /upgrade/file) and mobile app files
// (POST /app/file) sent as multipart bodies, and the rollout answers.
import type { FastifyInstance } from 'fastify';
import type { Headers } from './helpers.ts';
import { multipart } from './productFilesHelpers.ts';

export interface RolloutSummary {
  id: number;
  component: string;
  version: string;
  state: string;
  stage: number;
  stageCount: number;
  pausedReason: string | null;
  totals: {
    total: number;
    done: number;
    failed: number;
    pending: number;
    updating: number;
    progress: number;
  };
  stages: Array<{
    stage: number;
    total: number;
    done: number;
    failed: number;
    pending: number;
    progress: number;
  }>;
}

export async function upload(
  app: FastifyInstance,
  headers: Headers | undefined,
  url: '/api/upgrade/file' | '/api/app/file',
  file?: { name: string; content: string | Uint8Array },
) {
  const { payload, contentType } = await multipart({}, file);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(headers ?? {}), 'content-type': contentType },
    payload,
  });
}
