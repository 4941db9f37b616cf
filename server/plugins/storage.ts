// App plugin: where the stored files live (server/storage/): `app.storage`, one interface for the data directory,
// PostgreSQL or an S3-compatible store, chosen by the configuration and the database (server/storage/index.ts).
import { openStorage } from '../storage/index.ts';
import type { Storage } from '../storage/storage.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = shared('storage', async (app) => {
  const storage = openStorage(app.appConfig, app.db);
  app.decorate('storage', storage);
  // the sweep of what dead puts left behind is a server job (server/jobs/serverJobs.ts), once across instances
  app.addHook('onClose', async () => {
    await storage.close?.();
  });
});
