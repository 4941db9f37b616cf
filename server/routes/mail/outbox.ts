// POST /mail/outbox/search (call mailOutbox.search; role 0 only; the setting privilege is checked first): the mail
// outbox as a table, newest first; filter_status (pending, sending, sent, failed), filter_to / filter_alarmType
// contain.
import type { FastifyInstance } from 'fastify';
import type { MailOutboxSearchAnswer } from '../../../domain/generated/calls.ts';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { defineCall } from '../../http/calls.ts';
import { forbidden } from '../../http/errors.ts';

export default async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  const outbox = app.repos.mailOutbox;
  defineCall(
    app,
    'mailOutbox.search',
    { guard: { privilege: 'setting', access: 'read' } },
    async (request) => {
      if (request.principal?.account.role_id !== SUPER_ROLE_ID) throw forbidden();
      // its times are Dates as read, ISO texts as answered
      return (await outbox.search(request.body ?? {})) as unknown as MailOutboxSearchAnswer;
    },
  );
}
