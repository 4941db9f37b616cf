// Store migration upload (doc 3 §2, §4, §6, §7 'Settings'; docs/api.md 'Store migration'), role 0 only:
//   POST /upload/database (multipart, field `files`) → { lastTaskId, tagCount, productCount, gwCount,
//     accountCount, imported, refused } or 400/413 { message, error_msg } ('Migration failed : {reason}' on the
//     console); the file is read on a worker thread, up to MIGRATION_MAX_BYTES of JSON; the import is one
//     transaction, so a failed one leaves nothing behind.
// The store's migration file, GET /config/store/{store}/export: routes/config/storeMigration.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answer, defineCall } from '../../http/calls.ts';
import { badRequest, multipartError } from '../../http/errors.ts';
import { message, messageBody } from '../../http/messages.ts';
import { writeMailCopy } from '../../auth/passwordReset.ts';
import { tooLarge } from '../../settings/migrationFile.ts';
import { createMigrationReader } from '../../settings/migrationReader.ts';
import { importStore, MigrationError, readUpload } from '../../settings/storeMigration.ts';
import { migrationGuard as guard, superRoleOnly } from '../config/storeMigration.ts';

const UPLOAD_FIELD = message('app.serverMessages.migrationUploadField');

async function readFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_FIELD);
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'files' && !content) content = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    // a file the size of the largest JSON accepted holds more once inflated
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new MigrationError(tooLarge(maxBytes), 413);
    throw multipartError(error);
  }
  if (!content) throw badRequest(UPLOAD_FIELD);
  return content;
}

export default async function storeMigrationUploadRoutes(app: FastifyInstance): Promise<void> {
  const { migrationMaxBytes, mailDir } = app.appConfig;
  await app.register(multipart, { limits: { fileSize: migrationMaxBytes, files: 1, fields: 5 } });
  const reader = createMigrationReader();
  app.addHook('onClose', async () => reader.close());

  defineCall(app, 'store.migrate', { guard }, async (request, reply) => {
    superRoleOnly(request);
    try {
      const content = await readFile(request, migrationMaxBytes);
      const file = await readUpload(app.db, reader, content, migrationMaxBytes);
      const { result, mails } = await importStore(app.db, file, app.appConfig);
      if (mailDir) await Promise.all(mails.map((mail) => writeMailCopy(mailDir, mail)));
      request.log.info(result, 'store migrated');
      return result;
    } catch (error) {
      if (!(error instanceof MigrationError)) throw error;
      request.log.warn({ reason: error.message }, 'store migration refused');
      return answer(reply, 'store.migrate', error.status, {
        ...messageBody(message('app.serverMessages.requestError', { detail: error.message })),
        error_msg: error.message,
      });
    }
  });
}
