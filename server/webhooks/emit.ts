// The webhooks' one way in (issue 35): the code path that causes an event calls emitWebhookEvent on the database
// it writes with (its transaction when it has one), so the event is queued exactly when the cause commits
// (DESIGN.md §3a "Durable queues"). The sender job (server/webhooks/) delivers it to every subscription it matches.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { WebhookRecord } from '../../domain/generated/rows.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** the event types a subscription may choose (each one's payload is `webhookEvents.schema.json#/$defs/<type>`) */
export const WEBHOOK_EVENT_TYPES = [
  'alarm.raised',
  'updateTask.finished',
  'delivery.targetMissed',
  'battery.lowListChanged',
  'productFile.imported',
  'productFile.failed',
  'gateway.offline',
  'gateway.online',
] as const satisfies readonly WebhookRecord['events'][number][];

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEventInput {
  type: WebhookEventType;
  /** the store it concerns; absent for events of the whole system (a SYSTEM alarm) */
  store?: string;
  /** the event's data, as its payload schema says; never a session token or a secret */
  data: Record<string, unknown>;
  /** when it happened (default now) */
  occurredAt?: Date;
  /** an alarm's type and class: subscriptions may be limited to some of them */
  alarm?: { type: string; class: number };
}

/**
 * Queues the event for every active subscription it matches (its type; its store within the subscription's
 * scope; an alarm's type and class within the subscription's), on `db`: the same transaction as its cause.
 * Answers how many deliveries were queued.
 */
export async function emitWebhookEvent(db: Queryable, event: WebhookEventInput): Promise<number> {
  return repositoriesOf(db).webhookDeliveries.queueEvent({
    ...event,
    id: randomUUID(),
    occurredAt: event.occurredAt ?? new Date(),
  });
}
