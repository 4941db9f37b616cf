// The server's periodic jobs, run by the job scheduler (scheduler.ts) once per period across the instances,
// whether or not this instance (or any) runs the simulator: what the product does, not what the simulator plays.
import type { FastifyBaseLogger } from 'fastify';
import { retentionRule, runAlarmRules } from '../alarms/rules.ts';
import type { Config } from '../config.ts';
import { evaluatePanelAlerts, PANEL_ALERTS_EVERY_MS } from '../dashboards/alertJob.ts';
import type { Db } from '../db/db.ts';
import { runDeliveryJob } from '../delivery/deliveryJob.ts';
import { runBatteryJob, type BatterySweep } from '../battery/batteryJob.ts';
import { runSwapMailJob } from '../battery/swapMail.ts';
import { dispatchOeplUpdates, OEPL_DISPATCH_EVERY_MS, type RenderPage } from '../oepl/dispatch.ts';
import { OEPL_POLL_EVERY_MS, pollOeplGateways } from '../oepl/sync.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { purgeAuditLog, AUDIT_RETENTION_EVERY_MS } from '../audit/retention.ts';
import { RolloutSimulation } from '../sim/rollout.ts';
import { StatsTask } from '../stats/statsTask.ts';
import { foldRollups } from '../repositories/statsQuery/rollups.ts';
import { ROLLUP_FOLD_EVERY_MS } from '../stats/query/rollups.ts';
import type { Storage } from '../storage/storage.ts';
import type { Job } from './scheduler.ts';

/** how often the chunks a dead put left behind are swept (server/storage/postgres.ts) */
export const STORAGE_SWEEP_EVERY_MS = 60 * 60_000;
/** how often the server log lines past their retention are dropped */
export const SERVER_LOG_PURGE_EVERY_MS = 10 * 60_000;

export type JobsConfig = Pick<
  Config,
  | 'rulesEveryMs'
  | 'retentionEveryMs'
  | 'statsEveryMs'
  | 'statsRoundTags'
  | 'rolloutPaceMs'
  | 'rolloutFailureRate'
  | 'simSeed'
  | 'serverLogRetentionHours'
  | 'auditRetentionDays'
  | 'deliveryEveryMs'
  | 'deliveryTargetPercent'
  | 'deliveryTargetMinutes'
  | 'batteryEveryMs'
  | 'batteryMailEveryMs'
  | 'batteryMailWeekday'
  | 'batteryMailHour'
>;

/** the alarm rules' context on the run's database */
function rulesOn(db: Db) {
  const repos = repositoriesOf(db);
  return { db, alarms: repos.alarms, systemConfig: repos.systemConfig };
}

/**
 * The jobs. Each works through the database its run gives it (server/jobs/scheduler.ts): the run's transaction,
 * committed with the run's finish, so that an instance whose run was taken over commits nothing; the statistics
 * refresh commits table by table (`steps`), each step fenced.
 */
