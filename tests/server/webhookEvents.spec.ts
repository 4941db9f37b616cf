// Webhook events raised by their real code paths (issue 35) and RECEIVED: each cause below runs as the product runs
// it (the gateway offline alarm rule, the product file upload route, the delivery job, the battery job), the app's
// own sender posts the event to a real receiver on 127.0.0.1 subscribed through POST /webhooks, and the receiver
// verifies the signature with the documented examples/webhook-receiver.ts and the payload against
// schemas/webhookEvents.schema.json. A subscription of another store or another type receives nothing; a
// rolled-back cause sends nothing. The OpenAPI document lists every event type under `webhooks`.
// (updateTask.finished and gateway.offline / gateway.online: webhookEventsRadio.spec.ts.)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOfflineRule, GATEWAY_OFFLINE_ALARM_MS } from '../../server/alarms/rules.ts';
import { runBatteryJob } from '../../server/battery/batteryJob.ts';
import { runDeliveryJob } from '../../server/delivery/deliveryJob.ts';
import { repositoriesOf } from '../../server/repositories/index.ts';
import { WEBHOOK_EVENT_TYPES } from '../../server/webhooks/emit.ts';
import { eventSchemaId } from '../../server/webhooks/eventSchemas.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { backends, signedInApp } from './helpers.ts';
import { PRODUCT_HEADER, productLines, uploadFile } from './productFilesHelpers.ts';
import {
  expectOneReceived,
  receivedBy,
  sendQueue,
  Subscriptions,
  WEBHOOK_TEST_CONFIG,
} from './webhookEventsHelpers.ts';

const GW = 'AA:BB:CC:EE:00:01';
/** a closed past day of the delivery test's attempts */
const DAY = '2019-01-15';

