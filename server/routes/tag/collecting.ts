// GET /tag/status/collecting/store (public, doc 1 §7): the running tag status collections, each with storeName,
// storeCode, startTime, checkTime, gwList, tagList and cmd; the same list goes over the websocket at /api/ws
// (routes/ws.ts) and on WS_PORT.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';

export default async function collectingRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'tag.collectingStores', { guard: { public: true } }, async () => ({
    storeList: await app.repos.collecting.storeList(),
  }));
}
