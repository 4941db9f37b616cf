// The weekly battery swap-list mail's opt-in (issue 27 §2), beside the alarm notification settings (alarm read to
// see it, alarm write to change it):
//   GET /battery/mail/setting  → { enabled, weekday, hour, sentWeek }
//   PUT /battery/mail/setting  { enabled: boolean } → the same
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { SWAP_MAIL_KEY, type SwapMailSetting } from '../../repositories/battery.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { message } from '../../http/messages.ts';

export const ENABLED_MESSAGE = message('app.serverMessages.enabledBoolean');

export default async function batteryMailRoutes(app: FastifyInstance): Promise<void> {
  const answer = async () => {
    const setting = (await app.repos.systemConfig.get<SwapMailSetting>(SWAP_MAIL_KEY)) ?? { enabled: false };
    return {
      enabled: setting.enabled === true,
      weekday: app.appConfig.batteryMailWeekday,
      hour: app.appConfig.batteryMailHour,
      sentWeek: setting.sentWeek ?? null,
    };
  };
  const summary =
    "The weekly battery swap-list mail to each store's members: { enabled, weekday (1 = Monday), hour, sentWeek (IYYY-IW) }";

  app.get(
    '/battery/mail/setting',
    { config: { privilege: 'alarm', access: 'read' }, schema: doc('battery', summary, withAuthHeaders) },
    answer,
  );

  app.put<{ Body: { enabled?: unknown } }>(
    '/battery/mail/setting',
    {
      config: { privilege: 'alarm', access: 'write' },
      schema: doc('battery', `Opts in or out: { enabled: boolean } → ${summary}`, withAuthHeaders),
    },
    async (request) => {
      const enabled = (request.body as { enabled?: unknown } | null)?.enabled;
      if (typeof enabled !== 'boolean') throw badRequest(ENABLED_MESSAGE);
      const current = (await app.repos.systemConfig.get<SwapMailSetting>(SWAP_MAIL_KEY)) ?? {
        enabled: false,
      };
      await app.repos.systemConfig.set(SWAP_MAIL_KEY, { ...current, enabled });
      return answer();
    },
  );
}
