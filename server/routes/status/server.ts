// Server status (doc 1 §7 Status): proxy, database and ESL servers.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { doc, withAuthHeaders } from '../docs.ts';

export default async function serverStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/status/server',
    {
      config: { privilege: 'server', access: 'read' },
      schema: doc('server', 'Servers by type', withAuthHeaders),
    },
    async () => repos.servers.byType(),
  );

  app.get<{ Params: { id: string } }>(
    '/status/server/:id',
    { config: { privilege: 'server', access: 'read' }, schema: doc('server', 'One server', withAuthHeaders) },
    async (request) => {
      const server = await repos.servers.get({ id: request.params.id });
      if (!server) throw notFound();
      return server;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/status/server/:id',
    {
      config: { privilege: 'server', access: 'write' },
      schema: doc('server', 'Remove a server from the list', withAuthHeaders),
    },
    async (request) => {
      if (!(await repos.servers.delete({ id: request.params.id }))) throw notFound();
      return {};
    },
  );
}
