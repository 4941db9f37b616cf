// A closed-loop load: `clients` clients each send their next request when their last is answered, for `seconds`;
// the throughput of answered requests, their p95 latency and the errors (scripts/bench/instances.ts, replicas.ts).
import { performance } from 'node:perf_hooks';
import { quantile } from './stats';

export interface ClosedLoopFigures {
  throughput: number;
  p95: number;
  errors: number;
}

/** `send(i)` sends request number i and answers whether it succeeded (a throw is an error too) */
export async function closedLoop(
  clients: number,
  seconds: number,
  send: (i: number) => Promise<boolean>,
): Promise<ClosedLoopFigures> {
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        if (await send(next++).catch(() => false)) samples.push(performance.now() - sent);
        else errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { throughput: samples.length / elapsed, p95: quantile(samples, 0.95), errors };
}
