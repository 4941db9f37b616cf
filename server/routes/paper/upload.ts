// POST /paper/file (paper.write; docs/api.md "Paper labels"): multipart with `storeCode`, optional `taskDes` (the
// task's description; default the file name without its extension) and `file` (.csv or .txt by name, else 400
// 'Invalid file format'). A store outside the session: 403; unknown: 404. Answers the finished upload history
// row { _id, storeCode, fileName, taskId, taskDes, count, errorCount, error, parser, received, finished }.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { INVALID_FILE_FORMAT, readUploadForm } from '../../http/uploadForm.ts';
import { validationMessage } from '../../http/validate.ts';
import { importPaperFile } from '../../paper/importPaperFile.ts';
import { defineCall } from '../../http/calls.ts';
import type { PaperUploadAnswer } from '../../../domain/generated/calls.ts';
import type { PaperUploadRow as PaperUpload } from '../../../domain/generated/rows.ts';

export const MAX_PAPER_FILE_BYTES = 20 * 1024 * 1024;
const MAX_TASK_DES = 255;

export default async function paperUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_PAPER_FILE_BYTES, files: 1, fields: 5 } });

  defineCall(
    app,
    'paperUpload.upload',
    { guard: { privilege: 'paper', access: 'write' } },
    async (request) => {
      const form = await readUploadForm(request, ['storeCode', 'taskDes']);
      const { storeCode, taskDes = '' } = form.fields;
      if (!storeCode) throw badRequest(validationMessage('validation.invalidValue'));
      const stores = request.principal?.stores;
      if (stores && !stores.includes(storeCode)) throw forbidden();
      if (form.refused || !form.file) throw badRequest(INVALID_FILE_FORMAT);
      if (taskDes.length > MAX_TASK_DES) throw badRequest(validationMessage('validation.invalidValue'));
      if (!(await app.repos.stores.get({ storeCode }))) throw notFound();
      const { fileName, content } = form.file;
      const upload = await importPaperFile(app.db, app.scripts, {
        storeCode,
        fileName,
        taskDes: taskDes || fileName.replace(/\.[^.]*$/, ''),
        content,
        createdBy: request.principal?.email ?? '',
      });
      return uploadAnswer(upload);
    },
  );
}

const iso = (time: unknown): string => (time instanceof Date ? time.toISOString() : String(time));

/** an upload row as the API answers it (times as ISO text, absent values null) */
export function uploadAnswer(row: PaperUpload): PaperUploadAnswer {
  return {
    _id: row._id,
    fileName: row.fileName,
    storeCode: row.storeCode,
    taskId: row.taskId ?? null,
    taskDes: row.taskDes ?? null,
    count: row.count,
    errorCount: row.errorCount,
    error: (row.error ?? []) as PaperUploadAnswer['error'],
    parser: row.parser ?? null,
    received: iso(row.received),
    finished: row.finished ? iso(row.finished) : null,
    createdBy: row.createdBy ?? null,
  };
}
