// The download request of doc 1 §4 (domain/downloads.ts) and the task answer of §7 'Files'
// (schemas/downloadTask.schema.json).
export type { DownloadRequest, DownloadType } from '../../domain/downloads';
// the answer is the task without its server-side (x-internal) columns
export type { DownloadTaskPublic as DownloadTask } from '../../domain/generated/types';
