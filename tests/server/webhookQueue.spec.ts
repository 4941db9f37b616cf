import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitWebhookEvent } from '../../server/webhooks/emit.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

describe.each(backends)('the webhook queue on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  async function subscribe(name: string, fields: Record<string, unknown>): Promise<number> {
    const columns = ['name', 'url', 'secret', '"createdBy"', ...Object.keys(fields).map((k) => `"${k}"`)];
    const values = [name, 'https://hooks.example.com/esl', 'whsec_test', 'admin@example.com'];
    const params = [...values, ...Object.values(fields)];
    const rows = await t.db.query<{ id: number }>(
      `INSERT INTO webhook_subscription (${columns.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::int AS id`,
      params,
    );
    return rows[0]!.id;
  }

  const queuedFor = (id: number) =>
    t.db.query<{ type: string; store: string | null; payload: Record<string, unknown> }>(
      'SELECT type, store, payload FROM webhook_delivery WHERE "subscriptionId" = $1 ORDER BY id',
      [id],
    );

  it('queues an event once per subscription whose type, scope, alarm type and class it matches', async () => {
    const everything = await subscribe('all', { events: ['alarm.raised', 'gateway.offline'] });
    const krOnly = await subscribe('kr', { events: ['alarm.raised'], scope: ['KR001'] });
    const classThree = await subscribe('class 3', {
      events: ['alarm.raised'],
      alarmClasses: JSON.stringify([3]),
    });
    const typed = await subscribe('typed', { events: ['alarm.raised'], alarmTypes: ['GATEWAY OFFLINE'] });
    const paused = await subscribe('paused', { events: ['alarm.raised'], status: 'paused' });

    const alarm = (store: string | undefined, type: string, cls: number) =>
      emitWebhookEvent(t.db, {
        type: 'alarm.raised',
        store,
        data: { type, class: cls },
        alarm: { type, class: cls },
      });
    expect(await alarm('KR001', 'GATEWAY OFFLINE', 3)).toBe(4);
    expect(await alarm('JP001', 'LOW BATTERY', 1)).toBe(1);
    expect(await alarm(undefined, 'API PERMISSION DENIED', 1)).toBe(1);
    expect(await emitWebhookEvent(t.db, { type: 'gateway.offline', store: 'EU001', data: {} })).toBe(1);

    expect((await queuedFor(everything)).map((r) => r.store)).toEqual(['KR001', 'JP001', null, 'EU001']);
    expect((await queuedFor(krOnly)).map((r) => r.store)).toEqual(['KR001']);
    expect((await queuedFor(classThree)).map((r) => r.store)).toEqual(['KR001']);
    expect((await queuedFor(typed)).map((r) => r.store)).toEqual(['KR001']);
    expect(await queuedFor(paused)).toEqual([]);
    const [first] = await queuedFor(everything);
    expect(first!.payload).toMatchObject({ type: 'alarm.raised', store: 'KR001', data: { class: 3 } });
    expect(Object.keys(first!.payload).sort()).toEqual(['data', 'id', 'occurredAt', 'store', 'type']);
  });
});
