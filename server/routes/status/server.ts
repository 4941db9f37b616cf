// Server status (doc 1 §7 Status): proxy, database and ESL servers.
import type { FastifyInstance } from 'fastify';
import type { ServerGetOneAnswer, ServerSearchAnswer } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';

const read = { privilege: 'server', access: 'read' } as const;

export default async function serverStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(
    app,
    'server.search',
    { guard: read },
    async () => (await repos.servers.byType()) as unknown as ServerSearchAnswer,
  );

  defineCall(app, 'server.getOne', { guard: read }, async (request) => {
    const server = await repos.servers.get({ id: request.params.id });
    if (!server) throw notFound();
    return server as unknown as ServerGetOneAnswer;
  });

  defineCall(app, 'server.delete', { guard: { privilege: 'server', access: 'write' } }, async (request) => {
    if (!(await repos.servers.delete({ id: request.params.id }))) throw notFound();
    return {};
  });
}
