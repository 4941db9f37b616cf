// Signage templates (doc 3 §2, §3 Template, §4, §5 Signage, §7 Signage; docs/api.md 'Signage templates'):
// GET /plus/store/{store}/template/list (the table, POST /status/store/{code}/plus/template/search, is in
// routes/status/store/plus.ts),
// GET and POST /plus/store/{code}/template/{id} (POST ?create=1 refuses an existing name unless &overwrite=1),
// DELETE /plus/store/{store}/template/{id}, POST /plus/store/{store}/template/delete {idList},
// POST /plus/store/{store}/template/import (JSON body: the file's content; ?replace={id}),
// GET /plus/store/{store}/template/{id}/export, GET /plus/device/findByTemplate/{id}/store/{store}.
import type { FastifyInstance } from 'fastify';
import {
  MEDIA_IN_USE_MESSAGES,
  parseShow,
  parseTemplateFile,
  isTemplateSize,
  TEMPLATE_MESSAGES,
  DEFAULT_TEMPLATE_SIZE,
  type Slide,
  type TemplateSize,
} from '../../../domain/signageTemplate.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { message, messageBody } from '../../http/messages.ts';
import { templateUsage } from '../../plus/usage.ts';
import { inTransaction, type Repositories } from '../../repositories/index.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { storeExists } from '../../http/storeScope.ts';

const READ = { privilege: 'plus', access: 'read' } as const;
const WRITE = { privilege: 'plus', access: 'write' } as const;
export const TEMPLATE_NAME_MAX = 64;

