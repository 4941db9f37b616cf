// Tag actions of the tag detail page (doc 1 §5, §7 Tag actions, §8): deassign, reassign and status check need a
// selected row ('No row selected. Please select one or more rows.'); reassign all and stop do not. Failures show
// the server's message plus the status code; a status check failure shows the status text and code.
import { useNotify, useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { useErrorDialog, type ErrorLike } from '../../layout/ErrorDialog';
import { errorMessageOf } from '../../providers/httpClient';
import {
  deassignTags,
  reassignAllTags,
  reassignTags,
  startStatusCheck,
  stopStatusCheck,
  type StatusCheckCmd,
  type TaskAnswer,
} from './api';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function parts(error: unknown): { message: string; status?: number } {
  const e = (error ?? {}) as ErrorLike;
  return { message: errorMessageOf(e.body) ?? e.message ?? '', status: e.status };
}

/** 'no matching tags (400)': the message plus the status code */
export function actionFailure(error: unknown): string {
  const { message, status } = parts(error);
  return status ? `${message} (${status})` : message;
}

/** 'Conflict (409): Tag status collection is already running for this store.' */
export function statusCheckFailure(error: unknown): string {
  const { message, status } = parts(error);
  if (!status) return message;
  const head = `${STATUS_TEXT[status] ?? 'Error'} (${status})`;
  return message ? `${head}: ${message}` : head;
}

export function useTagActions(storeCode: string, selected: string[], done: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();

  const needRows = useCallback((): boolean => {
    if (selected.length > 0) return true;
    void showError(translate(NO_ROW_SELECTED));
    return false;
  }, [selected, showError, translate]);

  const task = useCallback(
    async (call: () => Promise<TaskAnswer>) => {
      try {
        const answer = await call();
        notify('app.tagStatus.taskCreated', {
          type: 'success',
          messageArgs: { taskId: answer.taskId, smart_count: answer.tagCount },
        });
        done();
      } catch (error) {
        await showError(actionFailure(error));
      }
    },
    [done, notify, showError],
  );

  return {
    needRows,
    deassign: () => task(() => deassignTags(storeCode, selected)),
    reassign: () => task(() => reassignTags(storeCode, selected)),
    reassignAll: () => task(() => reassignAllTags(storeCode)),
    statusCheck: async (cmd: StatusCheckCmd) => {
      try {
        await startStatusCheck(storeCode, cmd, selected);
        notify('app.tagStatus.statusCheckStarted', { type: 'success' });
        done();
      } catch (error) {
        await showError(statusCheckFailure(error));
      }
    },
    stop: async () => {
      try {
        const answer = (await stopStatusCheck(storeCode)) as { stopped?: boolean };
        notify(answer.stopped ? 'app.tagStatus.statusCheckStopped' : 'app.tagStatus.statusCheckNotRunning', {
          type: 'info',
        });
      } catch (error) {
        await showError(statusCheckFailure(error));
      }
    },
  };
}
