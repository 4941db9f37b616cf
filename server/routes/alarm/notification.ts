// Calls alarmNotification.list, .search and .save, alarmContent.list, .get, .save and .saveNamed (schemas/alarmNotification
// and alarmContent.schema.json). The notification settings and contents of doc 3 §2 /alarm/notification (alarm read / alarm write):
// - GET /alarm/notification/setting: every alarm type's setting { type, enabled, class, members, addresses };
//   POST /alarm/notification/setting/search (alarmNotification.search): the same as a table (50 per page, filter_type contains);
// - POST /alarm/notification/setting: one setting or a list of them; members must be accounts, addresses emails;
// - GET /alarm/notification/content (all types) and /alarm/notification/content/{type}: title, detail, subject,
//   body (stored or built in, `custom` when stored); POST /alarm/notification/content/{type} (or .../content
//   with `type` in the body) saves one; `preview: true` in a body answers the text filled with the sample
//   values without saving. The next alarm of that type uses the saved text (raise() reads it in SQL).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AlarmContentInput, AlarmNotificationInput } from '../../../domain/generated/calls.ts';
import { ALARM_TYPES, previewContent } from '../../repositories/alarmCatalogue.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { parsePaging } from '../../db/search.ts';
import { type NotificationSetting } from '../../repositories/alarmNotifications.ts';
import type { AlarmClass } from '../../repositories/alarms.ts';

const KNOWN = new Set(ALARM_TYPES.map((t) => t.type));
const email = z.email();

const alarmRead = { privilege: 'alarm', access: 'read' } as const;
const alarmWrite = { privilege: 'alarm', access: 'write' } as const;

function knownType(type: unknown): string {
  if (typeof type !== 'string' || !KNOWN.has(type))
    throw badRequest(message('app.serverMessages.alarmTypeUnknown', { type: String(type) }));
  return type;
}

export default async function alarmNotificationRoutes(app: FastifyInstance): Promise<void> {
  const notifications = app.repos.alarmNotifications;

  async function settingOf(input: AlarmNotificationInput): Promise<NotificationSetting> {
    const type = knownType(input.type);
    const members = [...new Set((input.members ?? []).map((m) => m.trim().toLowerCase()).filter(Boolean))];
    const addresses = [...new Set((input.addresses ?? []).map((m) => m.trim()).filter(Boolean))];
    const bad = addresses.find((a) => !email.safeParse(a).success);
    if (bad) throw badRequest(message('app.serverMessages.alarmEmailInvalid', { address: bad }));
    if (members.length > 0) {
      const found = await app.repos.accounts.existingEmails(members);
      const unknown = members.find((m) => !found.has(m));
      if (unknown) throw badRequest(message('app.serverMessages.alarmMemberUnknown', { member: unknown }));
    }
    return {
      type,
      enabled: input.enabled ?? false,
      class: (input.class ?? 1) as AlarmClass,
      members,
      addresses,
    };
  }

  defineCall(app, 'alarmNotification.list', { guard: alarmRead }, async () => notifications.settings());

  defineCall(app, 'alarmNotification.search', { guard: alarmRead }, async (request) => {
    const body = request.body ?? {};
    const all = await notifications.settings();
    const filter = typeof body.filter_type === 'string' ? body.filter_type.toLowerCase() : '';
    const rows = filter ? all.filter((s) => s.type.toLowerCase().includes(filter)) : all;
    const { offset, limit } = parsePaging(body, 50);
    return {
      recordsTotal: all.length,
      recordsFiltered: rows.length,
      data: rows.slice(offset, limit === undefined ? undefined : offset + limit),
    };
  });

  defineCall(app, 'alarmNotification.save', { guard: alarmWrite }, async (request) => {
    const body = request.body;
    const list = Array.isArray(body) ? body : [body];
    if (list.length === 0 || list.length > KNOWN.size) throw badRequest(INVALID_VALUE);
    const settings: NotificationSetting[] = [];
    for (const item of list) settings.push(await settingOf(item));
    await notifications.saveSettings(settings);
    request.log.info({ types: settings.map((s) => s.type) }, 'alarm notification settings saved');
    return notifications.settings();
  });

  defineCall(app, 'alarmContent.list', { guard: alarmRead }, async () => notifications.contents());

  defineCall(app, 'alarmContent.get', { guard: alarmRead }, async (request) => {
    if (!KNOWN.has(request.params.type)) throw notFound();
    return notifications.content(request.params.type);
  });

  /** saves a content (preview: answers its texts filled with the sample values, unsaved) */
  const saveContent = async (type: string, content: AlarmContentInput) => {
    const text = {
      title: content.title,
      detail: content.detail,
      subject: content.subject,
      body: content.body,
    };
    if (content.preview === true) return { type, ...previewContent(text, app.appConfig.publicUrl) };
    await notifications.saveContent(type, text);
    return notifications.content(type);
  };

  defineCall(app, 'alarmContent.save', { guard: alarmWrite }, async (request) => {
    if (!KNOWN.has(request.params.type)) throw notFound();
    return saveContent(request.params.type, request.body);
  });

  defineCall(app, 'alarmContent.saveNamed', { guard: alarmWrite }, async (request) =>
    saveContent(knownType(request.body.type), request.body),
  );
}
