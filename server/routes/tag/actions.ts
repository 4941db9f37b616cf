// Tag actions of the tag detail page (doc 1 §7 Tag actions): POST /tag/deassign, /tag/reassign and
// /tag/reassign/all, each `{ storeCode, tagList: [tagMac or tagId] }` (reassign all: every assigned tag of the
// store, no list needed). tag.write; the guard checks the body's storeCode, and a listed tag of a store outside
// the caller's stores is refused (403) too. They create update tasks (server/tasks/updateTasks.ts: tags go WIP
// with their statistics deltas; the simulator's radio finishes them). No tag of the store: 400 'no matching tags'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../http/errors.ts';
import { defineCall } from '../../http/calls.ts';
import type { StoreTags, TagTask } from '../../../domain/generated/calls.ts';
import type { TagRow } from '../../repositories/tags.ts';
import { createUpdateTask, NO_MATCHING_TAGS, type UpdateTaskKind } from '../../tasks/updateTasks.ts';
import { storeExists } from '../../http/storeScope.ts';

const tagWrite = { privilege: 'tag', access: 'write' } as const;

export default async function tagActionRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;

  /** The tags of the body's store that its list names; tags of stores outside the session: 403. */
  async function listedTags(
    request: FastifyRequest,
    body: StoreTags,
  ): Promise<{ storeCode: string; tags: TagRow[] }> {
    await storeExists(app, body.storeCode);
    const resolved = await repos.tags.resolve(body.storeCode, [...new Set(body.tagList)]);
    const allowed = request.principal?.stores;
    if (allowed && resolved.otherStores.some((code) => !allowed.includes(code))) throw forbidden();
    if (resolved.inStore.length === 0) throw badRequest(NO_MATCHING_TAGS);
    return { storeCode: body.storeCode, tags: resolved.inStore };
  }

  async function start(
    request: FastifyRequest,
    storeCode: string,
    kind: UpdateTaskKind,
    tags: TagRow[],
  ): Promise<TagTask> {
    const task = await createUpdateTask(db, {
      storeCode,
      kind,
      tags: tags.map((t) => ({ tagId: t.tagId })),
      createdBy: request.principal?.email ?? '',
    });
    request.log.info(
      { storeCode, kind, taskId: task.taskId, tags: task.tagCount },
      'tag update task created',
    );
    return { storeCode, ...task };
  }

  defineCall(app, 'tag.deassign', { guard: tagWrite }, async (request) => {
    const { storeCode, tags } = await listedTags(request, request.body);
    return start(request, storeCode, 'DEASSIGN', tags);
  });

  defineCall(app, 'tag.reassign', { guard: tagWrite }, async (request) => {
    const { storeCode, tags } = await listedTags(request, request.body);
    return start(request, storeCode, 'REASSIGN', tags);
  });

  defineCall(app, 'tag.reassignAll', { guard: tagWrite }, async (request) => {
    const { storeCode } = request.body;
    await storeExists(app, storeCode);
    const tags = await repos.tags.assignedInStore(storeCode);
    if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
    return start(request, storeCode, 'REASSIGN', tags);
  });
}
