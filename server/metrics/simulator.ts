// The fleet simulator of this instance: ticks begun and failed (counters that follow the simulator's own counts),
// and whether it runs here (one instance per database runs it: server/sim/lease.ts).
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Simulator } from '../sim/simulator.ts';

/** a counter following a count kept elsewhere: moved by the difference at each scrape */
function followedCounter(registry: Registry, name: string, help: string, read: () => number): Counter {
  let seen = 0;
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = now;
    },
  });
}

export function simulatorMetrics(registry: Registry, simulator: Simulator): void {
  followedCounter(
    registry,
    'esl_simulator_ticks_total',
    'Simulator ticks begun in this instance.',
    () => simulator.counts.ticks,
  );
  followedCounter(
    registry,
    'esl_simulator_tick_failures_total',
    'Simulator ticks of this instance that failed.',
    () => simulator.counts.failures,
  );
  new Gauge({
    name: 'esl_simulator_running',
    help: '1 when this instance runs the fleet simulator, else 0.',
    registers: [registry],
    collect() {
      this.set(simulator.started ? 1 : 0);
    },
  });
}
