// App plugin: the mail outbox sender (server/mail/outboxSender.ts) of this instance, started when the app is
// ready and stopped (after the mails in flight) when it closes; decorated as `app.mail`. Beside it, the host
// monitor (server/alarms/hostMonitor.ts) checks this server's memory and disk every hostCheckMs.
import { hostFigures, HostMonitor } from '../alarms/hostMonitor.ts';
import { setAlarmServerAddress } from '../repositories/alarms.ts';
import { OutboxSender } from '../mail/outboxSender.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: OutboxSender;
  }
}

export const mailPlugin = shared('mail', async (app) => {
  const { appConfig } = app;
  setAlarmServerAddress(appConfig.publicUrl);
  const sender = new OutboxSender(
    app.db,
    app.instance.id,
    {
      pollMs: appConfig.mailPollMs,
      maxAttempts: appConfig.mailMaxAttempts,
      backoffMs: appConfig.mailBackoffMs,
    },
    app.log,
  );
  app.decorate('mail', sender);
  const monitor = new HostMonitor(app.db, () => hostFigures(appConfig.dataDir));
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    sender.start();
    if (appConfig.hostCheckMs > 0) {
      timer = setInterval(() => {
        checking = monitor
          .check()
          .catch((error: unknown) => app.log.error({ err: error }, 'host memory and disk check failed'));
      }, appConfig.hostCheckMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checking;
    await sender.stop();
  });
});
