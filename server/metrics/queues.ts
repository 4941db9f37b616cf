// The durable queues at scrape (one cheap statement each, server/repositories/queueBacklog.ts): the mail outbox
// (`queue="mail"`) and the webhook deliveries (`queue="webhook"`), rows pending and being sent, and the age of the
// oldest pending one. The queues are the database's: every instance reports the same figures (alert on the max
// over instances, not on a sum). A queue whose reading failed is left out of that scrape.
import { Gauge } from 'prom-client';
import type { Backlog } from '../repositories/queueBacklog.ts';
import type { MetricsRegistry } from './registry.ts';

export type QueueName = 'mail' | 'webhook';

export function queueMetrics(
  metrics: MetricsRegistry,
  read: Record<QueueName, () => Promise<Backlog>>,
): void {
  const readers = Object.entries(read).map(
    ([queue, backlog]) => [queue, metrics.reader(`${queue}_queue`, backlog)] as const,
  );
  const each = async (apply: (queue: string, backlog: Backlog) => void) => {
    const answers = await Promise.all(
      readers.map(async ([queue, backlog]) => [queue, await backlog()] as const),
    );
    for (const [queue, backlog] of answers) if (backlog) apply(queue, backlog);
  };
  new Gauge({
    name: 'esl_queue_depth',
    help: 'Rows of a durable queue (mail outbox, webhook deliveries) not sent yet, by status (pending, sending).',
    labelNames: ['queue', 'status'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      await each((queue, backlog) => {
        this.set({ queue, status: 'pending' }, backlog.pending);
        this.set({ queue, status: 'sending' }, backlog.sending);
      });
    },
  });
  new Gauge({
    name: 'esl_queue_oldest_pending_seconds',
    help: 'Age of the oldest pending row of a durable queue (0 when none is pending).',
    labelNames: ['queue'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      await each((queue, backlog) => this.set({ queue }, backlog.oldestPendingSeconds));
    },
  });
}
