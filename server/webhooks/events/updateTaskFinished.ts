// updateTask.finished (webhookEvents.schema.json#/$defs/updateTaskFinished): a task whose last tag closed, from
// UpdateTasksRepository.refreshProgress (the one place a task gets its end time, whatever the radio side).
import type { WebhookEventInput } from '../emit.ts';

export interface FinishedTaskRow {
  taskId: number;
  storeCode: string;
  taskType: string;
  updatedTags: number;
  failedTags: number;
  totalTags: number;
  startTime: Date | string;
  endTime: Date | string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export function updateTaskFinished(task: FinishedTaskRow): WebhookEventInput {
  return {
    type: 'updateTask.finished',
    store: task.storeCode,
    occurredAt: new Date(task.endTime),
    data: {
      taskId: Number(task.taskId),
      storeCode: task.storeCode,
      taskType: task.taskType,
      success: task.updatedTags - task.failedTags,
      failed: task.failedTags,
      total: task.totalTags,
      startedAt: iso(task.startTime),
      finishedAt: iso(task.endTime),
    },
  };
}
