// GET /tag/status/collecting/store (public, doc 1 §7): the running tag status collections, each with storeName,
// storeCode, startTime, checkTime, gwList, tagList and cmd; the same list goes over the websocket at /api/ws
// (GET /ws here, upgraded) and on WS_PORT.
import type { FastifyInstance } from 'fastify';
import { message, messageBody } from '../../http/messages.ts';
import { COLLECTING_WS_PATH } from '../../ws/collecting.ts';
import { doc } from '../docs.ts';

export default async function collectingRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/tag/status/collecting/store',
    { config: { public: true }, schema: doc('tag', 'Stores whose tag status collection is running') },
    async () => ({ storeList: await app.repos.collecting.storeList() }),
  );
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
