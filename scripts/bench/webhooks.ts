// Webhooks (issue 35) on PostgreSQL (127.0.0.1:5432, a temporary database; PGlite when it does not answer, figures
// marked) with a local receiver (tests/support/webhookReceiver.ts): (1) deliveries per second from the queue, 500
// alarm.raised events to 10 subscriptions sent by one sender (goal >= 200/s); (2) the latency from an alarm to its
// delivery, 100 alarms raised through AlarmsRepository.raise (the product's one way, which queues alarm.raised in
// its statement) one every 50 ms, the sender polling every 250 ms as configured by default (goal p95 < 2 s): from
// the raise call to the receiver's arrival.
//   tsx scripts/bench/webhooks.ts
import { performance } from 'node:perf_hooks';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { setOutgoingAllowList } from '../../server/net/outgoingHttp.ts';
import { repositoriesOf } from '../../server/repositories/index.ts';
import { emitWebhookEvent } from '../../server/webhooks/emit.ts';
import { WebhookSender } from '../../server/webhooks/sender.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../tests/support/webhookReceiver.ts';
import { pathToFileURL } from 'node:url';
import { backends } from '../../tests/server/backends.ts';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const EVENTS = 500;
const SUBSCRIPTIONS = 10;
const ALARMS = 100;
const ALARM_EVERY_MS = 50;

async function subscribe(db: Db, url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1)
    await repositoriesOf(db).webhookSubscriptions.create({
      name: `bench ${i}`,
      url: `${url}?s=${i}`,
      events: ['alarm.raised'],
      secret: `whsec_bench${i}`,
      createdBy: 'bench@example.com',
    });
}

const alarm = (db: Db, data: Record<string, unknown>) =>
  emitWebhookEvent(db, { type: 'alarm.raised', store: undefined, data, alarm: { type: 'BENCH', class: 2 } });

async function throughput(db: Db, receiver: WebhookReceiver): Promise<{ perSecond: number; ms: number }> {
  await subscribe(db, receiver.url, SUBSCRIPTIONS);
  for (let n = 0; n < EVENTS; n += 1) await alarm(db, { n });
  const sender = new WebhookSender(db, 'bench', { pollMs: 0, allowHttp: true });
  const start = performance.now();
  while ((await sender.poll()) > 0);
  await receiver.waitFor(EVENTS * SUBSCRIPTIONS);
  const ms = performance.now() - start;
  await db.query('DELETE FROM webhook_delivery');
  await db.query('DELETE FROM webhook_subscription');
  return { perSecond: (EVENTS * SUBSCRIPTIONS * 1000) / ms, ms };
}

async function latency(db: Db, receiver: WebhookReceiver): Promise<number[]> {
  receiver.received.length = 0;
  const arrivals: number[] = [];
  receiver.answer = (n) => {
    arrivals[n] = Date.now();
    return 200;
  };
  await subscribe(db, receiver.url, 1);
  const raisedAt = new Map<string, number>();
  const sender = new WebhookSender(db, 'bench', { allowHttp: true });
  sender.start();
  try {
    for (let n = 0; n < ALARMS; n += 1) {
      const sourceId = `bench-${n}`;
      raisedAt.set(sourceId, Date.now());
      await repositoriesOf(db).alarms.raise({
        location: 'SYSTEM',
        type: 'BENCH',
        class: 2,
        sourceType: 'server',
        sourceId,
      });
      await new Promise((resolve) => setTimeout(resolve, ALARM_EVERY_MS));
    }
    await receiver.waitFor(ALARMS);
  } finally {
    await sender.stop();
  }
  return receiver.received.map((r, i) => arrivals[i]! - raisedAt.get(String(r.body.data.sourceId))!);
}

export async function webhookBenchRows(): Promise<Row[]> {
  const backend = backends.at(-1)!;
  const name = backend.name === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const { db, drop } = await backend.open();
  const receiver = await startWebhookReceiver();
  setOutgoingAllowList(['127.0.0.0/8']);
  try {
    await migrate(db);
    const rate = await throughput(db, receiver);
    const delays = await latency(db, receiver);
    return [
      [
        'webhook deliveries per second',
        `${rate.perSecond.toFixed(0)} /s`,
        `${name}, ${EVENTS} events x ${SUBSCRIPTIONS} subscriptions, one sender, local receiver; goal >= 200/s`,
      ],
      [
        'alarm -> webhook delivery p50',
        `${quantile(delays, 0.5).toFixed(0)} ms`,
        `${name}, ${ALARMS} alarms every ${ALARM_EVERY_MS} ms, polling 250 ms`,
      ],
      ['alarm -> webhook delivery p95', `${quantile(delays, 0.95).toFixed(0)} ms`, `${name}; goal < 2 s`],
    ];
  } finally {
    await receiver.close();
    await drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  webhookBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
