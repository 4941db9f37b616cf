// App plugin: this instance's log lines go to the server_logs table (server/downloads/serverLogs.ts), where the
// server log download finds the lines of every instance.
import { logRingOf } from '../downloads/logRing.ts';
import { ServerLogs } from '../downloads/serverLogs.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    serverLogs: ServerLogs;
  }
}

export const serverLogsPlugin = shared('serverLogs', async (app) => {
  const logs = new ServerLogs(app.db, app.instance.id, (error) =>
    app.log.warn({ err: error }, 'server log lines not written to the database'),
  );
  app.decorate('serverLogs', logs);
  const unsubscribe = logRingOf(app.log).onLine((line) => logs.push(line));
  app.addHook('onReady', async () => logs.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await logs.stop();
  });
});
