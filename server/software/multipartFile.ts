// Reading the one file of a software upload (POST /upgrade/file, POST /app/file): the first file part (field
// `file` or `files`) is streamed to a temporary file under `dir`; other parts are drained. 400 when the body is
// not multipart or holds no file, or an empty one (like a zero-byte signage package); 413 over the limit.
import type { FastifyRequest } from 'fastify';
import { badRequest, multipartError } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { receiveFile, removeQuietly, type ReceivedFile } from './files.ts';

export const NO_FILE = message('app.serverMessages.noFileSent');

export async function readOneFile(
  request: FastifyRequest,
  dir: string,
  limit: number,
  accept: (fileName: string) => boolean = () => true,
): Promise<{ fileName: string; received: ReceivedFile } | { fileName: string; refused: true }> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  let result: { fileName: string; received: ReceivedFile } | { fileName: string; refused: true } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (result || !['file', 'files'].includes(part.fieldname)) {
        part.file.resume();
      } else if (!accept(part.filename)) {
        part.file.resume();
        result = { fileName: part.filename, refused: true };
      } else {
        result = { fileName: part.filename, received: await receiveFile(part.file, dir, limit) };
      }
    }
  } catch (error) {
    if (result && 'received' in result) await removeQuietly(result.received.path);
    throw multipartError(error);
  }
  if (result && 'received' in result && result.received.size === 0) {
    await removeQuietly(result.received.path);
    throw badRequest(NO_FILE);
  }
  if (!result) throw badRequest(NO_FILE);
  return result;
}
