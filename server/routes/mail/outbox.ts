// POST /mail/outbox/search (role 0 only; the setting privilege is checked first): the mail outbox as a table,
// newest first; filter_status (pending, sending, sent, failed), filter_to / filter_alarmType contain.
import type { FastifyInstance } from 'fastify';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import type { SearchBody } from '../../db/search.ts';
import { forbidden } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

export default async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  const outbox = app.repos.mailOutbox;
  app.post<{ Body: SearchBody }>(
    '/mail/outbox/search',
    {
      config: { privilege: 'setting', access: 'read' },
      schema: doc('mail', 'The mail outbox (role 0)', { ...withAuthHeaders, body: searchBody }),
    },
    async (request) => {
      if (request.session?.account.role_id !== SUPER_ROLE_ID) throw forbidden();
      return outbox.search(request.body ?? {});
    },
  );
}
