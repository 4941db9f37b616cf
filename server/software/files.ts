// Uploaded files streamed to disk (upgrade packages, mobile app files, signage media): a part of a multipart body
// is written to a temporary file of this instance (DATA_DIR/incoming) while its sha256 is computed; a body over
// the size limit, or any failure, removes the temporary file (nothing is left behind). The caller checks it and
// puts it into the storage (server/storage/) once its row exists.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/errors.ts';
import { message } from '../http/messages.ts';

export interface ReceivedFile {
  /** the temporary file */
  path: string;
  size: number;
  sha256: string;
}

/** this instance's temporary files of uploads being received */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');

export const fileTooLarge = (limit: number) =>
  new HttpError(413, message('app.serverMessages.fileTooLarge', { mb: Math.floor(limit / (1024 * 1024)) }));

/** Streams `file` into a temporary file of `dir`; 413 (and no file) when the multipart limit cut it short. */
export async function receiveFile(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  dir: string,
  limit: number,
): Promise<ReceivedFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.incoming-${randomBytes(8).toString('hex')}`);
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, count, fs.createWriteStream(tmp, { flags: 'wx' }));
    if (file.truncated) throw fileTooLarge(limit);
  } catch (error) {
    await removeQuietly(tmp);
    throw error;
  }
  return { path: tmp, size, sha256: hash.digest('hex') };
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true }).catch(() => undefined);
}

/** sha256 of a file from byte `start` on (the payload of an upgrade package) */
export async function sha256Of(file: string, start = 0): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file, { start }), hash);
  return hash.digest('hex');
}
