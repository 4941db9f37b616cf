// Tag actions of the tag detail page (doc 1 §5, §7 Tag actions, §8): deassign, reassign and status check need a
// selected row ('No row selected. Please select one or more rows.'); reassign all and stop do not. Failures show
// the server's message plus the status code; a status check failure shows the status text and code.
import { useNotify, useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { useErrorDialog } from '../../layout/ErrorDialog';
import { messageAndCode, statusTextAndCode } from '../../layout/failureText';
import type { StatusCheckCmd, TaskAnswer } from './api';
import { tagCalls } from '../../generated/client';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

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
        await showError(messageAndCode(error, translate));
      }
    },
    [done, notify, showError, translate],
  );

  return {
    needRows,
    deassign: () => task(() => tagCalls.deassign({ body: { storeCode, tagList: selected } })),
    reassign: () => task(() => tagCalls.reassign({ body: { storeCode, tagList: selected } })),
    reassignAll: () => task(() => tagCalls.reassignAll({ body: { storeCode } })),
    statusCheck: async (cmd: StatusCheckCmd) => {
      try {
        await tagCalls.startStatusCheck({ body: { storeCode, cmd, tagList: selected } });
        notify('app.tagStatus.statusCheckStarted', { type: 'success' });
        done();
      } catch (error) {
        await showError(statusTextAndCode(error, translate));
      }
    },
    stop: async () => {
      try {
        const answer = (await tagCalls.stopStatusCheck({ body: { storeCode } })) as { stopped?: boolean };
        notify(answer.stopped ? 'app.tagStatus.statusCheckStopped' : 'app.tagStatus.statusCheckNotRunning', {
          type: 'info',
        });
      } catch (error) {
        await showError(statusTextAndCode(error, translate));
      }
    },
  };
}
