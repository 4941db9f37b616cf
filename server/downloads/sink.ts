// What a download writer gets: the database, the task, a text sink that respects the stored file's
// backpressure, a progress callback (0 to 100) and the log lines of every instance (server/downloads/serverLogs.ts).
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Queryable } from '../db/db.ts';
import type { DownloadTaskRecord } from '../repositories/downloadTasks.ts';
import type { Storage, StoredFile } from '../storage/storage.ts';
import type { ServerLogs } from './serverLogs.ts';

export interface Sink {
  write(text: string): Promise<void>;
}

export interface WriterContext {
  db: Queryable;
  task: DownloadTaskRecord;
  out: Sink;
  progress(percent: number): Promise<void>;
  logs: ServerLogs;
}

export type Writer = (context: WriterContext) => Promise<void>;

/** A sink streaming into the storage under `key`; `close()` ends it and answers the stored file. */
export function storageSink(
  storage: Storage,
  key: string,
): Sink & { close(): Promise<StoredFile>; abort(): void } {
  const through = new PassThrough();
  const stored = storage.put(key, through);
  let failure: unknown;
  // a storage that fails stops the writer at its next write
  const failed = stored.then(
    () => undefined,
    (error: unknown) => {
      failure = error;
      through.destroy();
    },
  );
  return {
    async write(text) {
      if (failure) throw failure;
      if (!through.write(text)) await Promise.race([once(through, 'drain'), failed]);
      if (failure) throw failure;
    },
    async close() {
      through.end();
      return stored;
    },
    abort() {
      through.destroy(new Error('download aborted'));
    },
  };
}

export function stamp(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');
}
