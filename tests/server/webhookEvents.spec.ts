// Webhook events raised by their real code paths (issue 35): the alarm repository's raise, the product file
// upload route; each queues exactly one delivery for a matching subscription, none for a subscription of another
// store or type, with a payload valid against schemas/webhookEvents.schema.json; a rolled-back cause queues none.
// The OpenAPI document lists every event type under `webhooks`.
import { describe, expect, it } from 'vitest';
import { repositoriesOf } from '../../server/repositories/index.ts';
import { WEBHOOK_EVENT_TYPES } from '../../server/webhooks/emit.ts';
import { eventSchemaId } from '../../server/webhooks/eventSchemas.ts';
import { backends, signedInApp } from './helpers.ts';
import { PRODUCT_HEADER, productLines, uploadFile } from './productFilesHelpers.ts';
import { payloadErrors, queuedFor, threeSubscriptions } from './webhookEventsHelpers.ts';

describe.each(backends)('webhook events on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  async function expectOneQueued(subs: Awaited<ReturnType<typeof threeSubscriptions>>, type: string) {
    const [only, ...more] = await queuedFor(t.db, subs.matching);
    expect(more).toEqual([]);
    expect(only?.type).toBe(type);
    expect(payloadErrors(only!.payload)).toEqual([]);
    expect(await queuedFor(t.db, subs.otherStore)).toEqual([]);
    expect(await queuedFor(t.db, subs.otherType)).toEqual([]);
    return only!.payload;
  }

  it('lists every event type in the OpenAPI webhooks section with its data schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
      components: { schemas: Record<string, unknown> };
    }>();
    for (const type of WEBHOOK_EVENT_TYPES) {
      const body = JSON.stringify(doc.webhooks[type]?.post.requestBody.content['application/json']?.schema);
      expect(body, type).toContain(`#/components/schemas/${eventSchemaId(type)}`);
      expect(doc.components.schemas[eventSchemaId(type)], type).toBeDefined();
    }
    expect(doc.components.schemas.WebhookEnvelope).toBeDefined();
  });

  it('queues alarm.raised from the alarm repository, store = location, not for SYSTEM scoped ones', async () => {
    const subs = await threeSubscriptions(t.db, 'alarm.raised', 'KR001', 'JP001');
    await repositoriesOf(t.db).alarms.raise({
      location: 'KR001',
      type: 'GW STATUS ABNORMAL',
      class: 3,
      sourceType: 'gw',
      sourceId: 'AA:BB:CC:00:00:01',
      data: { rule: 'offline' },
    });
    await repositoriesOf(t.db).alarms.raise({ location: 'SYSTEM', type: 'ACCOUNT LOCKED', class: 1 });
    const payload = await expectOneQueued(subs, 'alarm.raised');
    expect(payload).toMatchObject({
      store: 'KR001',
      data: { type: 'GW STATUS ABNORMAL', class: 3, alarmType: 'CRITICAL', sourceId: 'AA:BB:CC:00:00:01' },
    });
  });

  it('queues nothing when the cause rolls back', async () => {
    const subs = await threeSubscriptions(t.db, 'alarm.raised', 'KR001', 'JP001');
    await expect(
      t.db.transaction(async (tx) => {
        await repositoriesOf(tx).alarms.raise({ location: 'KR001', type: 'UPDATE FAILURE', class: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queuedFor(t.db, subs.matching)).toEqual([]);
  });

  it('queues productFile.imported and productFile.failed from the upload route', async () => {
    const imported = await threeSubscriptions(t.db, 'productFile.imported', 'KR001', 'JP001');
    const failed = await threeSubscriptions(t.db, 'productFile.failed', 'KR001', 'JP001');
    const good = [PRODUCT_HEADER, ...productLines('WHE', 2), ',L01,no code,1'].join('\n');
    expect((await uploadFile(t.app, admin, 'KR001', { name: 'good.csv', content: good })).statusCode).toBe(
      200,
    );
    const ok = await expectOneQueued(imported, 'productFile.imported');
    expect(ok.data).toMatchObject({ fileName: 'good.csv', rowsRead: 3, rowsApplied: 2, rowsRefused: 1 });
    const bad = [PRODUCT_HEADER, ',L01,no code,1'].join('\n');
    expect((await uploadFile(t.app, admin, 'KR001', { name: 'bad.csv', content: bad })).statusCode).toBe(200);
    const no = await expectOneQueued(failed, 'productFile.failed');
    expect(no.data).toMatchObject({ fileName: 'bad.csv', storeCode: 'KR001' });
    expect(await queuedFor(t.db, imported.matching)).toHaveLength(1);
  });
});
