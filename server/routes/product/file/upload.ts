// POST /product/file (productUpload.upload; product.write; doc 2 §7 Uploads, §5): multipart with the field `file` (.csv or .txt by
// name, else 400 'Invalid file format') and the field `storeCode` (one of the session's stores, else 403; an
// unknown store 404). The import runs before the answer (the file read on a reading thread, fileReader.ts): the upload history row
// { _id, fileName, storeCode, fileType, count, dataCount, errorCount, error, received, finished, createdBy }.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../../http/errors.ts';
import { INVALID_FILE_FORMAT, readUploadForm } from '../../../http/uploadForm.ts';
import { validationMessage } from '../../../http/validate.ts';
import { createProductFileReader } from '../../../productFiles/fileReader.ts';
import { importProductFile } from '../../../productFiles/importProductFile.ts';
import { ALARM } from '../../../repositories/alarms.ts';
import { defineCall } from '../../../http/calls.ts';
import { uploadDetail } from './history.ts';

/** the largest product file accepted (a 413 answers a larger one) */
export const MAX_PRODUCT_FILE_BYTES = 100 * 1024 * 1024;

export default async function productFileUploadRoutes(app: FastifyInstance): Promise<void> {
  // scoped to this plugin: only this route reads multipart bodies
  await app.register(multipart, { limits: { fileSize: MAX_PRODUCT_FILE_BYTES, files: 1, fields: 5 } });
  const reader = createProductFileReader();
  // a listening server's first file is read by a thread that has started (not a test's injected calls)
  app.addHook('onListen', async () => reader.start());
  app.addHook('onClose', async () => reader.close());

  defineCall(
    app,
    'productUpload.upload',
    { guard: { privilege: 'product', access: 'write' } },
    async (request) => {
      const form = await readUploadForm(request, ['storeCode']);
      const { storeCode } = form.fields;
      if (!storeCode) throw badRequest(validationMessage('validation.invalidValue'));
      const stores = request.principal?.stores;
      if (stores && !stores.includes(storeCode)) throw forbidden();
      if (form.refused || !form.file) throw badRequest(INVALID_FILE_FORMAT);
      if (!(await app.repos.stores.get({ storeCode }))) {
        await app.repos.alarms.raise({
          location: 'SYSTEM',
          type: ALARM.invalidStoreCode,
          class: 2,
          sourceType: 'account',
          sourceId: request.principal?.email,
          data: { storeCode, fileName: form.file.fileName, call: 'POST /product/file' },
        });
        throw notFound();
      }
      const { fileName, content } = form.file;
      const upload = await importProductFile(
        app.db,
        {
          storeCode,
          fileName,
          fileType: fileName.toLowerCase().endsWith('.txt') ? 'txt' : 'csv',
          content,
          createdBy: request.principal?.email ?? '',
        },
        { log: request.log, instanceId: app.instance.id, scripts: app.scripts, reader },
      );
      return uploadDetail(upload);
    },
  );
}
