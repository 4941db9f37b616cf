// Refresh (role 0) and revert (task.write, product update tasks) of a task (doc 2 §4, §6, §7). Success is a
// notification; a failure shows the 'Error' dialog with the server's message.
import { useNotify, useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import type { TaskRow } from './api';
import { revertNotice } from './revertNotice';
import { updateTaskCalls } from '../generated/client';

export const REVERTIBLE_TYPES = ['PRODUCT', 'LAYOUT'];

export function useTaskActions(done: () => void) {
  const notify = useNotify();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const refresh = useCallback(
    async (task: Pick<TaskRow, 'storeCode' | 'internalTaskId'>) => {
      try {
        const answer = await updateTaskCalls.refresh({
          body: { storeCode: task.storeCode, internalTaskId: task.internalTaskId },
        });
        notify('app.tasks.refreshed', { type: 'success', messageArgs: { smart_count: answer.tagCount } });
      } catch (error) {
        await showError(error as Error);
      }
      done();
    },
    [done, notify, showError],
  );
  const revert = useCallback(
    async (task: Pick<TaskRow, 'storeCode' | 'taskId'>) => {
      try {
        const answer = await updateTaskCalls.revert({
          taskId: task.taskId,
          storeCode: task.storeCode,
        });
        notify(revertNotice(translate, answer), { type: 'success' });
      } catch (error) {
        await showError(error as Error);
      }
      done();
    },
    [done, notify, showError, translate],
  );
  return { refresh, revert };
}
