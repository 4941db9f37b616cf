// Shared by the download specs: start a task, poll it like the console (until finishedAt), fetch its file.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Headers } from './helpers.ts';

export interface TaskAnswer {
  taskId: string;
  type: number;
  progress: number;
  fileName: string;
  finishedAt?: string;
  error?: string;
}

export async function startTask(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/file/download', headers, payload: body });
}

export async function waitTask(app: FastifyInstance, headers: Headers, taskId: string): Promise<TaskAnswer> {
  for (let i = 0; i < 200; i++) {
    const answer = await app.inject({ method: 'POST', url: `/api/file/download/task/${taskId}`, headers });
    expect(answer.statusCode).toBe(200);
    const task = answer.json<TaskAnswer>();
    if (task.finishedAt) return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not finish`);
}

/** runs a download to the end and answers the task and the file's text */
export async function download(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  const started = await startTask(app, headers, body);
  expect(started.statusCode, started.body).toBe(200);
  const { taskId } = started.json<{ taskId: string }>();
  const task = await waitTask(app, headers, taskId);
  const file = await app.inject({ method: 'GET', url: `/api/file/download/task/${taskId}`, headers });
  return { task, file, taskId };
}

export function csvRows(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}
