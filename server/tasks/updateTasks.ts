// Update tasks (doc 2 §3 Update task, Task tag row): one task row, one row per tag (which is also that tag's
// update history row, status null while the radio works it), the tags set to WIP with their statistics
// deltas, all in one transaction. The simulator's radio (server/sim/tagRadio.ts) carries the tasks out. The SQL is
// the repositories' of update tasks, their tags and the tags (server/repositories/).
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { updateTaskFinished } from '../webhooks/events/updateTaskFinished.ts';
import type { LedCommand as LedRequest } from '../../domain/generated/calls.ts';
import type { Db, Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { INVALID_VALUE } from '../http/validate.ts';
import { message } from '../http/messages.ts';
import { type TaskTag } from '../repositories/tags.ts';
import { type EndedTask, type FinishedTask } from '../repositories/updateTasks.ts';
import { repositoriesOf } from '../repositories/index.ts';

export type { EndedTask };

export const UPDATE_TASK_KINDS = [
  'ASSIGN',
  'DEASSIGN',
  'REASSIGN',
  'LED',
  'PAGE',
  'PRODUCT',
  'LAYOUT',
] as const;
export type UpdateTaskKind = (typeof UPDATE_TASK_KINDS)[number];

/** the LED command a task row carries: the console's (schemas/tag.schema.json ledCommand) with every setting given */
export type TaskLed = Required<Omit<LedRequest, 'prCode'>>;

export interface UpdateTaskTagRequest {
  tagId: string;
  prCode?: string | null;
  layoutId?: string | null;
  nfc?: string | null;
  pageNo?: number;
  led?: TaskLed;
}

export interface UpdateTaskRequest {
  storeCode: string;
  kind: UpdateTaskKind;
  tags: UpdateTaskTagRequest[];
  createdBy: string;
  priorTaskId?: number | null;
  /** the product change this task carries (see schemas/updateTask.schema.json `updateId`) */
  updateId?: string | null;
}

export const NO_MATCHING_TAGS = message('app.serverMessages.noMatchingTags');

function isDb(db: Queryable): db is Db {
  return typeof (db as Partial<Db>).transaction === 'function';
}

/** Runs fn in a transaction of db, or directly when db is one already. */
export function transactionOf<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return isDb(db) ? db.transaction(fn) : fn(db);
}

/** The product code a task row carries: the new one for ASSIGN (and a REASSIGN that names one), else the tag's. */
function rowPrCode(kind: UpdateTaskKind, wanted: UpdateTaskTagRequest, tag: TaskTag): string | null {
  if (kind === 'ASSIGN' || (kind === 'REASSIGN' && wanted.prCode)) return wanted.prCode ?? null;
  return tag.prCode;
}

/**
 * Creates an update task for tags of one store. Tags not in the store are left out; none at all: 400
 * `no matching tags`. ASSIGN needs a product code per tag (400 `validation error`). A tag still pending in an
 * earlier task has that row cancelled (status CANCEL, no updatedAt).
 */
export function createUpdateTask(
  db: Queryable,
  request: UpdateTaskRequest,
): Promise<{ taskId: number; tagCount: number }> {
  const byId = new Map(request.tags.map((t) => [t.tagId, t]));
  if (request.kind === 'ASSIGN' && request.tags.some((t) => !t.prCode)) {
    return Promise.reject(badRequest(INVALID_VALUE));
  }
  return transactionOf(db, async (tx) => {
    const now = new Date().toISOString();
    const tagRepo = repositoriesOf(tx).tags;
    const tags = await tagRepo.lockForTask(request.storeCode, [...byId.keys()]);
    if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
    const wanted = (t: TaskTag) => byId.get(t.tagId)!;
    const prCodes = tags.map((t) => rowPrCode(request.kind, wanted(t), t));
    const layoutIds = tags.map((t) => wanted(t).layoutId ?? null);
    const distinctProducts = new Set(prCodes.filter((p): p is string => !!p));
    const taskId = await repositoriesOf(tx).updateTasks.create(
      {
        storeCode: request.storeCode,
        taskType: request.kind,
        layoutId: request.kind === 'LAYOUT' ? (layoutIds.find((l) => l) ?? null) : null,
        priorTaskId: request.priorTaskId ?? null,
        createdBy: request.createdBy,
        productCount: distinctProducts.size,
        totalTags: tags.length,
        updateId: request.updateId ?? null,
      },
      now,
    );
    const ids = tags.map((t) => t.tagId);
    await cancelPending(tx, ids, taskId);
    await repositoriesOf(tx).updateTaskTags.insertRows({
      taskId,
      storeCode: request.storeCode,
      taskType: request.kind,
      at: now,
      tagIds: ids,
      tagMacs: tags.map((t) => t.tagMac),
      gwMacs: tags.map((t) => t.gwMac),
      tagTypes: tags.map((t) => t.tagType),
      prCodes,
      layoutIds,
      nfcs: tags.map((t) => wanted(t).nfc ?? null),
      pageNos: tags.map((t) => wanted(t).pageNo ?? null),
      leds: tags.map((t) => {
        const led = wanted(t).led;
        return led ? JSON.stringify(led) : null;
      }),
    });
    await tagRepo.startTask(ids, prCodes, now, request.kind === 'ASSIGN' || request.kind === 'REASSIGN');
    await repositoriesOf(tx).statsDeltas.apply(
      tags.map((t) => ({
        storeCode: request.storeCode,
        gwMac: t.gwMac,
        tagType: t.tagType,
        oldStatus: t.status,
        newStatus: 'WIP',
        wasToday: t.wasToday,
        updated: false,
      })),
    );
    return { taskId, tagCount: tags.length };
  });
}

/** Cancels the rows of these tags still pending in earlier tasks, and recounts those tasks' progress. */
async function cancelPending(tx: Queryable, tagIds: string[], taskId: number): Promise<void> {
  const cancelled = await repositoriesOf(tx).updateTaskTags.cancelPending(tagIds, taskId);
  if (cancelled.length > 0) await refreshTaskProgress(tx, [...new Set(cancelled)]);
}

/**
 * Recounts the progress of tasks from their rows: updatedTags (answered OK or NG), failedTags, progress (percent
 * of rows no longer pending) and endTime when none is pending. Answers the tasks this call ended.
 */
export async function refreshTaskProgress(
  tx: Queryable,
  taskIds: number[],
  now = new Date(),
): Promise<FinishedTask[]> {
  if (taskIds.length === 0) return [];
  const ended = await repositoriesOf(tx).updateTasks.refreshProgress(taskIds, now);
  // the end of a task, whatever closed its last row (radio simulator, access point, cancel): its webhook event
  for (const task of ended) await emitWebhookEvent(tx, updateTaskFinished(task));
  return ended;
}
