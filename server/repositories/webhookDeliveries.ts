// The webhook queue (tables from schemas/webhookDelivery.schema.json and webhook.schema.json; indexes in
// migration 894): an event becomes one row per subscription it matches, in the statement that queues it, so the
// rows commit with their cause's transaction.
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import type { WebhookDeliveryRow } from '../../domain/generated/calls.ts';
import { envelopeSql, subscriptionMatches } from './webhookQueueSql.ts';

/** the envelope of queueEvent's parameters ($1 id, $2 type, $3 store, $4 occurredAt, $5 data) */
const ENVELOPE = envelopeSql({
  id: '$1::text',
  type: '$2::text',
  occurredAt: '$4::timestamptz',
  store: '$3::text',
  data: '$5::jsonb',
});
import { WebhookDeliveryTableBase } from '../generated/repositories.ts';
import type { JobTable } from './jobTable.ts';
import { queueBacklog, type Backlog } from './queueBacklog.ts';
import { deadOwner } from './serverInstances.ts';

/** a delivery claimed for sending, with what its attempt needs */
export interface ClaimedDelivery {
  id: number;
  subscriptionId: number;
  eventId: string;
  store: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  url: string;
  /** the subscription's secret, then the previous one while it is still valid */
  secrets: string[];
}

/** how one attempt went */
export interface AttemptOutcome {
  answerCode: number | null;
  durationMs: number;
  error: string | null;
}

/** a delivery as its table lists it; its times are read as Dates, answered as ISO texts */
export type DeliveryRow = WebhookDeliveryRow;

const ROW = `id::int AS id, "subscriptionId"::int AS "subscriptionId", "eventId", type, store, "occurredAt", status,
  attempts, "nextAttemptAt", "firstAttemptAt", "lastAttemptAt", "answerCode", "durationMs", error, "createdAt",
  "sentAt"`;

export interface QueuedEvent {
  id: string;
  type: string;
  store?: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  alarm?: { type: string; class: number };
}

