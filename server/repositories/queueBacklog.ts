// What waits in a durable queue (the mail outbox, the webhook deliveries: both pending -> sending -> sent | failed):
// one cheap statement over the unsent rows, which partial indexes keep apart from the sent history (migrations
// 500, 894). Read by the metrics at scrape (server/metrics/queues.ts).
import type { Queryable } from '../db/db.ts';

export interface Backlog {
  pending: number;
  sending: number;
  /** age of the oldest pending row (0 when none): a queue that stops moving shows here first */
  oldestPendingSeconds: number;
}

export async function queueBacklog(
  db: Queryable,
  table: 'mail_outbox' | 'webhook_delivery',
): Promise<Backlog> {
  const [row] = await db.query<Backlog>(
    `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'sending')::int AS sending,
            coalesce(extract(epoch FROM now() - min("createdAt") FILTER (WHERE status = 'pending')), 0)::float8
              AS "oldestPendingSeconds"
       FROM ${table} WHERE status IN ('pending', 'sending')`,
  );
  return row ?? { pending: 0, sending: 0, oldestPendingSeconds: 0 };
}
