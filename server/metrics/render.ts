// The label render threads of this instance: jobs waiting for a thread, and each job's duration (queueing
// included, as its time limit counts it) by kind and outcome (ok, timeout, error).
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { RenderPool } from '../render/renderPool.ts';

/** stops following the pool (app close) */
export function renderMetrics(registry: Registry, pool: RenderPool): () => void {
  new Gauge({
    name: 'esl_render_queue_length',
    help: 'Label render jobs of this instance waiting for a free render thread.',
    registers: [registry],
    collect() {
      this.set(pool.queued());
    },
  });
  const duration = new Histogram({
    name: 'esl_render_duration_seconds',
    help: 'Label render jobs by kind and outcome, and how long they took, queueing included.',
    labelNames: ['kind', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  return pool.onRender((kind, outcome, seconds) => duration.observe({ kind, outcome }, seconds));
}
