// The Prometheus registry of one app (never prom-client's global one: tests build many apps in one process), with
// the process's own figures (CPU, memory, event loop lag, GC, handles) and the reading of what lives in the
// database at scrape: each such reading has a deadline and never fails the scrape.
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/** what a scrape waits for one database reading; past it the families it feeds are left out of that scrape */
export const COLLECT_DEADLINE_MS = 1000;

/** a reading of the database for the families of one scrape: undefined when it failed or came too late */
export type ScrapeReader<T> = () => Promise<T | undefined>;

export interface MetricsRegistry {
  registry: Registry;
  /** wraps `read` as a scrape reader named `collector` (the label of esl_metrics_collector_errors_total) */
  reader<T>(collector: string, read: () => Promise<T>): ScrapeReader<T>;
}

const LATE = Symbol('late');

export function createMetricsRegistry(log: FastifyBaseLogger): MetricsRegistry {
  const registry = new Registry();
  // the event loop monitor and the GC observer it starts live as long as the process: one per app with metrics on
  collectDefaultMetrics({ register: registry });
  /** the readings of the scrape under way */
  const answers = new Set<Promise<unknown>>();
  const errors = new Counter({
    name: 'esl_metrics_collector_errors_total',
    help: 'Readings of the database for a scrape that failed or missed their deadline (their families were left out).',
    labelNames: ['collector'],
    registers: [registry],
    // a scrape starts every family's collect at once (this one first): after one turn the readings are all under
    // way, and their errors count in this very scrape
    async collect() {
      await null;
      await Promise.all(answers);
    },
  });

  function reader<T>(collector: string, read: () => Promise<T>): ScrapeReader<T> {
    errors.inc({ collector }, 0);
    // the statement, until it answers: a late one is waited for by the next scrape, never sent again beside it
    let reading: Promise<T> | undefined;
    // this scrape's answer, shared by the families fed by one reading (their collects start together)
    let answer: Promise<T | undefined> | undefined;
    const attempt = async (): Promise<T | undefined> => {
      if (!reading) {
        const started = read();
        const clear = () => (reading = undefined);
        started.then(clear, clear);
        reading = started;
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<typeof LATE>((resolve) => {
        timer = setTimeout(() => resolve(LATE), COLLECT_DEADLINE_MS);
      });
      try {
        const result = await Promise.race([reading, deadline]);
        if (result !== LATE) return result;
        log.warn({ collector }, 'metrics collector missed its deadline');
      } catch (error) {
        log.warn({ err: error, collector }, 'metrics collector failed');
      } finally {
        clearTimeout(timer);
      }
      errors.inc({ collector });
      return undefined;
    };
    return () => {
      if (answer) return answer;
      const started = attempt().finally(() => {
        answer = undefined;
        answers.delete(started);
      });
      answers.add(started);
      answer = started;
      return started;
    };
  }

  return { registry, reader };
}
