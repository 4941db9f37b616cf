// Mounted once in AppLayout: runs the download flow of doc 1 §4 for every page (see useDownload.ts).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { dropSession } from '../layout/useLoadFailure';
import { statusOf } from '../layout/loadFailureRule';
import { saveBlob } from './api';
import { DownloadProgressDialog } from './DownloadProgressDialog';
import { DownloadContext } from './useDownload';
import type { DownloadRequest } from './types';
import { downloadTaskCalls } from '../generated/client';

/** doc 1 §9: download task polling */
export const DOWNLOAD_POLL_MS = 1000;
export const DOWNLOAD_FAILED_TITLE = 'app.downloads.failed';

export interface Progress {
  fileName?: string;
  progress: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function DownloadProvider({ children }: { children: ReactNode }) {
  const showError = useErrorDialog();
  const [shown, setShown] = useState<Progress | null>(null);
  /** the running flow; cancelling or unmounting bumps it so a stale loop stops */
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const fail = useCallback(
    (error: unknown) => {
      setShown(null);
      if (statusOf(error) === 401) void dropSession();
      else
        void showError(
          error instanceof Error || typeof error === 'string' ? error : String(error),
          DOWNLOAD_FAILED_TITLE,
        );
    },
    [showError],
  );

  const download = useCallback(
    (request: DownloadRequest) => {
      const id = ++run.current;
      const live = () => run.current === id;
      setShown({ progress: 0 });
      void (async () => {
        try {
          const { taskId } = await downloadTaskCalls.start({ body: request });
          for (;;) {
            if (!live()) return;
            const task = await downloadTaskCalls.poll({ taskId });
            if (!live()) return;
            if (task.error) throw new Error(task.error);
            setShown({ fileName: task.fileName, progress: task.progress });
            if (task.finishedAt) {
              const blob = await downloadTaskCalls.file({ taskId });
              if (!live()) return;
              saveBlob(blob, task.fileName);
              setShown(null);
              return;
            }
            await wait(DOWNLOAD_POLL_MS);
          }
        } catch (error) {
          if (live()) fail(error);
        }
      })();
    },
    [fail],
  );

  const cancel = () => {
    run.current += 1;
    setShown(null);
  };

  return (
    <DownloadContext.Provider value={download}>
      {children}
      <DownloadProgressDialog progress={shown} onCancel={cancel} />
    </DownloadContext.Provider>
  );
}