export function serverJobs(
  db: Db,
  config: JobsConfig,
  log?: FastifyBaseLogger,
  storage?: Storage,
  /** the render pool's label (worker threads): tag updates behind OEPL access points are rendered with it */
  render?: RenderPage,
): Job[] {
  const rollouts = new RolloutSimulation(db, {
    seed: config.simSeed,
    paceMs: config.rolloutPaceMs,
    failureRate: config.rolloutFailureRate,
  });
  const sweep = storage?.sweep?.bind(storage);
  /** where the battery job's sweep over the tags goes on (this instance's runs) */
  const batterySweep: BatterySweep = { after: '' };
  return [
    // gateway offline, invalid GRM, product file not received, the daily abnormal report
    { name: 'alarm-rules', everyMs: config.rulesEveryMs, run: (now, tx) => runAlarmRules(rulesOn(tx), now) },
    // history and update history retention (system_config historyRetentionDays, updateHistoryRetentionDays)
    {
      name: 'retention',
      everyMs: config.retentionEveryMs,
      run: async (now, tx) => void (await retentionRule(rulesOn(tx), now)),
    },
    // one step of every unfinished software rollout (SIM_ROLLOUT_PACE_MS)
    { name: 'rollouts', everyMs: config.rolloutPaceMs, run: (now, tx) => rollouts.tick(now, tx) },
    // a round of the maintained statistics' refresh (every store, or the next slice of a chain's): each table
    // replaced in a short transaction of its own
    {
      name: 'stats',
      everyMs: config.statsEveryMs,
      steps: true,
      run: (_now, fenced) => new StatsTask(fenced, log, config.statsRoundTags).run(),
    },
    // the count rollups of the custom dashboards' queries: delta rows folded per group (issue 26)
    {
      name: 'stats-rollups',
      everyMs: ROLLUP_FOLD_EVERY_MS,
      run: async (_now, tx) => void (await foldRollups(tx)),
    },
    // the alert rules of custom dashboard panels: PANEL THRESHOLD / PANEL THRESHOLD CLEARED (issue 38)
    {
      name: 'panel-alerts',
      everyMs: PANEL_ALERTS_EVERY_MS,
      run: (now, tx) => evaluatePanelAlerts(tx, now),
    },
    // delivery service levels: today's and unclosed days' rollups, DELIVERY TARGET MISSED (issue 27 §1)
    {
      name: 'delivery',
      everyMs: config.deliveryEveryMs,
      run: async (now, tx) =>
        void (await runDeliveryJob(
          tx,
          { percent: config.deliveryTargetPercent, minutes: config.deliveryTargetMinutes },
          now,
          repositoriesOf(tx).alarms,
        )),
    },
    // battery replacement forecasts of the tags whose battery history moved (issue 27 §2), a sweep over the tags
    {
      name: 'battery',
      everyMs: config.batteryEveryMs,
      run: async (now, tx) => void (await runBatteryJob(tx, now, batterySweep)),
    },
    // the weekly battery swap-list mail to each store's members, when opted in (issue 27 §2)
    {
      name: 'battery-mail',
      everyMs: config.batteryMailEveryMs,
      run: async (now, tx) =>
        void (await runSwapMailJob(tx, now, {
          weekday: config.batteryMailWeekday,
          hour: config.batteryMailHour,
        })),
    },
    // OpenEPaperLink access points: their tags into the tag lists, their status into gateways (issue 27 §3).
    // Both OEPL jobs commit in steps: they wait on the network (and the dispatch on the render pool, whose tag
    // data decorator reads the database) between their statements, which must not hold a transaction open (on
    // PGlite, one connection, that would stall every other query and the render itself)
    {
      name: 'oepl-poll',
      everyMs: OEPL_POLL_EVERY_MS,
      steps: true,
      run: async (now, tx) => void (await pollOeplGateways(tx, now)),
    },
    // tag updates behind OEPL access points: rendered and uploaded to the AP instead of simulated (issue 27 §3)
    ...(render
      ? [
          {
            name: 'oepl-dispatch',
            everyMs: OEPL_DISPATCH_EVERY_MS,
            steps: true,
            run: async (now: Date, tx: Db) => void (await dispatchOeplUpdates(tx, render, now)),
          },
        ]
      : []),
    // the log lines of every instance older than SERVER_LOG_RETENTION_HOURS (server/downloads/serverLogs.ts)
    {
      name: 'server-log-retention',
      everyMs: SERVER_LOG_PURGE_EVERY_MS,
      run: async (_now, tx) =>
        void (await repositoriesOf(tx).serverLogs.purgeOlderThan(config.serverLogRetentionHours)),
    },
    // the audit log's rows older than AUDIT_RETENTION_DAYS, in batches each committed on its own (issue 36)
    {
      name: 'audit-retention',
      everyMs: AUDIT_RETENTION_EVERY_MS,
      steps: true,
      run: async (now, fenced) => void (await purgeAuditLog(fenced, now, config.auditRetentionDays)),
    },
    // stored file chunks of puts whose process died (shared storage only): idempotent deletes on the storage's
    // own connections, so it needs no fencing
    ...(sweep
      ? [
          {
            name: 'storage-sweep',
            everyMs: STORAGE_SWEEP_EVERY_MS,
            steps: true,
            run: async () => void (await sweep()),
          },
        ]
      : []),
  ];
}
