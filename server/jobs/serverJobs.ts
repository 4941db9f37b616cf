// The server's periodic jobs, run by the job scheduler (scheduler.ts) once per period across the instances,
// whether or not this instance (or any) runs the simulator: what the product does, not what the simulator plays.
import type { FastifyBaseLogger } from 'fastify';
import { retentionRule, runAlarmRules } from '../alarms/rules.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createRepositories } from '../repositories/index.ts';
import { RolloutSimulation } from '../sim/rollout.ts';
import { StatsTask } from '../stats/statsTask.ts';
import type { Storage } from '../storage/storage.ts';
import type { Job } from './scheduler.ts';

/** how often the chunks a dead put left behind are swept (server/storage/postgres.ts) */
export const STORAGE_SWEEP_EVERY_MS = 60 * 60_000;

export type JobsConfig = Pick<
  Config,
  'rulesEveryMs' | 'retentionEveryMs' | 'statsEveryMs' | 'rolloutPaceMs' | 'rolloutFailureRate' | 'simSeed'
>;

export function serverJobs(db: Db, config: JobsConfig, log?: FastifyBaseLogger, storage?: Storage): Job[] {
  const repos = createRepositories(db);
  const rules = { db, alarms: repos.alarms, systemConfig: repos.systemConfig };
  const rollouts = new RolloutSimulation(db, {
    seed: config.simSeed,
    paceMs: config.rolloutPaceMs,
    failureRate: config.rolloutFailureRate,
  });
  const stats = new StatsTask(db, log);
  const sweep = storage?.sweep?.bind(storage);
  return [
    // gateway offline, invalid GRM, product file not received, the daily abnormal report
    { name: 'alarm-rules', everyMs: config.rulesEveryMs, run: (now) => runAlarmRules(rules, now) },
    // history and update history retention (system_config historyRetentionDays, updateHistoryRetentionDays)
    {
      name: 'retention',
      everyMs: config.retentionEveryMs,
      run: async (now) => void (await retentionRule(rules, now)),
    },
    // one step of every unfinished software rollout (SIM_ROLLOUT_PACE_MS)
    { name: 'rollouts', everyMs: config.rolloutPaceMs, run: (now) => rollouts.tick(now) },
    // the full refresh of the maintained statistics
    { name: 'stats', everyMs: config.statsEveryMs, run: () => stats.run() },
    // stored file chunks of puts whose process died (shared storage only)
    ...(sweep
      ? [{ name: 'storage-sweep', everyMs: STORAGE_SWEEP_EVERY_MS, run: async () => void (await sweep()) }]
      : []),
  ];
}
