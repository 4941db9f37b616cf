// Webhook subscriptions and their sender (issue 35) against a real receiver on 127.0.0.1: the calls, the
// signature checked with the documented examples/webhook-receiver.ts, retries in order, a receiver that never
// answers, 24 hours of failures (times moved in the database), refused targets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../examples/webhook-receiver.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { backends, signedInApp } from './helpers.ts';

describe.each(backends)('webhooks on $name', (backend) => {
  const s = signedInApp(backend, {
    config: { webhookAllowHttp: true, webhookPollMs: 0, webhookTimeoutMs: 400 },
  });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => {
    receiver.received.length = 0;
    receiver.answer = () => 200;
  });
  afterAll(async () => receiver?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = s.admin,
  ) => s.t.app.inject({ method, url: `/api${url}`, headers, payload });

  async function subscribe(fields: object = {}) {
    const res = await call('POST', '/webhooks', {
      name: 'receiver',
      url: receiver.url,
      events: ['webhook.test', 'alarm.raised'],
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ webhook: { id: number; url: string; status: string }; secret: string }>();
  }
  const sendTest = async (id: number) => {
    const res = await call('POST', `/webhooks/${id}/test`);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ deliveryId: number; eventId: string }>();
  };
  const deliveries = async (id: number) =>
    (await call('POST', `/webhooks/${id}/deliveries/search`, {})).json<{
      data: Array<{
        id: number;
        status: string;
        attempts: number;
        answerCode: number | null;
        error: string | null;
      }>;
    }>().data;
  const poll = () => s.t.app.webhooks.poll();
  /** makes every pending retry due now */
  const dueNow = () =>
    s.t.db.query(`UPDATE webhook_delivery SET "nextAttemptAt" = now() WHERE status = 'pending'`);

  it('creates (secret once), lists, updates, pauses, deletes; refuses a bad URL, callers without setting, no session', async () => {
    const { webhook, secret } = await subscribe({ stores: ['KR001'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(webhook)).not.toContain(secret);
    const list = (await call('POST', '/webhooks/search', {})).json<{
      data: Array<Record<string, unknown>>;
    }>();
    const listed = list.data.find((row) => row.id === webhook.id)!;
    expect(listed).toMatchObject({ stores: ['KR001'], status: 'active' });
    expect(JSON.stringify(list)).not.toContain(secret);
    const [{ scope }] = await s.t.db.query<{ scope: string[] }>(
      'SELECT scope FROM webhook_subscription WHERE id = $1',
      [webhook.id],
    );
    expect(scope).toEqual(['KR001']);
    const paused = await call('PUT', `/webhooks/${webhook.id}`, { status: 'paused', name: 'renamed' });
    expect(paused.json()).toMatchObject({ status: 'paused', pausedReason: 'owner', name: 'renamed' });
    expect(
      (await call('POST', '/webhooks', { name: 'x', url: 'ftp://a.example', events: ['webhook.test'] }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/webhooks/search', {}, s.manager)).statusCode).toBe(403);
    expect((await call('POST', `/webhooks/${webhook.id}/test`, {}, s.viewer)).statusCode).toBe(403);
    expect(
      (await s.t.app.inject({ method: 'POST', url: '/api/webhooks/search', payload: {} })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it('delivers a signed test event; after a rotation both secrets verify until previousSecretUntil', async () => {
    const { webhook, secret } = await subscribe();
    const { eventId } = await sendTest(webhook.id);
    await poll();
    await receiver.waitFor(1);
    const [first] = receiver.received;
    expect(first!.body).toMatchObject({ id: eventId, type: 'webhook.test' });
    expect(first!.headers['esl-webhook-id']).toBe(eventId);
    expect(first!.headers['user-agent']).toBe('ESL-Webhooks/1');
    expect(verifyWebhookSignature(secret, first!.headers, first!.rawBody)).toBe(true);
    expect(verifyWebhookSignature('whsec_wrong', first!.headers, first!.rawBody)).toBe(false);
    expect(verifyWebhookSignature(secret, first!.headers, first!.rawBody, Date.now() + 6 * 60_000)).toBe(
      false,
    );
    expect((await deliveries(webhook.id))[0]).toMatchObject({ status: 'sent', answerCode: 200, attempts: 1 });

    const rotated = (await call('POST', `/webhooks/${webhook.id}/secret`)).json<{ secret: string }>();
    await sendTest(webhook.id);
    await poll();
    const second = receiver.received[1]!;
    expect(verifyWebhookSignature(rotated.secret, second.headers, second.rawBody)).toBe(true);
    expect(verifyWebhookSignature(secret, second.headers, second.rawBody)).toBe(true);

    await s.t.db.query(
      `UPDATE webhook_subscription SET "previousSecretUntil" = now() - interval '1 second' WHERE id = $1`,
      [webhook.id],
    );
    await sendTest(webhook.id);
    await poll();
    const third = receiver.received[2]!;
    expect(verifyWebhookSignature(rotated.secret, third.headers, third.rawBody)).toBe(true);
    expect(verifyWebhookSignature(secret, third.headers, third.rawBody)).toBe(false);
    await call('DELETE', `/webhooks/${webhook.id}`);
  });

  it('retries a 500 and keeps the order: three events arrive once each, in order; send again re-sends the event', async () => {
    const { webhook } = await subscribe();
    const ids = [await sendTest(webhook.id), await sendTest(webhook.id), await sendTest(webhook.id)].map(
      (q) => q.eventId,
    );
    receiver.answer = (n) => (n === 0 ? 500 : 200);
    await poll();
    expect(receiver.received.map((r) => r.body.id)).toEqual([ids[0]]);
    expect((await deliveries(webhook.id)).at(-1)).toMatchObject({
      status: 'pending',
      answerCode: 500,
      attempts: 1,
    });
    await dueNow();
    await poll();
    expect(receiver.received.map((r) => r.body.id)).toEqual([ids[0], ...ids]);
    const rows = await deliveries(webhook.id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.at(-1)).toMatchObject({ attempts: 2, answerCode: 200, error: null });

    const again = await call('POST', `/webhooks/deliveries/${rows.at(-1)!.id}/resend`);
    expect(again.json()).toMatchObject({ eventId: ids[0] });
    await poll();
    expect(receiver.received.at(-1)!.body.id).toBe(ids[0]);
    await call('DELETE', `/webhooks/${webhook.id}`);
  });

  it('records a timeout of a receiver that never answers, and retries', async () => {
    const { webhook } = await subscribe();
    receiver.answer = (n) => (n === 0 ? 'hang' : 200);
    await sendTest(webhook.id);
    await poll();
    const [row] = await deliveries(webhook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, answerCode: null });
    expect(row!.error).toMatch(/^timeout/);
    await dueNow();
    await poll();
    expect((await deliveries(webhook.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await call('DELETE', `/webhooks/${webhook.id}`);
  });

  it('after 24 hours of failures: the delivery failed, the alarm raised, the subscription paused and its owner mailed', async () => {
    const { webhook } = await subscribe({ name: 'always failing' });
    receiver.answer = () => 503;
    await sendTest(webhook.id);
    await poll();
    await s.t.db.query(
      `UPDATE webhook_delivery SET "firstAttemptAt" = now() - interval '25 hours', "nextAttemptAt" = now()
       WHERE "subscriptionId" = $1`,
      [webhook.id],
    );
    await s.t.db.query(
      `UPDATE webhook_subscription SET "failingSince" = now() - interval '25 hours' WHERE id = $1`,
      [webhook.id],
    );
    await poll();
    expect((await deliveries(webhook.id))[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      answerCode: 503,
    });
    const alarms = await s.t.db.query<{ data: { subscriptionId: number } }>(
      `SELECT data FROM alarm_history WHERE type = 'WEBHOOK DELIVERY FAILURE'`,
    );
    expect(alarms.some((a) => a.data.subscriptionId === webhook.id)).toBe(true);
    const [sub] = await s.t.db.query<{ status: string; pausedReason: string }>(
      'SELECT status, "pausedReason" FROM webhook_subscription WHERE id = $1',
      [webhook.id],
    );
    expect(sub).toEqual({ status: 'paused', pausedReason: 'failing' });
    const mails = await s.t.app.repos.mailOutbox.pending('admin@example.com');
    expect(mails.some((m) => m.subject.includes('always failing'))).toBe(true);
    await call('DELETE', `/webhooks/${webhook.id}`);
  });

  it("refuses an http URL at delivery without WEBHOOK_ALLOW_HTTP and says why in the delivery's error", async () => {
    const { webhook } = await subscribe();
    await s.t.db.query(`UPDATE webhook_subscription SET url = 'http://localhost:1/x' WHERE id = $1`, [
      webhook.id,
    ]);
    s.t.app.webhooks.options.allowHttp = false;
    try {
      await sendTest(webhook.id);
      await poll();
    } finally {
      s.t.app.webhooks.options.allowHttp = true;
    }
    expect((await deliveries(webhook.id))[0]!.error).toMatch(/WEBHOOK_ALLOW_HTTP/);
    await call('DELETE', `/webhooks/${webhook.id}`);
  });
});
