// Signage media (doc 3 §2 Signage add-on, §4, §5 Signage, §7 Signage; docs/api.md 'Signage media'):
// POST /plus/store/{code}/{type}/file (multipart; query id replaces one file), GET /plus/store/{store}/{type}/list,
// GET and DELETE /plus/store/{store}/{type}/file/{file}, GET /plus/store/{store}/video/file/{file}/thumbnail,
// GET /plus/device/findByImage|Video|Widget/{id}/store/{store}. type is image, video or widget. plus read /
// write; the guard scopes the path's store to the session. A store's media table: routes/status/store/plus.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MEDIA_IN_USE_MESSAGES, MEDIA_TYPES, type MediaType } from '../../../domain/signageTemplate.ts';
import type { PlusMediaRow } from '../../../domain/generated/calls.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { message, messageBody } from '../../http/messages.ts';
import { mediaDir, mediaPath, thumbnailPath } from '../../plus/mediaFiles.ts';
import { readMediaUpload, removeUploads } from '../../plus/mediaUpload.ts';
import { mediaUsage } from '../../plus/usage.ts';
import { inTransaction } from '../../repositories/index.ts';
import { incomingDir } from '../../software/files.ts';
import { copyStored, putFile, readSmall, removeQuietly } from '../../storage/storage.ts';
import { storeExists } from '../../http/storeScope.ts';

const READ = { privilege: 'plus', access: 'read' } as const;
const WRITE = { privilege: 'plus', access: 'write' } as const;

export function mediaType(raw: string): MediaType {
  if (!MEDIA_TYPES.includes(raw as MediaType)) throw notFound();
  return raw as MediaType;
}

export function mediaNumber(raw: string | undefined): number {
  const id = Number(raw);
  if (raw === undefined || !/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

const FIND_BY: Record<string, MediaType> = {
  findByImage: 'image',
  findByVideo: 'video',
  findByWidget: 'widget',
};

export default async function plusMediaRoutes(app: FastifyInstance): Promise<void> {
  const { dataDir, plusMediaMaxBytes } = app.appConfig;
  await app.register(multipart, { limits: { fileSize: Math.max(...Object.values(plusMediaMaxBytes)) } });
  const media = app.repos.plusMedia;

  // multipart: file/files, meta, thumbnail (up to 10 files); ?id replaces one
  defineCall(app, 'plusMedia.upload', { guard: WRITE }, async (request) => {
    const code = request.params.storeCode;
    const type = mediaType(request.params.type);
    await storeExists(app, code);
    const replacing = request.query.id === undefined ? undefined : mediaNumber(request.query.id);
    const current = replacing === undefined ? undefined : await media.byId(code, type, replacing);
    if (replacing !== undefined && !current) throw notFound();
    const dir = mediaDir(code, type);
    const uploads = await readMediaUpload(
      request,
      incomingDir(dataDir),
      type,
      plusMediaMaxBytes[type],
      replacing !== undefined,
    );
    const placed: string[] = [];
    const saved: Array<{ from: string; to: string }> = [];
    try {
      const rows = await inTransaction(app.db, async (repos) => {
        const repo = repos.plusMedia;
        const result = [];
        for (const upload of uploads) {
          const values = {
            name: upload.name,
            contentType: upload.sniffed.contentType,
            size: upload.received.size,
            width: upload.sniffed.width ?? null,
            height: upload.sniffed.height ?? null,
            thumbnail: upload.thumbnail !== undefined,
            sha256: upload.received.sha256,
            createdBy: request.principal?.email ?? '',
            updatedAt: new Date().toISOString(),
          };
          const row = current
            ? await repo.update({ _id: current._id }, values)
            : await repo.insert({ ...values, storeCode: code, type, id: await repo.nextId(code, type) });
          if (!row) throw notFound();
          const targets: Array<[string | undefined, string]> = [
            [upload.received.path, mediaPath(dir, row._id)],
            [upload.thumbnail?.path, thumbnailPath(dir, row._id)],
          ];
          for (const [from, to] of targets) {
            if (current && (await copyStored(app.storage, to, `${to}.old`))) {
              saved.push({ from: `${to}.old`, to });
              if (!from) await app.storage.remove(to);
            }
            if (from) {
              await putFile(app.storage, to, from);
              placed.push(to);
            }
          }
          result.push(row);
        }
        return result;
      });
      await Promise.all(saved.map((s) => removeQuietly(app.storage, s.from)));
      return { data: rows as PlusMediaRow[] };
    } catch (error) {
      await Promise.all(placed.map((key) => removeQuietly(app.storage, key)));
      for (const s of saved)
        if (await copyStored(app.storage, s.from, s.to).catch(() => false))
          await removeQuietly(app.storage, s.from);
      throw error;
    } finally {
      await removeUploads(uploads.flatMap((u) => [u.received, u.thumbnail]));
    }
  });

  defineCall(app, 'plusMedia.list', { guard: READ }, async (request) => {
    const type = mediaType(request.params.type);
    await storeExists(app, request.params.storeCode);
    return { data: (await media.listOf(request.params.storeCode, type)) as PlusMediaRow[] };
  });

  const fileOf = async (store: string, rawType: string, rawId: string) => {
    const type = mediaType(rawType);
    const row = await media.byId(store, type, mediaNumber(rawId));
    if (!row) throw notFound();
    return { type, row, dir: mediaDir(store, type) };
  };

  defineCall(app, 'plusMedia.file', { guard: READ }, async (request, reply) => {
    const { row, dir } = await fileOf(request.params.storeCode, request.params.type, request.params.id);
    const stored = await app.storage.get(mediaPath(dir, row._id));
    if (!stored) throw notFound();
    const disposition = request.query.inline === '1' ? 'inline' : 'attachment';
    return reply
      .type(row.contentType ?? 'application/octet-stream')
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('Content-Length', String(row.size))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stored.stream);
  });

  // the thumbnail captured at upload
  defineCall(app, 'plusMedia.thumbnail', { guard: READ }, async (request, reply) => {
    const { row, dir } = await fileOf(request.params.storeCode, 'video', request.params.id);
    const head = row.thumbnail ? await readSmall(app.storage, thumbnailPath(dir, row._id)) : undefined;
    if (!head) throw notFound();
    return reply
      .type(head[0] === 0x89 ? 'image/png' : 'image/jpeg')
      .header('Cache-Control', 'no-store')
      .send(head);
  });

  // 409 while templates or devices use it
  defineCall(app, 'plusMedia.remove', { guard: WRITE }, async (request, reply) => {
    const store = request.params.storeCode;
    const { type, row, dir } = await fileOf(store, request.params.type, request.params.id);
    const usage = await mediaUsage(app.db, store, type, row.id);
    if (usage.templates.length > 0 || usage.devices.length > 0)
      return answer(reply, 'plusMedia.remove', 409, {
        ...messageBody(message(MEDIA_IN_USE_MESSAGES[type])),
        ...usage,
      });
    await media.delete({ _id: row._id });
    await Promise.all([
      removeQuietly(app.storage, mediaPath(dir, row._id)),
      removeQuietly(app.storage, thumbnailPath(dir, row._id)),
    ]);
    return {};
  });

  defineCall(app, 'plusMedia.usedBy', { guard: READ }, async (request) => {
    const { finder, id, storeCode } = request.params;
    const type = Object.hasOwn(FIND_BY, finder) ? FIND_BY[finder] : undefined;
    if (!type) throw notFound();
    const { row } = await fileOf(storeCode, type, id);
    const usage = await mediaUsage(app.db, storeCode, type, row.id);
    return { data: usage.devices, templates: usage.templates };
  });
}
