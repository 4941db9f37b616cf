// Mobile app files (doc 3 §2 Software, §4, §5, §7; docs/api.md 'Mobile app files'): GET /app/file/list,
// POST /app/file (multipart, one file named mobile_{version_info}.apk), GET /app/file/active/{id},
// DELETE /app/file/{id} and GET /app/file/{id} (the download). Files are streamed to and from the storage
// (server/storage/) as app-files/{_id}.apk; an upload that fails leaves no file and no row. Setting read / write.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { INVALID_FILE_FORMAT } from '../../http/uploadForm.ts';
import { inTransaction } from '../../repositories/index.ts';
import { incomingDir, removeQuietly } from '../../software/files.ts';
import { putFile, removeQuietly as removeStored } from '../../storage/storage.ts';
import { readOneFile } from '../../software/multipartFile.ts';
import { defineCall } from '../../http/calls.ts';
import type { AppFile, AppFilePublic } from '../../../domain/generated/types.ts';

/** mobile_{version_info}.apk: the version info is what the list shows as ver */
export const APP_FILE_NAME = /^mobile_([A-Za-z0-9][A-Za-z0-9._-]{0,127})\.apk$/i;

const READ = { privilege: 'setting', access: 'read' } as const;
const WRITE = { privilege: 'setting', access: 'write' } as const;

export const appFileKey = (id: number) => `app-files/${id}.apk`;

/** a row as the API answers it (its time as ISO text) */
function publicFile(row: AppFile): AppFilePublic {
  const { updatedAt } = row as { updatedAt: unknown };
  return { ...row, updatedAt: updatedAt instanceof Date ? updatedAt.toISOString() : String(updatedAt) };
}

function fileId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id)) throw notFound();
  return id;
}

export default async function appFileRoutes(app: FastifyInstance): Promise<void> {
  const { dataDir, appFileMaxBytes } = app.appConfig;
  const dir = incomingDir(dataDir);
  await app.register(multipart, { limits: { fileSize: appFileMaxBytes, files: 1, fields: 5 } });
  const files = app.repos.appFiles;

  defineCall(app, 'appFile.search', { guard: READ }, async () => ({
    data: (await files.list()).map(publicFile),
  }));

  defineCall(app, 'appFile.upload', { guard: WRITE }, async (request) => {
    const form = await readOneFile(request, dir, appFileMaxBytes, (name) => APP_FILE_NAME.test(name));
    if (!('received' in form)) throw badRequest(INVALID_FILE_FORMAT);
    const { received } = form;
    const ver = APP_FILE_NAME.exec(form.fileName)?.[1] ?? '';
    let placed: string | undefined;
    try {
      return await inTransaction(app.db, async (repos) => {
        const row = await repos.appFiles.insert({
          ver,
          fileName: form.fileName,
          size: received.size,
          sha256: received.sha256,
          active: false,
          createdBy: request.principal?.email ?? '',
          updatedAt: new Date().toISOString(),
        });
        placed = appFileKey(row._id);
        await putFile(app.storage, placed, received.path);
        return publicFile(row);
      });
    } catch (error) {
      if (placed) await removeStored(app.storage, placed);
      throw error;
    } finally {
      await removeQuietly(received.path);
    }
  });

  defineCall(app, 'appFile.activate', { guard: WRITE }, async (request) => {
    const id = fileId(request.params._id);
    const row = await inTransaction(app.db, (repos) => repos.appFiles.activate(id));
    if (!row) throw notFound();
    return publicFile(row);
  });

  defineCall(app, 'appFile.delete', { guard: WRITE }, async (request) => {
    const id = fileId(request.params._id);
    // the row first; the file only once its removal is committed (a failed commit keeps both)
    const removed = await inTransaction(app.db, (repos) => repos.appFiles.delete({ _id: id }));
    if (!removed) throw notFound();
    await app.storage.remove(appFileKey(id));
    return {};
  });

  defineCall(app, 'appFile.download', { guard: READ }, async (request, reply) => {
    const id = fileId(request.params._id);
    const row = await files.get({ _id: id });
    const stored = row && (await app.storage.get(appFileKey(id)));
    if (!row || !stored) throw notFound();
    return reply
      .type('application/vnd.android.package-archive')
      .header('Content-Disposition', `attachment; filename="${row.fileName}"`)
      .header('Content-Length', String(row.size))
      .header('Cache-Control', 'no-store')
      .send(stored.stream);
  });
}
