// The stats task: refreshes the stores' statistics in SQL, a server job every STATS_EVERY_MS (once across the
// instances, server/jobs/serverJobs.ts): every store, or at chain scale a round of STATS_ROUND_TAGS tags, the stores
// recounted longest ago (statsRefresh.ts refreshRound). A failed run is recorded as a 'STATS TASK FAILURE' system
// alarm (doc 1 §8).
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_STATS_ROUND_TAGS } from '../config.ts';
import type { Db } from '../db/db.ts';
import { StatsRefreshRepository } from '../repositories/statsRefresh.ts';
import { repositoriesOf } from '../repositories/index.ts';

export class StatsTask {
  private running?: Promise<void>;
  readonly refresher: StatsRefreshRepository;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    private readonly roundTags = DEFAULT_STATS_ROUND_TAGS,
  ) {
    this.refresher = repositoriesOf(db).statsRefresh;
  }

  /** One round; never throws (a failure becomes an alarm). Concurrent calls share the run. */
  run(): Promise<void> {
    this.running ??= this.refreshOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async refreshOnce(): Promise<void> {
    const started = Date.now();
    try {
      const stores = await this.refresher.refreshRound(this.roundTags);
      this.log?.debug({ ms: Date.now() - started, stores: stores?.length ?? 'all' }, 'stats refreshed');
    } catch (error) {
      this.log?.error({ err: error }, 'stats task failed');
      await repositoriesOf(this.db)
        .alarms.record([
          { location: 'SYSTEM', type: 'STATS TASK FAILURE', class: 3, data: { message: String(error) } },
        ])
        .catch(() => undefined);
    }
  }
}
