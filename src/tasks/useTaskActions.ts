// Refresh (role 0) and revert (task.write, product update tasks) of a task (doc 2 §4, §6, §7). Success is a
// notification; a failure shows the 'Error' dialog with the server's message.
import { useNotify } from 'ra-core';
import { useCallback } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { refreshTask, revertTask, type TaskRow } from './api';

export const REVERTIBLE_TYPES = ['PRODUCT', 'LAYOUT'];

export function useTaskActions(done: () => void) {
  const notify = useNotify();
  const showError = useErrorDialog();
  const refresh = useCallback(
    async (task: Pick<TaskRow, 'storeCode' | 'internalTaskId'>) => {
      try {
        const answer = await refreshTask(task.storeCode, task.internalTaskId);
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
        const answer = await revertTask(task.storeCode, task.taskId);
        notify('app.tasks.reverted', {
          type: 'success',
          messageArgs: { smart_count: answer.reverted, tags: answer.tagCount },
        });
      } catch (error) {
        await showError(error as Error);
      }
      done();
    },
    [done, notify, showError],
  );
  return { refresh, revert };
}
