// POST /tag/status/check { storeCode, cmd?, tagList? } starts a tag status collection for a store (cmd 0 Tag
// Status Check, 1 Battery Check, 2 Gateway Scan, absent All Tag Status Collect); the simulator carries it out
// (server/sim/collection.ts). POST /tag/status/check/stop { storeCode } stops it. Both need tag.write and the
// store in the caller's list (the guard checks the body's storeCode).
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { defineCall } from '../../http/calls.ts';

const tagWrite = { privilege: 'tag', access: 'write' } as const;

export const COLLECTING_MESSAGES = messages({
  noMatchingTags: 'app.serverMessages.noMatchingTags',
  alreadyRunning: 'app.serverMessages.tagCollectionRunning',
});

export default async function statusCheckRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(app, 'tag.startStatusCheck', { guard: tagWrite }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    const cmd = request.body.cmd ?? undefined;
    if (!(await repos.stores.exists(storeCode))) throw notFound();
    const tagList = request.body.tagList ? [...new Set(request.body.tagList.map((t) => t.trim()))] : [];
    const { total, gwList } = await repos.collecting.scope(storeCode, tagList);
    if (tagList.length && !total) throw badRequest(COLLECTING_MESSAGES.noMatchingTags);
    const startTime = new Date();
    const started = await repos.collecting.start({
      storeCode,
      cmd,
      gwList,
      tagList,
      total,
      startedBy: request.principal?.email ?? '',
      startTime,
    });
    if (!started) throw conflict(COLLECTING_MESSAGES.alreadyRunning);
    request.log.info({ storeCode, cmd: cmd ?? null, tags: total }, 'tag status collection started');
    return {
      storeCode,
      startTime: startTime.toISOString(),
      gwList,
      tagList,
      ...(cmd === undefined ? {} : { cmd }),
    };
  });

  defineCall(app, 'tag.stopStatusCheck', { guard: tagWrite }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    const stopped = await repos.collecting.stop(storeCode);
    if (stopped) request.log.info({ storeCode }, 'tag status collection stopped');
    return { storeCode, stopped };
  });
}