describe.each(backends)('webhook events received on $name', (backend) => {
  const { t, admin } = signedInApp(backend, { config: WEBHOOK_TEST_CONFIG });
  let receiver: WebhookReceiver;
  const subs = new Subscriptions(
    () => t.app,
    () => admin,
    () => receiver,
  );
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await subs.deleteAll();
    receiver.received.length = 0;
  });
  afterAll(async () => receiver?.close());

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

  it('receives alarm.raised from the gateway offline alarm rule, store = the gateway store', async () => {
    const three = await subs.three('alarm.raised', 'KR001', 'JP001');
    const now = new Date();
    const since = new Date(now.getTime() - GATEWAY_OFFLINE_ALARM_MS - 60_000);
    await t.db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", status, "lastStatusTime") VALUES ($1, 'KR001', 98, 'OFFLINE', $2)`,
      [GW, since],
    );
    const repos = repositoriesOf(t.db);
    const context = { db: t.db, alarms: repos.alarms, systemConfig: repos.systemConfig };
    expect(await gatewayOfflineRule(context, now)).toBe(1);
    const event = await expectOneReceived(t.app, receiver, three, 'alarm.raised');
    expect(event).toMatchObject({
      store: 'KR001',
      data: { type: 'GW STATUS ABNORMAL', class: 3, alarmType: 'CRITICAL', sourceId: GW },
    });
    // once per outage: the rule's next run raises nothing, so nothing more is received
    expect(await gatewayOfflineRule(context, new Date(now.getTime() + 60_000))).toBe(0);
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toHaveLength(1);
  });

  it('receives nothing when the cause rolls back', async () => {
    const three = await subs.three('alarm.raised', 'KR001', 'JP001');
    await expect(
      t.db.transaction(async (tx) => {
        await repositoriesOf(tx).alarms.raise({ location: 'KR001', type: 'UPDATE FAILURE', class: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sendQueue(t.app);
    expect(receiver.received.filter((r) => r.url === three.matching.path)).toEqual([]);
  });

  it('receives productFile.imported and productFile.failed from the upload route', async () => {
    const imported = await subs.three('productFile.imported', 'KR001', 'JP001');
    const good = [PRODUCT_HEADER, ...productLines('WHE', 2), ',L01,no code,1'].join('\n');
    const upload = await uploadFile(t.app, admin, 'KR001', { name: 'good.csv', content: good });
    expect(upload.statusCode, upload.body).toBe(200);
    const ok = await expectOneReceived(t.app, receiver, imported, 'productFile.imported');
    expect(ok).toMatchObject({ store: 'KR001' });
    expect(ok.data).toMatchObject({ fileName: 'good.csv', rowsRead: 3, rowsApplied: 2, rowsRefused: 1 });

    const failed = await subs.three('productFile.failed', 'KR001', 'JP001');
    const bad = [PRODUCT_HEADER, ',L01,no code,1'].join('\n');
    expect((await uploadFile(t.app, admin, 'KR001', { name: 'bad.csv', content: bad })).statusCode).toBe(200);
    const no = await expectOneReceived(t.app, receiver, failed, 'productFile.failed');
    expect(no.data).toMatchObject({ fileName: 'bad.csv', storeCode: 'KR001', rowsRead: 1 });
    // the failed upload is no import
    expect(receivedBy(receiver, imported.matching)).toHaveLength(1);
  });

  it('receives delivery.targetMissed from the delivery job closing a day the store missed', async () => {
    const [{ at }] = await t.db.query<{ at: Date }>(
      `SELECT ($1::date + 1)::timestamptz + interval '2 hours' AS at`,
      [DAY],
    );
    const target = { percent: 95, minutes: 10 };
    const later = (minutes: number) => new Date(new Date(at).getTime() + minutes * 60_000);
    // a first run claims the seeded days' misses, before any subscription
    await runDeliveryJob(t.db, target, later(0));
    const three = await subs.three('delivery.targetMissed', 'KR002', 'KR001');
    // KR002 on DAY: 2 confirmed within 10 minutes, 2 failed (50 %, target 95 %); KR001: 1 confirmed in time
    const attempts: Array<[string, string, number | null]> = [
      ['KR002', 'WHD1', 30],
      ['KR002', 'WHD2', 60],
      ['KR002', 'WHD3', null],
      ['KR002', 'WHD4', null],
      ['KR001', 'WHD5', 20],
    ];
    for (const [i, [store, tag, seconds]] of attempts.entries())
      await t.db.query(
        `INSERT INTO delivery_attempts ("taskId", "tagId", "storeCode", "tagMac", "taskType", "askedAt", "takenAt",
           "confirmedAt", "failedAt", tries, cause, seconds)
         SELECT $1, $2, $3, 'AA:' || $2, 'PRODUCT', x.t, x.t + interval '1 second',
           CASE WHEN $4::float8 IS NOT NULL THEN x.t + make_interval(secs => $4::float8) END,
           CASE WHEN $4::float8 IS NULL THEN x.t + interval '5 minutes' END, 1,
           CASE WHEN $4::float8 IS NULL THEN 'timeout' END, $4::float8
         FROM (SELECT $5::date + interval '12 hours' + make_interval(mins => $6::int) AS t) x`,
        [950_000 + i, tag, store, seconds, DAY, i],
      );
    expect((await runDeliveryJob(t.db, target, later(1))).alarms).toBe(1);
    const event = await expectOneReceived(t.app, receiver, three, 'delivery.targetMissed');
    expect(event).toMatchObject({ store: 'KR002' });
    expect(event.data).toMatchObject({ storeCode: 'KR002', day: DAY, count: 4, withinTarget: 2, failed: 2 });
    // claimed once: the next run sends nothing more
    await runDeliveryJob(t.db, target, later(2));
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toHaveLength(1);
  });

  it('receives battery.lowListChanged from the battery job when a store list of LOW tags changes', async () => {
    // the job's first run records every store's list as it is: no subscription yet
    await runBatteryJob(t.db, new Date(), { after: '' });
    const [tag] = await t.db.query<{ tagMac: string }>(
      `SELECT "tagMac" FROM tags WHERE "storeCode" = 'KR001' AND "battStatus" IS DISTINCT FROM 'LOW'
        AND "tagMac" IS NOT NULL ORDER BY "tagId" LIMIT 1`,
    );
    const three = await subs.three('battery.lowListChanged', 'KR001', 'JP001');
    await t.db.query(`UPDATE tags SET "battStatus" = 'LOW' WHERE "tagMac" = $1`, [tag!.tagMac]);
    await runBatteryJob(t.db, new Date(), { after: '' });
    const event = await expectOneReceived(t.app, receiver, three, 'battery.lowListChanged');
    expect(event).toMatchObject({ store: 'KR001' });
    expect(event.data).toMatchObject({
      storeCode: 'KR001',
      added: [tag!.tagMac],
      addedCount: 1,
      removed: [],
    });
    // no change, no event
    await runBatteryJob(t.db, new Date(), { after: '' });
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toHaveLength(1);
  });
});
