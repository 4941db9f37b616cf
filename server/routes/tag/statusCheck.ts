// POST /tag/status/check { storeCode, cmd?, tagList? } starts a tag status collection for a store (cmd 0 Tag
// Status Check, 1 Battery Check, 2 Gateway Scan, absent All Tag Status Collect); the simulator carries it out
// (server/sim/collection.ts). POST /tag/status/check/stop { storeCode } stops it. Both need tag.write and the
// store in the caller's list (the guard checks the body's storeCode).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { englishMessage, parseBody } from '../../http/validate.ts';
import { doc, withAuthHeaders } from '../docs.ts';

export const COLLECTING_MESSAGES = messages({
  noMatchingTags: 'app.serverMessages.noMatchingTags',
  alreadyRunning: 'app.serverMessages.tagCollectionRunning',
});

const invalid = englishMessage('validation.invalidValue');

const startBody = z.object({
  storeCode: z.string({ message: invalid }).trim().min(1, invalid),
  cmd: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { message: invalid })
    .nullish()
    .transform((v) => v ?? undefined),
  tagList: z
    .array(z.string({ message: invalid }).trim().min(1, invalid), { message: invalid })
    .max(100_000)
    .optional(),
});

const stopBody = z.object({ storeCode: z.string({ message: invalid }).trim().min(1, invalid) });

export default async function statusCheckRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.post(
    '/tag/status/check',
    {
      config: { privilege: 'tag', access: 'write' },
      schema: doc('tag', 'Start a tag status collection for a store', withAuthHeaders),
    },
    async (request) => {
      const body = parseBody(startBody, request.body);
      if (!(await repos.stores.exists(body.storeCode))) throw notFound();
      const tagList = body.tagList ? [...new Set(body.tagList)] : [];
      const { total, gwList } = await repos.collecting.scope(body.storeCode, tagList);
      if (tagList.length && !total) throw badRequest(COLLECTING_MESSAGES.noMatchingTags);
      const startTime = new Date();
      const started = await repos.collecting.start({
        storeCode: body.storeCode,
        cmd: body.cmd,
        gwList,
        tagList,
        total,
        startedBy: request.session?.email ?? '',
        startTime,
      });
      if (!started) throw conflict(COLLECTING_MESSAGES.alreadyRunning);
      request.log.info(
        { storeCode: body.storeCode, cmd: body.cmd ?? null, tags: total },
        'tag status collection started',
      );
      return { storeCode: body.storeCode, startTime, gwList, tagList, cmd: body.cmd };
    },
  );

  app.post(
    '/tag/status/check/stop',
    {
      config: { privilege: 'tag', access: 'write' },
      schema: doc('tag', 'Stop the tag status collection of a store', withAuthHeaders),
    },
    async (request) => {
      const { storeCode } = parseBody(stopBody, request.body);
      const stopped = await repos.collecting.stop(storeCode);
      if (stopped) request.log.info({ storeCode }, 'tag status collection stopped');
      return { storeCode, stopped };
    },
  );
}
