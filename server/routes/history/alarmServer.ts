// POST /history/alarm/server/{id}/search (call serverAlarm.search; doc 1 §7 Histories): the alarm history of one
// server, in the table conventions (10 per page, newest first). Only the class the server's type keeps (doc 1 §4).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';

export default async function serverAlarmHistoryRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'serverAlarm.search',
    { guard: { privilege: 'server', access: 'read' } },
    async (request) => {
      const server = await app.repos.servers.get({ id: request.params.serverId });
      if (!server) throw notFound();
      return app.repos.servers.alarms(server, request.body ?? {});
    },
  );
}
