// GET /alarm/setting (alarm read) and POST /alarm/setting (alarm write): the alarm setting of doc 3 §3
// (memoryThreshold, diskThreshold, progressThreshold, totalTagsThreshold, receiveCriticalOnly); a POST may send
// some fields, the others keep their value. They drive the raising at once (docs/api.md 'Alarms and mail').
// GET /alarm/config (alarm read): the alarm configuration of doc 3 §3: the types (with class and cause), the
// content of each (title, detail), the variables of titles, details, subjects and bodies (with the preview's
// sample values), `admin` (the role 0 accounts' emails, masked without member read) and `server` (this server's
// address in mails).
import type { FastifyInstance } from 'fastify';
import { alarmSettingValidators } from '../../../domain/generated/validators.ts';
import { ALARM_TYPES, ALARM_VARIABLES } from '../../repositories/alarmCatalogue.ts';
import { emailsFor } from '../../auth/accountEmails.ts';
import { parseBody } from '../../http/validate.ts';
import { type AlarmSettingValues } from '../../repositories/alarmNotifications.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

export default async function alarmSettingRoutes(app: FastifyInstance): Promise<void> {
  const notifications = app.repos.alarmNotifications;

  app.get(
    '/alarm/setting',
    {
      config: { privilege: 'alarm', access: 'read' },
      schema: doc('alarm', 'The alarm setting', {
        ...withAuthHeaders,
        response: { 200: entity('AlarmSetting') },
      }),
    },
    async () => notifications.setting(),
  );

  app.post(
    '/alarm/setting',
    {
      config: { privilege: 'alarm', access: 'write' },
      schema: doc('alarm', 'Save the alarm setting (fields not sent keep their value)', {
        ...withAuthHeaders,
        body: entity('AlarmSetting'),
      }),
    },
    async (request) => {
      const input = parseBody(alarmSettingValidators.api.update, request.body);
      const current = await notifications.setting();
      const next: AlarmSettingValues = { ...current };
      for (const [key, value] of Object.entries(input)) {
        if (value !== null && value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
      }
      request.log.info(next, 'alarm setting saved');
      return notifications.saveSetting(next);
    },
  );

  app.get(
    '/alarm/config',
    {
      config: { privilege: 'alarm', access: 'read' },
      schema: doc(
        'alarm',
        'The alarm types, their contents, the variables, admin and server',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const show = emailsFor(request.session);
      const contents = await notifications.contents();
      const admins = await app.repos.accounts.emailsWithRole(0);
      return {
        types: ALARM_TYPES,
        content: Object.fromEntries(contents.map((c) => [c.type, { title: c.title, detail: c.detail }])),
        variables: ALARM_VARIABLES,
        admin: admins.map((email) => show(email)),
        server: app.appConfig.publicUrl,
      };
    },
  );
}