export class WebhookDeliveriesRepository extends WebhookDeliveryTableBase implements JobTable {
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
         SELECT s.id, $1::text, $2::text, $3::text, $4::timestamptz, ${ENVELOPE} FROM webhook_subscription s
         WHERE ${subscriptionMatches({ type: '$2', store: '$3::text', alarmType: '$6::text', alarmClass: '$7::int' })}
         RETURNING 1)
       SELECT count(*)::int AS n FROM queued`,
      [
        event.id,
        event.type,
        event.store ?? null,
        event.occurredAt,
        JSON.stringify(event.data),
        event.alarm?.type ?? null,
        event.alarm?.class ?? null,
      ],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Claims for `instance` the due deliveries that are each the oldest unsent one of an active subscription (so a
   * subscription's deliveries go one after the other, in order), one statement with SKIP LOCKED: no two instances
   * claim the same row.
   */
  claim(instance: string, limit: number): Promise<ClaimedDelivery[]> {
    return this.db.query<ClaimedDelivery>(
      `WITH claimed AS (
         UPDATE webhook_delivery d SET status = 'sending', "claimedBy" = $1, "claimedAt" = now(),
           attempts = attempts + 1, "lastAttemptAt" = now(), "firstAttemptAt" = COALESCE("firstAttemptAt", now())
         WHERE d.id IN (
           SELECT q.id FROM webhook_delivery q
           WHERE q.status = 'pending' AND q.id IN (
             SELECT first.id FROM webhook_subscription s
             CROSS JOIN LATERAL (SELECT o.id, o.status, o."nextAttemptAt" FROM webhook_delivery o
                                 WHERE o."subscriptionId" = s.id AND o.status IN ('pending', 'sending')
                                 ORDER BY o.id LIMIT 1) first
             WHERE s.status = 'active' AND first.status = 'pending' AND first."nextAttemptAt" <= now()
             ORDER BY first.id LIMIT $2)
           FOR UPDATE OF q SKIP LOCKED)
         RETURNING d.*)
       SELECT c.id::int AS id, c."subscriptionId"::int AS "subscriptionId", c."eventId", c.store, c.payload,
         c.attempts, s.url,
         CASE WHEN s."previousSecret" IS NOT NULL AND s."previousSecretUntil" > now()
              THEN ARRAY[s.secret, s."previousSecret"] ELSE ARRAY[s.secret] END AS secrets
       FROM claimed c JOIN webhook_subscription s ON s.id = c."subscriptionId" ORDER BY c.id`,
      [instance, limit],
    );
  }

  /** sent; its subscription's run of failures, if any, ends (one statement) */
  async sent(id: number, instance: string, outcome: AttemptOutcome): Promise<void> {
    await this.db.query(
      `WITH delivered AS (
         UPDATE webhook_delivery SET status = 'sent', "sentAt" = now(), "answerCode" = $3, "durationMs" = $4,
           error = NULL WHERE id = $1 AND status = 'sending' AND "claimedBy" = $2 RETURNING "subscriptionId")
       UPDATE webhook_subscription SET "failingSince" = NULL
       WHERE id IN (SELECT "subscriptionId" FROM delivered) AND "failingSince" IS NOT NULL`,
      [id, instance, outcome.answerCode, outcome.durationMs],
    );
  }

  /** back to pending after `delayMs`, or failed once `retryForMs` have passed since its first attempt */
  async attemptFailed(
    id: number,
    instance: string,
    outcome: AttemptOutcome,
    delayMs: number,
    retryForMs: number,
  ): Promise<'pending' | 'failed' | undefined> {
    const rows = await this.db.query<{ status: 'pending' | 'failed' }>(
      `UPDATE webhook_delivery SET "answerCode" = $3, "durationMs" = $4, error = $5,
         status = CASE WHEN "firstAttemptAt" <= now() - make_interval(secs => $7::double precision / 1000)
                       THEN 'failed' ELSE 'pending' END,
         "nextAttemptAt" = now() + make_interval(secs => $6::double precision / 1000)
       WHERE id = $1 AND status = 'sending' AND "claimedBy" = $2 RETURNING status`,
      [
        id,
        instance,
        outcome.answerCode,
        outcome.durationMs,
        (outcome.error ?? '').slice(0, 2000),
        delayMs,
        retryForMs,
      ],
    );
    return rows[0]?.status;
  }

  /** deliveries a dead instance was sending: pending again (receivers tell a repeat by ESL-Webhook-Id) */
  async closeInterrupted(self: string, staleSeconds: number): Promise<number> {
    const rows = await this.db.query(
      `UPDATE webhook_delivery SET status = 'pending', "claimedBy" = NULL
       WHERE status = 'sending' AND ${deadOwner('webhook_delivery."claimedBy"', '$1', '$2')} RETURNING 1`,
      [self, staleSeconds],
    );
    return rows.length;
  }

  /** the undelivered deliveries: pending and being sent, and the oldest pending one's age */
  backlog(): Promise<Backlog> {
    return queueBacklog(this.db, 'webhook_delivery');
  }

  /** a subscription's deliveries, newest first (filter_status) */
  async searchOf(subscriptionId: number, body: SearchBody): Promise<SearchResult<DeliveryRow>> {
    const paging = parsePaging(body, 25);
    const status = typeof body.filter_status === 'string' && body.filter_status ? body.filter_status : null;
    const where = `WHERE "subscriptionId" = $1 AND ($2::text IS NULL OR status = $2)`;
    const [total] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_delivery WHERE "subscriptionId" = $1',
      [subscriptionId],
    );
    const [filtered] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_delivery ${where}`,
      [subscriptionId, status],
    );
    const data = await this.db.query<DeliveryRow>(
      `SELECT ${ROW} FROM webhook_delivery ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [subscriptionId, status, paging.limit ?? null, paging.offset],
    );
    return { recordsTotal: total!.n, recordsFiltered: filtered!.n, data };
  }

  /** one delivery with its subscription */
  async one(id: number): Promise<{ id: number; subscriptionId: number } | undefined> {
    const rows = await this.db.query<{ id: number; subscriptionId: number }>(
      'SELECT id::int AS id, "subscriptionId"::int AS "subscriptionId" FROM webhook_delivery WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  /** a new pending delivery of the same event (id and payload), after the subscription's others */
  async resend(id: number): Promise<{ deliveryId: number; eventId: string }> {
    const rows = await this.db.query<{ deliveryId: number; eventId: string }>(
      `INSERT INTO webhook_delivery ("subscriptionId", "eventId", type, store, "occurredAt", payload)
       SELECT "subscriptionId", "eventId", type, store, "occurredAt", payload FROM webhook_delivery WHERE id = $1
       RETURNING id::int AS "deliveryId", "eventId"`,
      [id],
    );
    return rows[0]!;
  }

  /** queues an event to one subscription only (the test event) */
  async queueTo(
    subscriptionId: number,
    event: QueuedEvent,
  ): Promise<{ deliveryId: number; eventId: string }> {
    const rows = await this.db.query<{ deliveryId: number; eventId: string }>(
      `INSERT INTO webhook_delivery ("subscriptionId", "eventId", type, store, "occurredAt", payload)
       SELECT $1::bigint, $2::text, $3::text, $4::text, $5::timestamptz, ${envelopeSql({ id: '$2::text', type: '$3::text', occurredAt: '$5::timestamptz', store: '$4::text', data: '$6::jsonb' })}
       RETURNING id::int AS "deliveryId", "eventId"`,
      [
        subscriptionId,
        event.id,
        event.type,
        event.store ?? null,
        event.occurredAt,
        JSON.stringify(event.data),
      ],
    );
    return rows[0]!;
  }
}
