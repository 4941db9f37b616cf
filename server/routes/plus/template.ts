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
import { answer, defineCall } from '../../http/calls.ts';
import type { TemplateRow } from '../../../domain/generated/calls.ts';
import type { TemplateRow as StoredTemplate } from '../../repositories/plusTemplates.ts';
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

/** a template row as the API answers it: its time as ISO text, its slides as plain objects */
export function templateAnswer(
  row: StoredTemplate & { sentTo?: string[]; unlinked?: string[] },
): TemplateRow {
  const { show, updatedAt, ...rest } = row;
  return {
    ...rest,
    show: show.map((slide) => ({ ...slide })),
    updatedAt: new Date(updatedAt as string | Date).toISOString(),
  };
}

export default async function plusTemplateRoutes(app: FastifyInstance): Promise<void> {
  const templates = app.repos.plusTemplates;

  defineCall(app, 'plusTemplate.list', { guard: READ }, async (request) => {
    await storeExists(app, request.params.storeCode);
    return { data: (await templates.listOf(request.params.storeCode)).map(templateAnswer) };
  });

  defineCall(app, 'plusTemplate.get', { guard: READ }, async (request) => {
    const row = await templates.one(request.params.storeCode, request.params.name);
    if (!row) throw notFound();
    return templateAnswer(row);
  });

  defineCall(app, 'plusTemplate.export', { guard: READ }, async (request, reply) => {
    const row = await templates.one(request.params.storeCode, request.params.name);
    if (!row) throw notFound();
    // the file's text (a file answer: not an object Fastify would write from a schema)
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row._id)}.json`)
      .send(JSON.stringify({ name: row._id, size: row.size, show: row.show }));
  });

  defineCall(app, 'plusTemplate.save', { guard: WRITE }, async (request) => {
    const code = request.params.storeCode;
    const name = templateName(request.params.name);
    await storeExists(app, code);
    const body = request.body;
    const size = body.size ?? DEFAULT_TEMPLATE_SIZE;
    if (!isTemplateSize(size)) throw badRequest(INVALID_VALUE);
    const parsed = parseShow(body.show ?? []);
    if ('problem' in parsed)
      throw badRequest(message('app.serverMessages.plusShowProblem', { problem: parsed.problem }));
    if (request.query.create === 1 && request.query.overwrite !== 1 && (await templates.one(code, name)))
      throw conflict(message(TEMPLATE_MESSAGES.nameRegistered));
    return templateAnswer(
      await inTransaction(app.db, (repos) => saveTemplate(repos, code, name, size, parsed.show)),
    );
  });

  defineCall(app, 'plusTemplate.importFile', { guard: WRITE }, async (request) => {
    const store = request.params.storeCode;
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
    return { data: saved.map(templateAnswer) };
  });

  const refuseInUse = async (store: string, names: string[], key: string) => {
    const devices = await templateUsage(app.db, store, names);
    if (devices.length > 0) return { ...messageBody(message(key)), devices };
    return undefined;
  };

  defineCall(app, 'plusTemplate.remove', { guard: WRITE }, async (request, reply) => {
    const { storeCode: store, name: id } = request.params;
    if (!(await templates.one(store, id))) throw notFound();
    const refused = await refuseInUse(store, [id], MEDIA_IN_USE_MESSAGES.template);
    if (refused) return answer(reply, 'plusTemplate.remove', 409, refused);
    await templates.remove(store, [id]);
    return {};
  });

  defineCall(app, 'plusTemplate.removeMany', { guard: WRITE }, async (request, reply) => {
    const store = request.params.storeCode;
    const list = request.body.idList;
    if (list.length === 0) throw badRequest(INVALID_VALUE);
    const refused = await refuseInUse(store, list, TEMPLATE_MESSAGES.inUse);
    if (refused) return answer(reply, 'plusTemplate.removeMany', 409, refused);
    return { count: await templates.remove(store, list) };
  });

  defineCall(app, 'plusTemplate.devices', { guard: READ }, async (request) => {
    const { storeCode, name } = request.params;
    if (!(await templates.one(storeCode, name))) throw notFound();
    return { data: await templateUsage(app.db, storeCode, [name]) };
  });
}
