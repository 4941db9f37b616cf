// The product file upload history (doc 2 §2, §3, §7 Uploads; schemas/productUpload.schema.json search, getOne),
// product.read, store-scoped:
//   POST /product/file/upload/history/search   table conventions, 25 per page, received descending by default;
//        filter_fileName (contains), filter_storeCode (equals; another store's: 403), filter_startDate/filter_endDate on received
//   GET  /product/file/upload/history/detail/{_id}   one upload with its error list (404 unknown, 403 other store)
import type { FastifyInstance } from 'fastify';
import type { ProductUploadDetail, ProductUploadRow } from '../../../../domain/generated/calls.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import { defineCall } from '../../../http/calls.ts';
import { checkStoreFilter } from '../../../http/storeScope.ts';
import type { Upload, UploadSummary } from '../../../repositories/productUploads.ts';

const guard = { privilege: 'product', access: 'read' } as const;

const iso = (time: unknown): string => (time instanceof Date ? time.toISOString() : String(time));

/** an upload history row as the API answers it (times as ISO text, absent values null) */
export function uploadRow(row: UploadSummary): ProductUploadRow {
  return {
    _id: row._id,
    fileName: row.fileName,
    storeCode: row.storeCode,
    fileType: row.fileType ?? null,
    count: row.count ?? 0,
    dataCount: row.dataCount ?? 0,
    errorCount: row.errorCount ?? 0,
    received: iso(row.received),
    finished: row.finished ? iso(row.finished) : null,
    createdBy: row.createdBy ?? null,
  };
}

/** an upload with its error lines as the API answers it */
export function uploadDetail(row: Upload): ProductUploadDetail {
  return { ...uploadRow(row), error: row.error ?? [] };
}

export default async function productUploadHistoryRoutes(app: FastifyInstance): Promise<void> {
  const uploads = app.repos.productUploads;

  defineCall(app, 'productUpload.search', { guard }, async (request) => {
    const body = request.body ?? {};
    checkStoreFilter(body, request.principal?.stores);
    const page = await uploads.search(body, request.principal?.stores);
    return { ...page, data: page.data.map(uploadRow) };
  });

  defineCall(app, 'productUpload.getOne', { guard }, async (request) => {
    const id = request.params._id;
    const upload = Number.isSafeInteger(id) && id > 0 ? await uploads.get(id) : undefined;
    if (!upload) throw notFound();
    const stores = request.principal?.stores;
    if (stores && !stores.includes(upload.storeCode)) throw forbidden();
    return uploadDetail(upload);
  });
}
