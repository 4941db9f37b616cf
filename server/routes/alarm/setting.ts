// Calls alarmSetting.get, .save and .config (schemas/alarmSetting.schema.json).
// GET /alarm/setting (alarm read) and POST /alarm/setting (alarm write): the alarm setting of doc 3 §3
// (memoryThreshold, diskThreshold, progressThreshold, totalTagsThreshold, receiveCriticalOnly); a POST may send
// some fields, the others keep their value. They drive the raising at once (docs/api.md 'Alarms and mail').
// GET /alarm/config (alarm read): the alarm configuration of doc 3 §3: the types (with class and cause), the
// content of each (title, detail), the variables of titles, details, subjects and bodies (with the preview's
// sample values), `admin` (the role 0 accounts' emails, masked without member read) and `server` (this server's
// address in mails).
import type { FastifyInstance } from 'fastify';
import { ALARM_TYPES, ALARM_VARIABLES } from '../../repositories/alarmCatalogue.ts';
import { emailsFor } from '../../auth/accountEmails.ts';
import { defineCall } from '../../http/calls.ts';
import { type AlarmSettingValues } from '../../repositories/alarmNotifications.ts';

const alarmRead = { privilege: 'alarm', access: 'read' } as const;

export default async function alarmSettingRoutes(app: FastifyInstance): Promise<void> {
  const notifications = app.repos.alarmNotifications;

  defineCall(app, 'alarmSetting.get', { guard: alarmRead }, async () => notifications.setting());

  defineCall(
    app,
    'alarmSetting.save',
    { guard: { privilege: 'alarm', access: 'write' } },
    async (request) => {
      const current = await notifications.setting();
      const next: AlarmSettingValues = { ...current };
      // the setting's own fields only (the body is open: other fields are ignored)
      const input: Record<string, unknown> = { ...request.body };
      for (const key of Object.keys(current)) {
        const value = input[key];
        if (value !== null && value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
      }
      request.log.info(next, 'alarm setting saved');
      return notifications.saveSetting(next);
    },
  );

  defineCall(app, 'alarmSetting.config', { guard: alarmRead }, async (request) => {
    const show = emailsFor(request.principal);
    const contents = await notifications.contents();
    const admins = await app.repos.accounts.emailsWithRole(0);
    return {
      types: ALARM_TYPES,
      content: Object.fromEntries(contents.map((c) => [c.type, { title: c.title, detail: c.detail }])),
      variables: ALARM_VARIABLES,
      admin: admins.map((email) => show(email)),
      server: app.appConfig.publicUrl,
    };
  });
}
