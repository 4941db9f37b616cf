// The download request of doc 1 §4 (file download task types 0 to 5), named by the x-calls of
// schemas/downloadTask.schema.json (whose generated DownloadTask is the task answer of §7 'Files').

/** 0 server log, 1 gateway log, 2 store gateway log, 3 tag list, 4 filtered product file, 5 all-store tag list */
export type DownloadType = 0 | 1 | 2 | 3 | 4 | 5;

export interface DownloadRequest {
  type: DownloadType;
  serverId?: string;
  storeCode?: string;
  gwMac?: string;
  filter?: Record<string, unknown>;
}
