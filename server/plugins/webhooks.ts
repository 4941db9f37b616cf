// App plugin: the webhook sender (server/webhooks/sender.ts) of this instance, started when the app is ready and
// stopped (after the deliveries in flight) when it closes; decorated as `app.webhooks`.
import { WebhookSender } from '../webhooks/sender.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookSender;
  }
}

export const webhooksPlugin = shared('webhooks', async (app) => {
  const { appConfig } = app;
  const sender = new WebhookSender(
    app.db,
    app.instance.id,
    {
      pollMs: appConfig.webhookPollMs,
      timeoutMs: appConfig.webhookTimeoutMs,
      allowHttp: appConfig.webhookAllowHttp,
    },
    app.log,
  );
  app.decorate('webhooks', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
});
