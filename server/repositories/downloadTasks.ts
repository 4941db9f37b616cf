// File download tasks (table generated from schemas/downloadTask.schema.json; type check and indexes in migrations
// 130, 211): a queue in the database. Any instance claims the oldest waiting task and records itself as its worker;
// a task whose instance died is closed as interrupted with FILE DOWNLOAD TASK FAILURE (not worked again: a task
// that kills its worker must not kill the next one).
import type { Queryable } from '../db/db.ts';
import type { DownloadTaskRecord as StoredDownloadTask } from '../../domain/generated/rows.ts';
import { DownloadTaskTableBase } from '../generated/repositories.ts';
import { INTERRUPTED, type JobTable } from './jobTable.ts';
import { deadOwner } from './serverInstances.ts';
import { ALARM, AlarmsRepository } from './alarms.ts';
import type { DownloadRequest } from '../../domain/generated/calls.ts';

/** 0 server log, 1 gateway log, 2 store gateway log, 3 tag list, 4 filtered product file, 5 all-store tag list */
export type DownloadRequestType = DownloadRequest['type'];

/** the task's request column (jsonb) */
export interface DownloadRequestData {
  serverId?: string;
  storeCode?: string;
  gwMac?: string;
  filter?: Record<string, unknown>;
  /** the requester's stores at request time; null = every store */
  stores: string[] | null;
}

/** a row of download_tasks as the server reads it (the generated row, its request column typed) */
export type DownloadTaskRecord = Omit<StoredDownloadTask, 'request'> & { request: DownloadRequestData };

/** the task table (its columns from schemas/downloadTask.schema.json) and the queue's steps */
export class DownloadTasksRepository extends DownloadTaskTableBase implements JobTable {
  constructor(db: Queryable) {
    super(db);
  }

  /** Queues a task (checked by the schema's validator: type 0 to 5, a file name). */
  async create(
    task: Pick<DownloadTaskRecord, 'taskId' | 'type' | 'email' | 'request' | 'fileName'>,
  ): Promise<void> {
    await this.insert({ ...task });
  }

  /** the task with its internal columns (requester, request, file path) */
  async task(taskId: string): Promise<DownloadTaskRecord | undefined> {
    const row = await this.rows.get({ taskId }, { internal: true });
    return row as DownloadTaskRecord | undefined;
  }

  /** Claims the oldest waiting task for the server instance `instanceId`. */
  async claim(instanceId: string): Promise<DownloadTaskRecord | undefined> {
    const rows = await this.db.query<DownloadTaskRecord>(
      `UPDATE download_tasks SET "instanceId" = $1
       WHERE "taskId" = (
         SELECT "taskId" FROM download_tasks
         WHERE "finishedAt" IS NULL AND "instanceId" IS NULL
         ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING ${this.columns({ internal: true })}`,
      [instanceId],
    );
    return rows[0];
  }

  async progress(taskId: string, progress: number): Promise<void> {
    await this.db.query(
      `UPDATE download_tasks SET progress = $2 WHERE "taskId" = $1 AND "finishedAt" IS NULL`,
      [taskId, Math.max(0, Math.min(99, Math.floor(progress)))],
    );
  }

  /** Records the task's file, if the task is still the unfinished one of the instance `instanceId` (one
   * statement: the fence of an instance that froze, was found dead and had the task closed as interrupted);
   * answers whether it did (otherwise the caller drops its file). */
  async finish(taskId: string, instanceId: string, filePath: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE download_tasks SET progress = 100, "filePath" = $3, "finishedAt" = now()
       WHERE "taskId" = $1 AND "instanceId" = $2 AND "finishedAt" IS NULL RETURNING "taskId"`,
      [taskId, instanceId, filePath],
    );
    return rows.length > 0;
  }

  /** Records the task's error under the same fence as finish; answers whether it did. */
  async fail(taskId: string, instanceId: string, error: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE download_tasks SET error = $3, "finishedAt" = now()
       WHERE "taskId" = $1 AND "instanceId" = $2 AND "finishedAt" IS NULL RETURNING "taskId"`,
      [taskId, instanceId, error],
    );
    return rows.length > 0;
  }

  /** Closes the claimed tasks whose instance died (waiting tasks stay queued); each raises FILE DOWNLOAD TASK
   * FAILURE, as a task failing in its worker does (server/downloads/worker.ts). */
  async closeInterrupted(self: string, staleSeconds: number): Promise<number> {
    const rows = await this.db.query<{
      taskId: string;
      type: DownloadRequestType;
      fileName: string;
      storeCode: string | null;
    }>(
      `UPDATE download_tasks SET error = $3, "finishedAt" = now()
       WHERE "finishedAt" IS NULL AND "instanceId" IS NOT NULL AND ${deadOwner('download_tasks."instanceId"', '$1', '$2')}
       RETURNING "taskId", type, "fileName", request->>'storeCode' AS "storeCode"`,
      [self, staleSeconds, INTERRUPTED],
    );
    await new AlarmsRepository(this.db).raise(
      rows.map((task) => ({
        location: task.storeCode ?? 'SYSTEM',
        type: ALARM.fileDownloadTaskFailure,
        class: 2 as const,
        data: { taskId: task.taskId, type: task.type, fileName: task.fileName, error: INTERRUPTED },
      })),
    );
    return rows.length;
  }

  /** Which of these task ids still have a task row. */
  async existing(taskIds: string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ taskId: string }>(
      'SELECT "taskId" FROM download_tasks WHERE "taskId" = ANY($1)',
      [taskIds],
    );
    return new Set(rows.map((r) => r.taskId));
  }

  /** Deletes the tasks finished before the date; answers their file paths (to delete). */
  async purgeFinishedBefore(before: Date): Promise<string[]> {
    const rows = await this.db.query<{ filePath: string | null }>(
      `DELETE FROM download_tasks WHERE "finishedAt" < $1 RETURNING "filePath"`,
      [before.toISOString()],
    );
    return rows.map((r) => r.filePath).filter((p): p is string => p !== null);
  }
}
