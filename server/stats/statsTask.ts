// The stats task: refreshes every store's statistics in SQL on a timer (and once when the server starts
// listening). A failed run is recorded as a 'STATS TASK FAILURE' system alarm (doc 1 §8).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import { AlarmsRepository } from '../repositories/alarms.ts';
import { StatsRefreshRepository } from '../repositories/statsRefresh.ts';

export const STATS_INTERVAL_MS = 5 * 60_000;

export class StatsTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;
  readonly refresher: StatsRefreshRepository;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    private readonly intervalMs = STATS_INTERVAL_MS,
  ) {
    this.refresher = new StatsRefreshRepository(db);
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    const next = () => {
      if (this.stopped) return;
      // the next run waits a whole interval after this one ends (a slow run at 10 million tags never stacks)
      this.timer = setTimeout(() => void this.run().then(next), this.intervalMs);
      this.timer.unref();
    };
    this.timer = setTimeout(() => void this.run().then(next), 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One full refresh; never throws (a failure becomes an alarm). Concurrent calls share the run. */
  run(): Promise<void> {
    this.running ??= this.refreshOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async refreshOnce(): Promise<void> {
    const started = Date.now();
    try {
      await this.refresher.refresh();
      this.log?.debug({ ms: Date.now() - started }, 'stats refreshed');
    } catch (error) {
      this.log?.error({ err: error }, 'stats task failed');
      await new AlarmsRepository(this.db)
        .record([
          { location: 'SYSTEM', type: 'STATS TASK FAILURE', class: 3, data: { message: String(error) } },
        ])
        .catch(() => undefined);
    }
  }
}
