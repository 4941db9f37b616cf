// The database: statement and transaction durations (timedDb wraps the app's Db), and at scrape what waits for it:
// the PostgreSQL pool's connections in use and idle and the callers waiting for one, or the statements queued for
// the PGlite thread.
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '../db/db.ts';
import type { DbTimings } from '../db/timedDb.ts';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function dbTimings(registry: Registry): DbTimings {
  const statements = new Histogram({
    name: 'esl_db_query_duration_seconds',
    help: 'Database statements of the app (inside transactions too), by outcome, and how long they took.',
    labelNames: ['outcome'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const transactions = new Histogram({
    name: 'esl_db_transaction_duration_seconds',
    help: 'Database transactions of the app, from BEGIN to COMMIT or ROLLBACK, by outcome.',
    labelNames: ['outcome'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const outcome = (failed: boolean) => ({ outcome: failed ? 'error' : 'ok' });
  return {
    statement: (seconds, failed) => statements.observe(outcome(failed), seconds),
    transaction: (seconds, failed) => transactions.observe(outcome(failed), seconds),
  };
}

/** the gauges of what the backend reports (Db.usage): a pool on PostgreSQL, a queue on PGlite in its thread */
export function dbUsageMetrics(registry: Registry, db: Db): void {
  const usage = db.usage;
  if (!usage) return;
  const shape = usage();
  if (shape.pool) {
    new Gauge({
      name: 'esl_db_pool_connections',
      help: 'Connections of the PostgreSQL pool of this instance, in use or idle.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = usage().pool;
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'esl_db_pool_waiting_requests',
      help: 'Callers waiting for a connection of the PostgreSQL pool (pool saturated).',
      registers: [registry],
      collect() {
        this.set(usage().pool?.waiting ?? 0);
      },
    });
  }
  if (shape.queued !== undefined)
    new Gauge({
      name: 'esl_db_pglite_queue_length',
      help: 'Statements handed to the PGlite thread and not answered yet (one runs, the others wait).',
      registers: [registry],
      collect() {
        this.set(usage().queued ?? 0);
      },
    });
}
