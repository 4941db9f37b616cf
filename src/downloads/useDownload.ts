// The one download flow of the console (doc 1 §4): `const download = useDownload(); download({ type: 3, storeCode })`
// starts the task, shows the progress dialog polled every second until finishedAt, then the browser
// downloads the file and the dialog closes; an error stops polling and shows 'Download Failed'.
import { createContext, useContext } from 'react';
import type { DownloadRequest } from './types';

export type { DownloadRequest, DownloadType, DownloadTask } from './types';

export const DownloadContext = createContext<((request: DownloadRequest) => void) | null>(null);

export function useDownload(): (request: DownloadRequest) => void {
  const context = useContext(DownloadContext);
  if (!context) throw new Error('useDownload outside DownloadProvider');
  return context;
}
