// The calls of the product file and second-code screens (doc 2 §7 Uploads and downloads, Products):
// the upload (multipart), the upload history and its detail, the second codes.
import type { ProductUpload, SecondCode } from '../generated/types';
import { postMultipart } from '../files/postMultipart';
import { httpRequest } from '../providers/httpClient';

export interface Page<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export type TableQuery = Record<string, unknown> & { start: number; length: number };

type Counted = Required<Pick<ProductUpload, 'count' | 'dataCount' | 'errorCount' | 'received'>>;

/** A row of the history table: the upload without its error list; `finished` is absent while it runs. */
export type UploadRow = Omit<ProductUpload, 'error'> & Counted;
export type Upload = UploadRow & { error: Array<{ line: number; message: string }> };

export const searchUploads = (query: TableQuery, signal?: AbortSignal) =>
  httpRequest<Page<UploadRow>>('/product/file/upload/history/search', {
    method: 'POST',
    body: query,
    signal,
  });

export const getUpload = (id: string, signal?: AbortSignal) =>
  httpRequest<Upload>(`/product/file/upload/history/detail/${encodeURIComponent(id)}`, { signal });

export const searchSecondCodes = (query: TableQuery, signal?: AbortSignal) =>
  httpRequest<Page<SecondCode>>('/product/secondCode/search', { method: 'POST', body: query, signal });

/** POST /product/file: multipart `storeCode` and `file`; answers the finished upload. */
export const uploadProductFile = (storeCode: string, file: File) =>
  postMultipart<Upload>('/product/file', { storeCode }, file);
