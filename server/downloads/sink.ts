// What a download writer gets: the database, the task, a text sink that respects the file stream's
// backpressure, a progress callback (0 to 100) and the server's log ring.
import fs from 'node:fs';
import type { Queryable } from '../db/db.ts';
import type { DownloadTaskRow } from '../repositories/downloadTasks.ts';
import type { LogRing } from './logRing.ts';

export interface Sink {
  write(text: string): Promise<void>;
}

export interface WriterContext {
  db: Queryable;
  task: DownloadTaskRow;
  out: Sink;
  progress(percent: number): Promise<void>;
  logRing: LogRing;
}

export type Writer = (context: WriterContext) => Promise<void>;

/** A sink over a file; `close()` flushes it. */
export function fileSink(path: string): Sink & { close(): Promise<void>; abort(): void } {
  const stream = fs.createWriteStream(path, { flags: 'wx' });
  let failure: Error | undefined;
  stream.on('error', (error) => (failure = error));
  const opened = new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  return {
    async write(text) {
      await opened;
      if (failure) throw failure;
      if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', resolve));
    },
    async close() {
      await opened;
      await new Promise<void>((resolve, reject) =>
        stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      if (failure) throw failure;
    },
    abort() {
      stream.destroy();
    },
  };
}

export function stamp(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');
}
