// GET /ws (public): the running tag status collections over a websocket (upgraded), the list of
// GET /tag/status/collecting/store (routes/tag/collecting.ts) as it changes; the same goes on WS_PORT.
import type { FastifyInstance } from 'fastify';
import { message, messageBody } from '../http/messages.ts';
import { COLLECTING_WS_PATH } from '../ws/collecting.ts';

export default async function collectingWsRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: 'GET',
    url: COLLECTING_WS_PATH,
    config: { public: true },
    schema: { hide: true },
    // a plain GET (no Upgrade) is told what the address takes, not a bare 404
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send(messageBody(message('app.serverMessages.websocketOnly'))),
    wsHandler: (socket) => app.collectingHub.add(socket),
  });
}