export function templateName(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw badRequest(message('app.serverMessages.fillInTemplateName'));
  const name = raw.trim();
  if (name.length > TEMPLATE_NAME_MAX || /[/\\?#%]/.test(name)) throw badRequest(INVALID_VALUE);
  return name;
}

/**
 * Saves a template and hands its show to the devices that follow it (PlusDeviceShowsRepository.followTemplate), in
 * the caller's transaction: the saved row with `sentTo`, the devices given the new show, and `unlinked`, those its
 * new size no longer fits.
 */
async function saveTemplate(
  repos: Repositories,
  store: string,
  name: string,
  size: TemplateSize,
  show: Slide[],
) {
  const row = await repos.plusTemplates.save(store, name, size, show);
  const { given, unlinked } = await repos.plusDeviceShows.followTemplate(store, name, size, show);
  return { ...row, sentTo: given, unlinked };
}

export default async function plusTemplateRoutes(app: FastifyInstance): Promise<void> {
  const templates = app.repos.plusTemplates;

  app.get<{ Params: { store: string } }>(
    '/plus/store/:store/template/list',
    { config: READ, schema: doc('signage', "A store's templates by name", withAuthHeaders) },
    async (request) => {
      await storeExists(app, request.params.store);
      return { data: await templates.listOf(request.params.store) };
    },
  );

  app.get<{ Params: { code: string; id: string } }>(
    '/plus/store/:code/template/:id',
    { config: READ, schema: doc('signage', 'One template: _id, size, show, updatedAt', withAuthHeaders) },
    async (request) => {
      const row = await templates.one(request.params.code, request.params.id);
      if (!row) throw notFound();
      return row;
    },
  );

  app.get<{ Params: { store: string; id: string } }>(
    '/plus/store/:store/template/:id/export',
    {
      config: READ,
      schema: doc('signage', 'A template as its JSON file { name, size, show }', withAuthHeaders),
    },
    async (request, reply) => {
      const row = await templates.one(request.params.store, request.params.id);
      if (!row) throw notFound();
      return reply
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row._id)}.json`)
        .send({ name: row._id, size: row.size, show: row.show });
    },
  );

  app.post<{
    Params: { code: string; id: string };
    Querystring: { create?: string; overwrite?: string };
    Body: { size?: unknown; show?: unknown };
  }>(
    '/plus/store/:code/template/:id',
    {
      config: WRITE,
      schema: doc(
        'signage',
        'Save a template { size, show }; ?create=1 refuses an existing name (409) unless &overwrite=1',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { code } = request.params;
      const name = templateName(request.params.id);
      await storeExists(app, code);
      const body = (request.body ?? {}) as { size?: unknown; show?: unknown };
      const size = body.size ?? DEFAULT_TEMPLATE_SIZE;
      if (!isTemplateSize(size)) throw badRequest(INVALID_VALUE);
      const parsed = parseShow(body.show ?? []);
      if ('problem' in parsed)
        throw badRequest(message('app.serverMessages.plusShowProblem', { problem: parsed.problem }));
      if (
        request.query.create === '1' &&
        request.query.overwrite !== '1' &&
        (await templates.one(code, name))
      )
        throw conflict(message(TEMPLATE_MESSAGES.nameRegistered));
      return inTransaction(app.db, (repos) => saveTemplate(repos, code, name, size, parsed.show));
    },
  );

  app.post<{ Params: { store: string }; Querystring: { replace?: string }; Body: unknown }>(
    '/plus/store/:store/template/import',
    {
      config: WRITE,
      schema: doc(
        'signage',
        "Import a template file's JSON ({ name, show, size } or a list); ?replace={id} takes show and size",
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { store } = request.params;
      await storeExists(app, store);
      const replace = request.query.replace === undefined ? undefined : templateName(request.query.replace);
      const parsed = parseTemplateFile(JSON.stringify(request.body ?? null), replace !== undefined);
      if ('problem' in parsed) throw badRequest(message(parsed.problem));
      if (replace !== undefined && !(await templates.one(store, replace))) throw notFound();
      const saved = await inTransaction(app.db, async (repos) => {
        const rows = [];
        for (const t of parsed.templates)
          rows.push(await saveTemplate(repos, store, replace ?? templateName(t.name), t.size, t.show));
        return rows;
      });
      return { data: saved };
    },
  );

  const refuseInUse = async (store: string, names: string[], key: string) => {
    const devices = await templateUsage(app.db, store, names);
    if (devices.length > 0) return { ...messageBody(message(key)), devices };
    return undefined;
  };

  app.delete<{ Params: { store: string; id: string } }>(
    '/plus/store/:store/template/:id',
    {
      config: WRITE,
      schema: doc('signage', 'Delete a template; 409 while devices follow it', withAuthHeaders),
    },
    async (request, reply) => {
      const { store, id } = request.params;
      if (!(await templates.one(store, id))) throw notFound();
      const refused = await refuseInUse(store, [id], MEDIA_IN_USE_MESSAGES.template);
      if (refused) return reply.code(409).send(refused);
      await templates.remove(store, [id]);
      return {};
    },
  );

  app.post<{ Params: { store: string }; Body: { idList?: unknown } }>(
    '/plus/store/:store/template/delete',
    {
      config: WRITE,
      schema: doc(
        'signage',
        'Delete several templates { idList }; 409 (nothing deleted) when one is in use',
        withAuthHeaders,
      ),
    },
    async (request, reply) => {
      const { store } = request.params;
      const list = (request.body ?? {}).idList;
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.length > 1000 ||
        !list.every((i) => typeof i === 'string')
      )
        throw badRequest(INVALID_VALUE);
      const refused = await refuseInUse(store, list as string[], TEMPLATE_MESSAGES.inUse);
      if (refused) return reply.code(409).send(refused);
      return { count: await templates.remove(store, list as string[]) };
    },
  );

  app.get<{ Params: { id: string; store: string } }>(
    '/plus/device/findByTemplate/:id/store/:store',
    { config: READ, schema: doc('signage', 'The devices following a template', withAuthHeaders) },
    async (request) => {
      if (!(await templates.one(request.params.store, request.params.id))) throw notFound();
      return { data: await templateUsage(app.db, request.params.store, [request.params.id]) };
    },
  );
}
