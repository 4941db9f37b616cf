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

/** how often an instance sweeps what dead puts left behind (server/storage/postgres.ts) */
export const SWEEP_EVERY_MS = 60 * 60_000;

export const storagePlugin = shared('storage', async (app) => {
  const storage = openStorage(app.appConfig, app.db);
  app.decorate('storage', storage);
  let timer: NodeJS.Timeout | undefined;
  if (storage.sweep) {
    const sweep = storage.sweep.bind(storage);
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweep().catch((error: unknown) => app.log.warn({ err: error }, 'stored file sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await storage.close?.();
  });
});
