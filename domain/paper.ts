// The paper answers beyond the schema tables (doc 2 §7 Paper), named by the x-calls of schemas/paperStore,
// paperUpload and paperTask.
import type { PaperStore, PaperUpload } from './generated/types';

/** a store of the paper map and the paper pages' titles (GET /status/paper) */
export type PaperStoreSummary = PaperStore & {
  storeName: string;
  position?: { latitude: number; longitude: number } | null;
};

export interface PaperStores {
  data: PaperStoreSummary[];
}

/** an upload with its error lines (the detail page, the answer of the upload) */
export type PaperUploadAnswer = PaperUpload & { error: Array<{ line: number; message: string }> };

/** the fields of a paper file upload (multipart) */
export interface PaperUploadForm {
  storeCode: string;
  /** the task's description, left out when empty */
  taskDes?: string;
  file: File;
}
