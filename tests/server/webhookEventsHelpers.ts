// Webhook event tests (issue 35): subscriptions made through the calls to a real receiver on 127.0.0.1
// (tests/support/webhookReceiver.ts), the queue sent by the app's own sender, and each delivery checked as a
// receiver would: the signature with the documented verifyWebhookSignature (examples/webhook-receiver.ts), the
// payload against schemas/webhookEvents.schema.json (envelope + the type's data) with Ajv 2020.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { verifyWebhookSignature } from '../../examples/webhook-receiver.ts';
import { eventSchemaName } from '../../server/webhooks/eventSchemas.ts';
import type { ReceivedWebhook, WebhookReceiver } from '../support/webhookReceiver.ts';
import type { Headers } from './helpers.ts';

/** the config of a test app whose sender posts to the test's http receiver on loopback, polled by the test */
export const WEBHOOK_TEST_CONFIG = { webhookAllowHttp: true, webhookPollMs: 0, webhookTimeoutMs: 2000 };

const schema = JSON.parse(
  readFileSync(resolve(__dirname, '../../schemas/webhookEvents.schema.json'), 'utf8'),
) as {
  $id: string;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(schema);

/** the errors of a payload against the envelope and its type's data schema ([] = valid) */
export function payloadErrors(payload: { type: string; data: unknown }): string[] {
  const envelope = ajv.getSchema(`${schema.$id}#/$defs/webhookEnvelope`)!;
  const data = ajv.getSchema(`${schema.$id}#/$defs/${eventSchemaName(payload.type)}`)!;
  const errors: string[] = [];
  if (!envelope(payload)) errors.push(...envelope.errors!.map((e) => `${e.instancePath} ${e.message}`));
  if (!data(payload.data)) errors.push(...data.errors!.map((e) => `data${e.instancePath} ${e.message}`));
  return errors;
}

export interface Subscription {
  id: number;
  secret: string;
  /** the receiver path this subscription posts to (its own query string) */
  path: string;
}

/** the events' subscriptions of a test, subscribed through POST /webhooks and deleted through DELETE */
export class Subscriptions {
  private made: number[] = [];
  constructor(
    private readonly app: () => FastifyInstance,
    private readonly headers: () => Headers,
    private readonly receiver: () => WebhookReceiver,
  ) {}

  async subscribe(name: string, events: string[], stores?: string[]): Promise<Subscription> {
    const url = `${this.receiver().url}?to=${name}`;
    const res = await this.app().inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: this.headers(),
      payload: { name, url, events, ...(stores ? { stores } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { webhook, secret } = res.json<{ webhook: { id: number }; secret: string }>();
    this.made.push(webhook.id);
    const { pathname, search } = new URL(url);
    return { id: webhook.id, secret, path: `${pathname}${search}` };
  }

  /** one subscription of `type` in `store`, one of the type in another store, one of another type */
  async three(type: string, store: string, otherStore: string) {
    const other = type === 'gateway.online' ? 'gateway.offline' : 'gateway.online';
    return {
      matching: await this.subscribe(`${type}-${store}`, [type], [store]),
      otherStore: await this.subscribe(`${type}-${otherStore}`, [type], [otherStore]),
      otherType: await this.subscribe(`${other}-all`, [other]),
    };
  }

  async deleteAll(): Promise<void> {
    for (const id of this.made.splice(0))
      await this.app().inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: this.headers() });
  }
}

/** the deliveries a subscription received, each verified with its secret and its payload schema */
export function receivedBy(receiver: WebhookReceiver, sub: Subscription): ReceivedWebhook[] {
  const mine = receiver.received.filter((r) => r.url === sub.path);
  for (const delivery of mine) {
    expect(verifyWebhookSignature(sub.secret, delivery.headers, delivery.rawBody), sub.path).toBe(true);
    expect(delivery.headers['esl-webhook-id']).toBe(delivery.body.id);
    expect(payloadErrors(delivery.body), sub.path).toEqual([]);
  }
  return mine;
}

/** sends the queue through the app's sender; nothing is left pending (the receiver answers 200) */
export async function sendQueue(app: FastifyInstance): Promise<void> {
  await app.webhooks.poll();
  const pending = await app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM webhook_delivery WHERE status = 'pending'`,
  );
  expect(pending[0]!.n).toBe(0);
}

/**
 * After the cause: sends the queue, then answers the one event the matching subscription received (verified),
 * and checks the subscriptions of another store and of another type received nothing.
 */
export async function expectOneReceived(
  app: FastifyInstance,
  receiver: WebhookReceiver,
  subs: { matching: Subscription; otherStore: Subscription; otherType: Subscription },
  type: string,
): Promise<ReceivedWebhook['body']> {
  await sendQueue(app);
  const [only, ...more] = receivedBy(receiver, subs.matching);
  expect(more.map((r) => r.body)).toEqual([]);
  expect(only?.body.type).toBe(type);
  expect(receivedBy(receiver, subs.otherStore)).toEqual([]);
  expect(receivedBy(receiver, subs.otherType)).toEqual([]);
  return only!.body;
}
