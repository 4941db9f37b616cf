// The weekly battery swap-list mail's opt-in (issue 27 §2), beside the alarm notification settings (alarm read to
// see it, alarm write to change it). Each member opts in or out for itself (issue 33 §4): the mail lists the tags
// of its own stores, so a store-limited account changes nobody else's mail.
//   GET /battery/mail/setting  → { enabled (the session's own opt-in), weekday, hour, sentWeek (its last mail's) }
//   PUT /battery/mail/setting  { enabled: boolean } → the same
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { defineCall } from '../../http/calls.ts';
import type { BatteryMailSetting } from '../../../domain/generated/calls.ts';
import { message } from '../../http/messages.ts';

export const ENABLED_MESSAGE = message('app.serverMessages.enabledBoolean');

export default async function batteryMailRoutes(app: FastifyInstance): Promise<void> {
  const emailOf = (request: FastifyRequest) => {
    if (!request.principal) throw unauthorized();
    return request.principal.email;
  };
  const answer = async (request: FastifyRequest): Promise<BatteryMailSetting> => {
    const member = await app.repos.batteryMail.member(emailOf(request));
    return {
      enabled: member.enabled,
      weekday: app.appConfig.batteryMailWeekday,
      hour: app.appConfig.batteryMailHour,
      sentWeek: member.sentWeek,
    };
  };
  defineCall(app, 'batteryStore.mailSetting', { guard: { privilege: 'alarm', access: 'read' } }, answer);

  defineCall(
    app,
    'batteryStore.saveMailSetting',
    { guard: { privilege: 'alarm', access: 'write' } },
    async (request) => {
      await app.repos.batteryMail.setMember(emailOf(request), request.body.enabled);
      return answer(request);
    },
  );
}
