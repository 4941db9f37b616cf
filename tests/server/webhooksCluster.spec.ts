// Two server instances on one PostgreSQL database (issue 35), each polling the webhook queue on its own pool:
// every event reaches each subscription exactly once, in the order it was queued.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { emitWebhookEvent } from '../../server/webhooks/emit.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { ADMIN_URL, backends, createTestApp, TEST_OUTGOING_ALLOW, type TestApp } from './helpers.ts';

const CONFIG: Partial<Config> = {
  webhookAllowHttp: true,
  webhookPollMs: 20,
  outgoingAllowNetworks: TEST_OUTGOING_ALLOW,
};
const EVENTS = 40;
const SUBSCRIPTIONS = 3;

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'webhooks on two instances of one $name',
  (backend) => {
    let t: TestApp;
    let other: FastifyInstance;
    let otherDb: Db;
    let receiver: WebhookReceiver;

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      t = await createTestApp(backend, { config: CONFIG });
      const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      otherDb = await openPostgres(url.toString());
      other = await buildApp({ config: testConfig(CONFIG), db: otherDb });
    });
    afterAll(async () => {
      await other?.close();
      await otherDb?.close();
      await t?.close();
      await receiver?.close();
    });

    it('delivers each of N events once per subscription, in order, whichever instance sends it', async () => {
      const ids: number[] = [];
      for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
        const row = await t.app.repos.webhookSubscriptions.create({
          name: `cluster ${i}`,
          url: `${receiver.url}?s=${i}`,
          events: ['alarm.raised'],
          secret: `whsec_cluster${i}`,
          createdBy: 'admin@example.com',
        });
        ids.push(row.id!);
      }
      const eventIds: string[] = [];
      for (let n = 0; n < EVENTS; n += 1) {
        await emitWebhookEvent(t.db, {
          type: 'alarm.raised',
          data: { n },
          alarm: { type: 'TEST', class: 1 },
        });
      }
      const queued = await t.db.query<{ eventId: string }>(
        'SELECT DISTINCT ON (id) "eventId" FROM webhook_delivery WHERE "subscriptionId" = $1 ORDER BY id',
        [ids[0]],
      );
      eventIds.push(...queued.map((row) => row.eventId));
      expect(eventIds).toHaveLength(EVENTS);

      await receiver.waitFor(EVENTS * SUBSCRIPTIONS);
      for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
        const got = receiver.received.filter((r) => r.url.endsWith(`?s=${i}`)).map((r) => r.body.id);
        expect(got).toEqual(eventIds);
      }
      expect(receiver.received).toHaveLength(EVENTS * SUBSCRIPTIONS);
      // the last answers' outcomes are written once the senders have finished their passes
      await Promise.all([t.app.webhooks.stop(), other.webhooks.stop()]);
      const senders = await t.db.query<{ claimedBy: string; n: number }>(
        `SELECT "claimedBy", count(*)::int AS n FROM webhook_delivery WHERE status = 'sent' GROUP BY 1`,
      );
      expect(senders.reduce((sum, row) => sum + row.n, 0)).toBe(EVENTS * SUBSCRIPTIONS);
    });
  },
);
