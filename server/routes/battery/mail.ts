// The weekly battery swap-list mail's opt-in (issue 27 §2), beside the alarm notification settings (alarm read to
// see it, alarm write to change it). Each member opts in or out for itself (issue 33 §4): the mail lists the tags
// of its own stores, so a store-limited account changes nobody else's mail.
//   GET /battery/mail/setting  → { enabled (the session's own opt-in), weekday, hour, sentWeek (its last mail's) }
//   PUT /battery/mail/setting  { enabled: boolean } → the same
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { message } from '../../http/messages.ts';

export const ENABLED_MESSAGE = message('app.serverMessages.enabledBoolean');

export default async function batteryMailRoutes(app: FastifyInstance): Promise<void> {
  const emailOf = (request: FastifyRequest) => {
    if (!request.session) throw unauthorized();
    return request.session.email;
  };
  const answer = async (request: FastifyRequest) => {
    const member = await app.repos.batteryMail.member(emailOf(request));
    return {
      enabled: member.enabled,
      weekday: app.appConfig.batteryMailWeekday,
      hour: app.appConfig.batteryMailHour,
      sentWeek: member.sentWeek,
    };
  };
  const summary =
    "The session's own weekly battery swap-list mail (the tags of its stores): { enabled, weekday (1 = Monday), hour, sentWeek (IYYY-IW) }";

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
      await app.repos.batteryMail.setMember(emailOf(request), enabled);
      return answer(request);
    },
  );
}
