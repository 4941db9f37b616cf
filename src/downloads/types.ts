// The download request of doc 1 §4 and the task answer of §7 'Files' (schemas/downloadTask.schema.json: the
// contract's downloadRequest, and the task without its server-side (x-internal) columns).
import type { DownloadRequest } from '../../domain/generated/calls';

export type { DownloadRequest };
/** 0 server log, 1 gateway log, 2 store gateway log, 3 tag list, 4 filtered product file, 5 all-store tag list */
export type DownloadType = DownloadRequest['type'];
export type { DownloadTaskPublic as DownloadTask } from '../../domain/generated/types';
