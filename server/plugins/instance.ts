// App plugin: this process as a server instance (server/instances/instances.ts). When the app is ready it
// registers, closes the jobs that dead instances left unfinished, and then beats and sweeps every heartbeatMs;
// a clean close leaves the table.
import { ServerInstance } from '../instances/instances.ts';
import { interruptedSends } from '../mail/interruptedSends.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    instance: ServerInstance;
  }
}

export const instancePlugin = shared('instance', async (app) => {
  const instance = new ServerInstance(app.db, app.appConfig.heartbeatMs, [
    app.repos.productUploads,
    app.repos.downloadTasks,
    interruptedSends(app.db),
    app.repos.webhookDeliveries,
  ]);
  app.decorate('instance', instance);

  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const closed = await instance.sweep();
    if (closed > 0) app.log.warn({ closed }, 'jobs of a stopped server instance closed as interrupted');
  };

  app.addHook('onReady', async () => {
    await instance.register();
    await sweep();
    timer = setInterval(() => {
      tick = tick
        .then(() => instance.beat())
        .then(sweep)
        .catch((error: unknown) => app.log.error({ err: error }, 'server instance heartbeat failed'));
    }, instance.heartbeatMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await tick;
    await instance.leave();
  });
});
