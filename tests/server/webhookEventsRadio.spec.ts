// Webhook events of the radio side (issue 35) RECEIVED by a real receiver on 127.0.0.1, simulator off: an update
// task finished by an OpenEPaperLink access point (tests/support/oeplSim.ts) confirming its tag, and the gateway
// transitions: an AP that answers again after being OFFLINE (gateway.online), one that disappears
// (gateway.offline), a reboot asked through POST /gw/reboot/{gwMac} (gateway.offline). Each transition is sent
// once: a poll that finds the same status sends nothing. Signatures verified with examples/webhook-receiver.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayOfflineRule, GATEWAY_OFFLINE_ALARM_MS } from '../../server/alarms/rules.ts';
import { dispatchOeplUpdates } from '../../server/oepl/dispatch.ts';
import { repositoriesOf } from '../../server/repositories/index.ts';
import { pollOeplGateways } from '../../server/oepl/sync.ts';
import { forgetOeplPanels } from '../../server/oepl/tagTypes.ts';
import { renderLabel } from '../../server/render/renderLabel.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { backends, signedInApp } from './helpers.ts';
import {
  expectOneReceived,
  receivedBy,
  sendQueue,
  Subscriptions,
  WEBHOOK_TEST_CONFIG,
} from './webhookEventsHelpers.ts';

const GW = 'OEPLAPWH0001';
const MAC = '0000021A2B3CEE01';
const NOW = new Date('2026-03-01T12:00:00Z');
const later = (s: number) => new Date(NOW.getTime() + s * 1000);
const unix = (at: Date) => Math.floor(at.getTime() / 1000);

describe.each(backends)('radio webhook events received on $name', (backend) => {
  const { t, admin } = signedInApp(backend, { config: WEBHOOK_TEST_CONFIG });
  let receiver: WebhookReceiver;
  let sim: OeplSim;
  let simStopped = false;
  const subs = new Subscriptions(
    () => t.app,
    () => admin,
    () => receiver,
  );
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  beforeEach(async () => {
    sim = await startOeplSim();
    simStopped = false;
    forgetOeplPanels();
    await t.db.query(`DELETE FROM gateways WHERE "gwMac" = $1`, [GW]);
  });
  afterEach(async () => {
    if (!simStopped) await sim.stop();
    await subs.deleteAll();
    receiver.received.length = 0;
  });
  afterAll(async () => receiver?.close());

  const addAp = (status: string) =>
    t.db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", kind, address, status) VALUES ($1, 'KR001', 97, 'oepl', $2, $3)`,
      [GW, sim.address, status],
    );
  const stopSim = async () => {
    await sim.stop();
    simStopped = true;
  };

  it('receives updateTask.finished when the AP confirms the last tag of a task', async () => {
    await addAp('NORMAL');
    sim.addTag({ mac: MAC, lastseen: unix(NOW) - 10 });
    await pollOeplGateways(t.db, NOW);
    const [product] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await t.db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [MAC, product!.prCode]);
    const three = await subs.three('updateTask.finished', 'KR001', 'JP001');
    const { taskId } = await createUpdateTask(t.db, {
      storeCode: 'KR001',
      kind: 'PRODUCT',
      tags: [{ tagId: MAC, prCode: product!.prCode }],
      createdBy: 'test',
    });
    const render = (input: Parameters<typeof renderLabel>[0]) => Promise.resolve(renderLabel(input));
    expect(await dispatchOeplUpdates(t.db, render, NOW)).toMatchObject({ sent: 1 });
    // taken by the AP, not yet confirmed: the task is open, nothing is sent
    await pollOeplGateways(t.db, later(20));
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toEqual([]);
    // the tag checks in and takes it: the task ends
    sim.seeTag(MAC, unix(later(30)));
    await pollOeplGateways(t.db, later(45));
    const event = await expectOneReceived(t.app, receiver, three, 'updateTask.finished');
    expect(event).toMatchObject({ store: 'KR001' });
    expect(event.data).toMatchObject({ taskId, storeCode: 'KR001', success: 1, failed: 0, total: 1 });
  });

  it('receives gateway.online when an OFFLINE AP answers again, once', async () => {
    await addAp('OFFLINE');
    const three = await subs.three('gateway.online', 'KR001', 'JP001');
    expect((await pollOeplGateways(t.db, NOW)).find((p) => p.gwMac === GW)?.status).toBe('NORMAL');
    const event = await expectOneReceived(t.app, receiver, three, 'gateway.online');
    expect(event).toMatchObject({ store: 'KR001', data: { gwMac: GW, storeCode: 'KR001', kind: 'oepl' } });
    await pollOeplGateways(t.db, later(30));
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toHaveLength(1);
  });

  it('receives gateway.offline when the AP disappears, once', async () => {
    await addAp('NORMAL');
    await pollOeplGateways(t.db, NOW);
    const three = await subs.three('gateway.offline', 'KR001', 'JP001');
    await stopSim();
    expect((await pollOeplGateways(t.db, later(30), 1000)).find((p) => p.gwMac === GW)?.status).toBe(
      'OFFLINE',
    );
    const event = await expectOneReceived(t.app, receiver, three, 'gateway.offline');
    expect(event).toMatchObject({ store: 'KR001', data: { gwMac: GW, kind: 'oepl' } });
    await pollOeplGateways(t.db, later(60), 1000);
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toHaveLength(1);
    // an AP that stays away keeps the time it was last heard of, so the offline alarm rule sees it an hour later
    const [row] = await t.db.query<{ lastStatusTime: Date }>(
      'SELECT "lastStatusTime" FROM gateways WHERE "gwMac" = $1',
      [GW],
    );
    expect(new Date(row!.lastStatusTime).toISOString()).toBe(later(30).toISOString());
    const repos = repositoriesOf(t.db);
    const rules = { db: t.db, alarms: repos.alarms, systemConfig: repos.systemConfig };
    const hourLater = new Date(later(30).getTime() + GATEWAY_OFFLINE_ALARM_MS + 1000);
    await pollOeplGateways(t.db, hourLater, 1000);
    expect(await gatewayOfflineRule(rules, hourLater)).toBe(1);
  });

  it('receives gateway.offline from a reboot asked through the call; a second reboot sends nothing', async () => {
    const [gateway] = await t.db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001' AND kind IS DISTINCT FROM 'oepl'
         AND status IS DISTINCT FROM 'OFFLINE' ORDER BY "gwMac" LIMIT 1`,
    );
    const three = await subs.three('gateway.offline', 'KR001', 'JP001');
    const reboot = () =>
      t.app.inject({ method: 'POST', url: `/api/gw/reboot/${gateway!.gwMac}`, headers: admin });
    expect((await reboot()).json()).toEqual({ success: true });
    const event = await expectOneReceived(t.app, receiver, three, 'gateway.offline');
    expect(event).toMatchObject({ store: 'KR001', data: { gwMac: gateway!.gwMac, storeCode: 'KR001' } });
    expect((await reboot()).json()).toEqual({ success: false });
    await sendQueue(t.app);
    expect(receivedBy(receiver, three.matching)).toHaveLength(1);
  });
});
