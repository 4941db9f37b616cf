// The download worker of one server instance: claims waiting tasks from the database queue one at a time,
// streams the file into the storage (server/storage/, downloads/{taskId}: any instance serves it), records
// progress, the finish or the error (with the alarm FILE DOWNLOAD TASK FAILURE), and purges files and tasks
// finished more than KEEP_MS ago.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { DomainError } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';
import { ALARM, AlarmsRepository } from '../repositories/alarms.ts';
import {
  DownloadTasksRepository,
  type DownloadTaskRecord,
  type DownloadRequestType,
} from '../repositories/downloadTasks.ts';
import { writeGatewayLog, writeStoreGatewayLogs } from './gatewayLogFile.ts';
import { removeQuietly, type Storage } from '../storage/storage.ts';
import { writeProductCsv } from './productCsv.ts';
import { writeServerLog } from './serverLog.ts';
import type { ServerLogs } from './serverLogs.ts';
import { storageSink, type Writer } from './sink.ts';
import { writeAllStoresTagCsv, writeStoreTagCsv } from './tagCsv.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const WRITERS: Record<DownloadRequestType, Writer> = {
  0: writeServerLog,
  1: writeGatewayLog,
  2: writeStoreGatewayLogs,
  3: writeStoreTagCsv,
  4: writeProductCsv,
  5: writeAllStoresTagCsv,
};

export const POLL_MS = 500;
export const KEEP_MS = 60 * 60_000;
export const PURGE_EVERY_MS = 5 * 60_000;
const PROGRESS_EVERY_MS = 250;

export const DOWNLOADS = 'downloads/';
export const downloadKey = (taskId: string) => `${DOWNLOADS}${taskId}`;

export class DownloadWorker {
  private readonly tasks: DownloadTasksRepository;
  private readonly alarms: AlarmsRepository;
  private timer?: NodeJS.Timeout;
  private busy?: Promise<void>;
  private lastPurge = 0;

  constructor(
    private readonly db: Queryable,
    private readonly storage: Storage,
    private readonly logs: ServerLogs,
    private readonly log: FastifyBaseLogger,
    /** the server instance this worker runs in (it owns the tasks it claims) */
    private readonly instanceId: string,
  ) {
    this.tasks = repositoriesOf(db).downloadTasks;
    this.alarms = repositoriesOf(db).alarms;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.busy;
  }

  /** works the queue now (after a new task) unless already working */
  kick(): void {
    if (this.busy) return;
    this.busy = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'download worker failed'))
      .finally(() => (this.busy = undefined));
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (!this.timer) return;
      const task = await this.tasks.claim(this.instanceId);
      if (!task) break;
      await this.run(task);
    }
    if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      await this.purge(new Date(Date.now() - KEEP_MS));
    }
  }

  async run(task: DownloadTaskRecord): Promise<void> {
    const file = downloadKey(task.taskId);
    let sink: ReturnType<typeof storageSink> | undefined;
    try {
      sink = storageSink(this.storage, file);
      let last = 0;
      await WRITERS[task.type]({
        db: this.db,
        task,
        out: sink,
        logs: this.logs,
        progress: async (percent) => {
          if (Date.now() - last < PROGRESS_EVERY_MS) return;
          last = Date.now();
          await this.tasks.progress(task.taskId, percent);
        },
      });
      const stored = await sink.close();
      // the fence: a task closed meanwhile (this instance froze and was taken for dead) keeps its error
      if (!(await this.tasks.finish(task.taskId, this.instanceId, file))) {
        await removeQuietly(this.storage, file);
        this.log.warn({ taskId: task.taskId }, 'download task fenced: it was closed by another instance');
        return;
      }
      this.log.info({ taskId: task.taskId, type: task.type, bytes: stored.size }, 'download task finished');
    } catch (error) {
      sink?.abort();
      await removeQuietly(this.storage, file);
      const message = failureMessage(error);
      this.log.warn({ taskId: task.taskId, type: task.type, err: error }, 'download task failed');
      // the alarm first: whoever sees the task failed also finds its alarm
      await this.alarms
        .raise({
          location: task.request.storeCode ?? 'SYSTEM',
          type: ALARM.fileDownloadTaskFailure,
          class: 2,
          data: { taskId: task.taskId, type: task.type, fileName: task.fileName, error: message },
        })
        .catch((err: unknown) =>
          this.log.error({ taskId: task.taskId, err }, 'download failure alarm not raised'),
        );
      await this.tasks.fail(task.taskId, this.instanceId, message);
    }
  }

  /** Deletes tasks finished before the date with their files, and stored files whose task is gone. */
  async purge(before: Date): Promise<void> {
    for (const file of await this.tasks.purgeFinishedBefore(before))
      if (file.startsWith(DOWNLOADS)) await removeQuietly(this.storage, file);
    const stored = await this.storage.list(DOWNLOADS);
    if (stored.length === 0) return;
    const known = await this.tasks.existing(stored.map((key) => key.slice(DOWNLOADS.length)));
    for (const key of stored)
      if (!known.has(key.slice(DOWNLOADS.length))) await removeQuietly(this.storage, key);
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof HttpError || error instanceof DomainError) return error.message;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  return code ? `The file could not be written (${code}).` : 'The file could not be created.';
}
