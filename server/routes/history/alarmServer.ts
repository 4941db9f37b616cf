// POST /history/alarm/server/{id}/search (doc 1 §7 Histories): the alarm history of one server, in the
// table conventions (10 per page, newest first). Only the class the server's type keeps (doc 1 §4).
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

export default async function serverAlarmHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/history/alarm/server/:id/search',
    {
      config: { privilege: 'server', access: 'read' },
      schema: doc('server', 'Alarm history of a server', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) => {
      const server = await app.repos.servers.get({ id: request.params.id });
      if (!server) throw notFound();
      return app.repos.servers.alarms(server, (request.body ?? {}) as SearchBody);
    },
  );
}
