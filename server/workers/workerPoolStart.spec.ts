// WorkerPool.start (workerPool.ts): the pool's first thread starts and loads the job's module before any job is
// handed in (a listening server's product file reader: its first file does not wait for the thread).
import { BroadcastChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './workerPool.ts';

const MODULE = new URL('./startSignal.fixture.mjs', import.meta.url).href;

describe('WorkerPool.start', () => {
  it('loads the job module on a thread before any job, and the job then runs there', async () => {
    const channel = new BroadcastChannel('worker-pool-start');
    const loaded = new Promise((resolve) => {
      channel.onmessage = (event) => resolve((event as { data: unknown }).data);
    });
    const pool = createWorkerPool<void, string>(MODULE, 1);
    try {
      pool.start();
      expect(await loaded).toBe('loaded');
      expect(await pool.run(undefined, 60_000)).toBe('ran');
    } finally {
      channel.close();
      await pool.close();
    }
  });
});
