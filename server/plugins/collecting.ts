// App plugin: the tag-status-collecting hub of this process (server/ws/collecting.ts) and websocket support
// (@fastify/websocket), so that the API serves the websocket at /api/ws on the main port.
import websocket from '@fastify/websocket';
import { createCollectingHub, type CollectingHub } from '../ws/collecting.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    collectingHub: CollectingHub;
  }
}

export const collectingPlugin = shared('collecting', async (app) => {
  await app.register(websocket);
  const hub = await createCollectingHub({
    repo: app.repos.collecting,
    log: app.log,
    // LISTEN needs a session of its own: past a transaction-mode pooler, the direct address
    databaseUrl: app.appConfig.databaseDirectUrl ?? app.appConfig.databaseUrl,
  });
  app.decorate('collectingHub', hub);
  app.addHook('onClose', async () => hub.close());
});
