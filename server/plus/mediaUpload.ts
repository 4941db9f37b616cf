// Reading a signage media upload (POST /plus/store/{code}/{type}/file): up to 10 file parts (field `file` or
// `files`; 1 when replacing), with the console's optional `meta` field (JSON list, by file order, of
// { width, height }: a video's size read by the browser) and `thumbnail` file parts (by file order: a video's
// picture captured in the browser). Every part is streamed to a temporary file and checked by its first bytes;
// any refusal removes every temporary file.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { MediaType } from '../../domain/signageTemplate.ts';
import { badRequest, multipartError } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { INVALID_FILE_FORMAT } from '../http/uploadForm.ts';
import { receiveFile, removeQuietly, type ReceivedFile } from '../software/files.ts';
import { NO_FILE } from '../software/multipartFile.ts';
import { isThumbnail, readHead, sniff, type Sniffed } from './mediaFiles.ts';

/** doc 3 §9: at most 10 files, 1 when replacing */
export const MAX_UPLOAD_FILES = 10;
export const TOO_MANY_FILES = message('app.serverMessages.uploadTooMany');
export const ONE_FILE_TO_REPLACE = message('app.serverMessages.replaceOneFile');
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

export interface UploadedMedia {
  name: string;
  received: ReceivedFile;
  sniffed: Sniffed;
  thumbnail?: ReceivedFile;
}

const fileName = (raw: string) => (path.basename(raw.replace(/\\/g, '/')).trim() || 'file').slice(0, 255);

function dimension(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000
    ? value
    : undefined;
}

export async function removeUploads(files: Array<ReceivedFile | undefined>): Promise<void> {
  await Promise.all(files.filter((f): f is ReceivedFile => !!f).map((f) => removeQuietly(f.path)));
}

export async function readMediaUpload(
  request: FastifyRequest,
  dir: string,
  type: MediaType,
  limit: number,
  replacing: boolean,
): Promise<UploadedMedia[]> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const files: Array<{ name: string; received: ReceivedFile }> = [];
  const thumbnails: ReceivedFile[] = [];
  let meta: unknown[] = [];
  const all = () => [...files.map((f) => f.received), ...thumbnails];
  try {
    try {
      for await (const part of request.parts({
        limits: { fileSize: limit, files: 2 * MAX_UPLOAD_FILES + 2 },
      })) {
        if (part.type === 'field') {
          if (part.fieldname === 'meta' && typeof part.value === 'string') {
            try {
              const parsed: unknown = JSON.parse(part.value);
              meta = Array.isArray(parsed) ? parsed : [];
            } catch {
              throw badRequest(INVALID_FILE_FORMAT);
            }
          }
          continue;
        }
        if (part.fieldname === 'thumbnail' && type === 'video') {
          thumbnails.push(await receiveFile(part.file, dir, limit));
        } else if (['file', 'files'].includes(part.fieldname)) {
          if (files.length >= MAX_UPLOAD_FILES) throw badRequest(TOO_MANY_FILES);
          files.push({ name: fileName(part.filename), received: await receiveFile(part.file, dir, limit) });
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      throw multipartError(error);
    }
    if (files.length === 0) throw badRequest(NO_FILE);
    if (replacing && files.length !== 1) throw badRequest(ONE_FILE_TO_REPLACE);
    const uploads: UploadedMedia[] = [];
    for (const [i, file] of files.entries()) {
      const sniffed = sniff(type, await readHead(file.received.path));
      if (!sniffed || file.received.size === 0) throw badRequest(INVALID_FILE_FORMAT);
      const given = (meta[i] ?? {}) as { width?: unknown; height?: unknown };
      const width = sniffed.width ?? dimension(given.width);
      const height = sniffed.height ?? dimension(given.height);
      const thumbnail = thumbnails[i];
      if (
        thumbnail &&
        (thumbnail.size > THUMBNAIL_MAX_BYTES || !isThumbnail(await readHead(thumbnail.path, 64)))
      )
        throw badRequest(INVALID_FILE_FORMAT);
      uploads.push({
        name: file.name,
        received: file.received,
        sniffed: { ...sniffed, width, height },
        thumbnail,
      });
    }
    // thumbnails beyond the files are dropped now
    await removeUploads(thumbnails.slice(files.length));
    return uploads;
  } catch (error) {
    await removeUploads(all());
    throw error;
  }
}
