// GET /tag/status/collecting/store (public, doc 1 §7): stores whose tag status collection runs; also sent on WS_PORT.
import type { FastifyInstance } from 'fastify';
import { doc } from '../docs.ts';

export default async function collectingRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/tag/status/collecting/store',
    { config: { public: true }, schema: doc('tag', 'Stores whose tag status collection is running') },
    async () => ({ storeList: await app.repos.collecting.storeList() }),
  );
}
