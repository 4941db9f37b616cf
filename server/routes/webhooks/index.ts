// The webhook calls (schemas/webhook.schema.json and webhookDelivery.schema.json x-calls; privilege setting): a
// caller sees and changes only the subscriptions whose scope lies within its stores; the stores it chooses must be
// its own (403). The secret is answered once, at creation and rotation (Cache-Control: no-store).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answer, defineCall } from '../../http/calls.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { message, messages } from '../../http/messages.ts';
import type { WebhookFields } from '../../repositories/webhookSubscriptions.ts';
import { newWebhookSecret, PREVIOUS_SECRET_HOURS } from '../../webhooks/signature.ts';
import { urlRefusal } from '../../webhooks/sender.ts';

export const WEBHOOK_MESSAGES = messages({
  urlScheme: 'app.serverMessages.webhooks.urlScheme',
});

const read = { privilege: 'setting', access: 'read' } as const;
const write = { privilege: 'setting', access: 'write' } as const;

function storesOf(request: FastifyRequest): string[] | undefined {
  return request.principal?.stores;
}

/** the stores chosen, each one the caller holds (403 otherwise), and the scope they give */
function scoped(
  request: FastifyRequest,
  chosen: string[] | null | undefined,
): Pick<WebhookFields, 'stores' | 'scope'> {
  const held = storesOf(request);
  const stores = chosen && chosen.length > 0 ? [...new Set(chosen)] : null;
  for (const store of stores ?? [])
    if (held && !held.includes(store))
      throw forbidden(message('app.serverMessages.webhooks.storeNotHeld', { store }));
  return { stores, scope: stores ?? held ?? null };
}

function checkedUrl(url: string, allowHttp: boolean): string {
  if (urlRefusal(url, allowHttp)) throw badRequest(WEBHOOK_MESSAGES.urlScheme);
  return url;
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export default async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const subscriptions = app.repos.webhookSubscriptions;
  const deliveries = app.repos.webhookDeliveries;
  const allowHttp = app.appConfig.webhookAllowHttp;

  const visible = async (request: FastifyRequest, id: number) => {
    const row = await subscriptions.visibleOne(id, storesOf(request));
    if (!row) throw notFound();
    return { ...row, id };
  };

  defineCall(app, 'webhook.search', { guard: read }, async (request) =>
    subscriptions.searchVisible(storesOf(request), request.body ?? {}),
  );

  defineCall(app, 'webhook.create', { guard: write }, async (request, reply) => {
    const body = request.body;
    const secret = newWebhookSecret();
    const row = await subscriptions.create({
      name: body.name.trim(),
      url: checkedUrl(body.url, allowHttp),
      events: body.events,
      alarmTypes: body.alarmTypes ?? null,
      alarmClasses: body.alarmClasses ?? null,
      ...scoped(request, body.stores),
      secret,
      createdBy: request.principal!.email,
    });
    noStore(reply);
    return answer(reply, 'webhook.create', 201, { webhook: row, secret });
  });

  defineCall(app, 'webhook.update', { guard: write }, async (request) => {
    const row = await visible(request, request.params.id);
    const body = request.body;
    return subscriptions.change(row.id, {
      name: body.name?.trim(),
      url: body.url === undefined ? undefined : checkedUrl(body.url, allowHttp),
      events: body.events,
      alarmTypes: body.alarmTypes,
      alarmClasses: body.alarmClasses,
      ...(body.stores === undefined ? {} : scoped(request, body.stores)),
      status: body.status,
    });
  });

  defineCall(app, 'webhook.delete', { guard: write }, async (request) => {
    const row = await visible(request, request.params.id);
    await subscriptions.remove(row.id);
    return {};
  });

  defineCall(app, 'webhook.rotateSecret', { guard: write }, async (request, reply) => {
    const row = await visible(request, request.params.id);
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3_600_000);
    const webhook = await subscriptions.rotate(row.id, secret, until);
    noStore(reply);
    return { webhook, secret };
  });

  defineCall(app, 'webhook.sendTest', { guard: write }, async (request, reply) => {
    const row = await visible(request, request.params.id);
    const queued = await deliveries.queueTo(row.id, {
      id: randomUUID(),
      type: 'webhook.test',
      occurredAt: new Date(),
      data: { subscriptionId: row.id, name: row.name, sentBy: request.principal!.email },
    });
    return answer(reply, 'webhook.sendTest', 201, queued);
  });

  defineCall(app, 'webhookDelivery.search', { guard: read }, async (request) => {
    const row = await visible(request, request.params.id);
    return deliveries.searchOf(row.id, request.body ?? {});
  });

  defineCall(app, 'webhookDelivery.resend', { guard: write }, async (request, reply) => {
    const delivery = await deliveries.one(request.params.id);
    if (!delivery) throw notFound();
    await visible(request, delivery.subscriptionId);
    return answer(reply, 'webhookDelivery.resend', 201, await deliveries.resend(delivery.id));
  });
}
