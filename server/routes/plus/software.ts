// Signage software packages per store (doc 3 §2, §3 'Software package (signage)': os, model, ver, updatedAt,
// _id; §7 Signage; docs/api.md 'Signage devices'): POST multipart /plus/store/{code}/sw/file (also /apk/file,
// the spec's other spelling; fields os, model, ver and one file; ?id replaces a package),
// DELETE /plus/store/{code}/sw/file/{id} ('S/W is removed.'). The files live in the storage (server/storage/)
// as plus-media/{storeCode}/sw/{_id}, received like the media files
// (server/plus/mediaUpload.ts): streamed to a temporary file, stored once the row exists, nothing left on a refusal.
// The table, POST /status/store/{code}/plus/sw/search: routes/status/store/plus.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_MESSAGES, DEVICE_MODELS } from '../../../domain/plusDevice.ts';
import { badRequest, multipartError, notFound } from '../../http/errors.ts';
import { message, messageBody } from '../../http/messages.ts';
import { mediaDir, mediaPath } from '../../plus/mediaFiles.ts';
import { removeUploads } from '../../plus/mediaUpload.ts';
import { incomingDir, receiveFile, removeQuietly, type ReceivedFile } from '../../software/files.ts';
import { putFile, removeQuietly as removeStored } from '../../storage/storage.ts';
import { NO_FILE } from '../../software/multipartFile.ts';
import { inTransaction } from '../../repositories/index.ts';
import { defineCall, type CallRequest } from '../../http/calls.ts';
import type { PlusSoftwareRow } from '../../../domain/generated/calls.ts';
import type { PlusSoftware } from '../../../domain/generated/types.ts';
import { storeExists } from '../../http/storeScope.ts';
import { mediaNumber } from './media.ts';

const WRITE = { privilege: 'plus', access: 'write' } as const;

export const SW_MESSAGES = {
  fields: message('app.serverMessages.plusSwFields'),
  model: message('app.serverMessages.plusSwModel', { models: DEVICE_MODELS.map((m) => m.model).join(', ') }),
  tooLong: message('app.serverMessages.plusSwTooLong'),
} as const;

interface SwUpload {
  name: string;
  received: ReceivedFile;
  os: string;
  model: string;
  ver: string;
}

/** the fields os, model, ver, or the file name `{model}_{os}_{ver}.{ext}` */
function describe(
  fields: Record<string, string>,
  fileName: string,
): { os: string; model: string; ver: string } {
  const named = /^([A-Z0-9]+)_([^_]+)_(.+?)(\.[A-Za-z0-9]+)?$/.exec(fileName);
  const os = fields.os?.trim() || named?.[2] || '';
  const model = fields.model?.trim() || named?.[1] || '';
  const ver = fields.ver?.trim() || named?.[3] || '';
  if (!os || !model || !ver) throw badRequest(SW_MESSAGES.fields);
  if (!DEVICE_MODELS.some((m) => m.model === model)) throw badRequest(SW_MESSAGES.model);
  if (os.length > 32 || ver.length > 32) throw badRequest(SW_MESSAGES.tooLong);
  return { os, model, ver };
}

async function readSwUpload(request: FastifyRequest, dir: string, limit: number): Promise<SwUpload> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const fields: Record<string, string> = {};
  let file: { name: string; received: ReceivedFile } | undefined;
  try {
    try {
      for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        } else if (!file && ['file', 'files'].includes(part.fieldname)) {
          const name = (part.filename.replace(/\\/g, '/').split('/').pop() ?? '').trim().slice(0, 255);
          file = { name: name || 'sw', received: await receiveFile(part.file, dir, limit) };
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      throw multipartError(error);
    }
    if (!file || file.received.size === 0) throw badRequest(NO_FILE);
    return { ...file, ...describe(fields, file.name) };
  } catch (error) {
    await removeUploads([file?.received]);
    throw error;
  }
}

/** a stored package as the API answers it: its time as ISO text */
function softwareAnswer(row: PlusSoftware): PlusSoftwareRow {
  const { updatedAt } = row as { updatedAt: unknown };
  return { ...row, updatedAt: new Date(updatedAt as string | Date).toISOString() };
}

export default async function plusSoftwareRoutes(app: FastifyInstance): Promise<void> {
  const { dataDir, plusMediaMaxBytes } = app.appConfig;
  // a package may be as large as a video
  const limit = plusMediaMaxBytes.video;
  await app.register(multipart, { limits: { fileSize: limit } });
  const software = app.repos.plusSoftware;
  const byId = async (store: string, raw: string) => {
    const row = await software.get({ _id: mediaNumber(raw) });
    if (!row || row.storeCode !== store) throw notFound();
    return row;
  };

  const upload = async (
    request: CallRequest<'plusSoftware.upload' | 'plusSoftware.uploadApk'>,
  ): Promise<PlusSoftwareRow> => {
    const code = request.params.storeCode;
    await storeExists(app, code);
    const current = request.query.id === undefined ? undefined : await byId(code, request.query.id);
    const dir = mediaDir(code, 'sw');
    const sw = await readSwUpload(request, incomingDir(dataDir), limit);
    let placed: string | undefined;
    try {
      return await inTransaction(app.db, async (repos) => {
        const repo = repos.plusSoftware;
        const values = {
          os: sw.os,
          model: sw.model,
          ver: sw.ver,
          name: sw.name,
          size: sw.received.size,
          sha256: sw.received.sha256,
          createdBy: request.principal?.email ?? '',
          updatedAt: new Date().toISOString(),
        };
        const row = current
          ? await repo.update({ _id: current._id }, values)
          : await repo.insert({ ...values, storeCode: code });
        if (!row) throw notFound();
        placed = mediaPath(dir, row._id);
        await putFile(app.storage, placed, sw.received.path);
        return softwareAnswer(row);
      });
    } catch (error) {
      // a replaced package's file is only overwritten once its row is saved: a failure before leaves it
      if (placed && !current) await removeStored(app.storage, placed);
      throw error;
    } finally {
      await removeQuietly(sw.received.path);
    }
  };
  defineCall(app, 'plusSoftware.upload', { guard: WRITE }, upload);
  defineCall(app, 'plusSoftware.uploadApk', { guard: WRITE }, upload);

  defineCall(app, 'plusSoftware.remove', { guard: WRITE }, async (request) => {
    const code = request.params.storeCode;
    const row = await byId(code, request.params.id);
    await software.delete({ _id: row._id });
    await removeStored(app.storage, mediaPath(mediaDir(code, 'sw'), row._id));
    return { _id: row._id, ...messageBody(message(DEVICE_MESSAGES.swRemoved)) };
  });
}
