// File download tasks (migration 130): a queue in the database. Any instance claims the oldest unfinished task
// whose lock is free or ran out; the lock is renewed with each progress update.
import type { Queryable } from '../db/db.ts';

export type DownloadType = 0 | 1 | 2 | 3 | 4 | 5;

export interface DownloadRequestData {
  serverId?: string;
  storeCode?: string;
  gwMac?: string;
  filter?: Record<string, unknown>;
  /** the requester's stores at request time; null = every store */
  stores: string[] | null;
}

export interface DownloadTaskRow {
  taskId: string;
  type: DownloadType;
  email: string;
  request: DownloadRequestData;
  progress: number;
  fileName: string;
  filePath: string | null;
  error: string | null;
  createdAt: Date;
  lockedUntil: Date | null;
  finishedAt: Date | null;
}

export const TASK_LOCK_SECONDS = 60;

export class DownloadTasksRepository {
  constructor(readonly db: Queryable) {}

  async create(
    task: Pick<DownloadTaskRow, 'taskId' | 'type' | 'email' | 'request' | 'fileName'>,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO download_tasks ("taskId", type, email, request, "fileName") VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [task.taskId, task.type, task.email, JSON.stringify(task.request), task.fileName],
    );
  }

  async get(taskId: string): Promise<DownloadTaskRow | undefined> {
    const rows = await this.db.query<DownloadTaskRow>('SELECT * FROM download_tasks WHERE "taskId" = $1', [
      taskId,
    ]);
    return rows[0];
  }

  /** Claims the oldest waiting task (or one whose worker died). */
  async claim(): Promise<DownloadTaskRow | undefined> {
    const rows = await this.db.query<DownloadTaskRow>(
      `UPDATE download_tasks SET "lockedUntil" = now() + make_interval(secs => $1)
       WHERE "taskId" = (
         SELECT "taskId" FROM download_tasks
         WHERE "finishedAt" IS NULL AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
         ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [TASK_LOCK_SECONDS],
    );
    return rows[0];
  }

  async progress(taskId: string, progress: number): Promise<void> {
    await this.db.query(
      `UPDATE download_tasks SET progress = $2, "lockedUntil" = now() + make_interval(secs => $3)
       WHERE "taskId" = $1 AND "finishedAt" IS NULL`,
      [taskId, Math.max(0, Math.min(99, Math.floor(progress))), TASK_LOCK_SECONDS],
    );
  }

  async finish(taskId: string, filePath: string): Promise<void> {
    await this.db.query(
      `UPDATE download_tasks SET progress = 100, "filePath" = $2, "finishedAt" = now(), "lockedUntil" = NULL
       WHERE "taskId" = $1`,
      [taskId, filePath],
    );
  }

  async fail(taskId: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE download_tasks SET error = $2, "finishedAt" = now(), "lockedUntil" = NULL WHERE "taskId" = $1`,
      [taskId, error],
    );
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
