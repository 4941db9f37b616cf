// The webhook queue (tables from schemas/webhookDelivery.schema.json and webhook.schema.json; indexes in
// migration 894): an event becomes one row per subscription it matches, in the statement that queues it, so the
// rows commit with their cause's transaction.
import type { Queryable } from '../db/db.ts';
import { subscriptionMatches } from './webhookSubscriptionMatch.ts';
import { WebhookDeliveryTableBase } from '../generated/repositories.ts';

export interface QueuedEvent {
  id: string;
  type: string;
  store?: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  alarm?: { type: string; class: number };
}

/** the body a receiver gets: `{ id, type, occurredAt, store?, data }` (webhookEvents.schema.json envelope) */
export function payloadOf(event: QueuedEvent): Record<string, unknown> {
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    ...(event.store === undefined ? {} : { store: event.store }),
    data: event.data,
  };
}

export class WebhookDeliveriesRepository extends WebhookDeliveryTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  /**
   * One delivery per active subscription the event matches: its type chosen; its store within the subscription's
   * scope (an event of no store only where the scope is every store); an alarm's type and class within the
   * subscription's lists. Answers how many were queued.
   */
  async queueEvent(event: QueuedEvent): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `WITH queued AS (
         INSERT INTO webhook_delivery ("subscriptionId", "eventId", type, store, "occurredAt", payload)
         SELECT s.id, $1, $2, $3, $4, $5::jsonb FROM webhook_subscription s
         WHERE ${subscriptionMatches({ type: '$2', store: '$3::text', alarmType: '$6::text', alarmClass: '$7::int' })}
         RETURNING 1)
       SELECT count(*)::int AS n FROM queued`,
      [
        event.id,
        event.type,
        event.store ?? null,
        event.occurredAt,
        JSON.stringify(payloadOf(event)),
        event.alarm?.type ?? null,
        event.alarm?.class ?? null,
      ],
    );
    return rows[0]?.n ?? 0;
  }
}
