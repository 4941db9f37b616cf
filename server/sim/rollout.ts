// The gateway side of a staged software rollout (docs/api.md 'Software upgrade'), one step every
// SIM_ROLLOUT_PACE_MS, stepped by the server job 'rollouts' (server/jobs/serverJobs.ts: once across the instances,
// with or without the simulator): the gateways of the current stage start updating (each takes 0.5 to 1.5 steps), then
// report the new version or a failure; an OFFLINE gateway fails ('Gateway offline', not counted against the
// package). When the share of update failures of a stage passes the rollout's threshold the rollout pauses
// itself (UPDATE FAILURE, class 3); each failed gateway raises UPDATE FAILURE (class 2) for its store. A
// finished stage opens the next; the last one completes the rollout. Rolling back takes the updated gateways
// back to the version each had. Deterministic for a seed: outcomes and delays are hashes of the seed, the
// rollout and the MAC, so a restart mid-way changes nothing. Everything is in the database.
import type { Db, Queryable } from '../db/db.ts';
import { type AlarmInput } from '../repositories/alarms.ts';
import { type RolloutRecord as Rollout } from '../repositories/rollouts.ts';
import { unitHash } from '../software/rolloutPlan.ts';
import {
  dueRollbacks,
  dueUpdates,
  markFailed,
  markRolledBack,
  markUpdated,
  openRollbacks,
  pendingOfStage,
  scheduleGateways,
  skipPending,
  stageCounts,
  updatedGateways,
} from './statements/rollout.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const UPDATE_FAILURE = 'UPDATE FAILURE';
export const GATEWAY_OFFLINE = 'Gateway offline';
export const UPDATE_FAILED = 'The gateway did not report the new version';
/** reports a stage needs (all of a smaller stage) before its failure share can pause the rollout */
export const PAUSE_MIN_REPORTS = 3;

export interface RolloutOptions {
  seed: number;
  paceMs: number;
  failureRate: number;
}

export class RolloutSimulation {
  constructor(
    private readonly db: Db,
    private readonly options: RolloutOptions,
  ) {}

  /** One step of every unfinished rollout, on the database given (a server job's run) or the simulation's. */
  async tick(now = new Date(), db: Db = this.db): Promise<void> {
    const active = await repositoriesOf(db).rollouts.active();
    for (const { id } of active) {
      await db.transaction(async (tx) => {
        const rollouts = repositoriesOf(tx).rollouts;
        const rollout = await rollouts.rollout(id, true);
        if (rollout?.state === 'RUNNING') await this.forward(tx, rollout, now);
        else if (rollout?.state === 'ROLLING_BACK') await this.back(tx, rollout, now);
      });
    }
  }

  private dueAt(rollout: Rollout, gwMac: string, now: Date, what: string): string {
    const steps = 0.5 + unitHash(this.options.seed, rollout.id, gwMac, what);
    return new Date(now.getTime() + steps * this.options.paceMs).toISOString();
  }

  private async forward(tx: Queryable, rollout: Rollout, now: Date): Promise<void> {
    const rollouts = repositoriesOf(tx).rollouts;
    const alarms: AlarmInput[] = [];
    // 1. the updates that are due report
    const due = await dueUpdates(tx, rollout.id, rollout.stage, now.toISOString());
    const done: string[] = [];
    const failed: Array<{ gwMac: string; error: string }> = [];
    for (const g of due) {
      if (g.status === 'OFFLINE' || g.status === null)
        failed.push({ gwMac: g.gwMac, error: GATEWAY_OFFLINE });
      else if (unitHash(this.options.seed, rollout.id, g.gwMac, 'outcome') < this.options.failureRate)
        failed.push({ gwMac: g.gwMac, error: UPDATE_FAILED });
      else done.push(g.gwMac);
      const error = failed.at(-1)?.gwMac === g.gwMac ? failed.at(-1)?.error : undefined;
      if (error === UPDATE_FAILED)
        alarms.push({
          location: g.storeCode,
          type: UPDATE_FAILURE,
          class: 2,
          sourceType: 'gw',
          sourceId: g.gwMac,
          at: now,
          data: { rolloutId: rollout.id, component: rollout.component, version: rollout.version, error },
        });
    }
    if (done.length > 0) await markUpdated(tx, rollout, done, now.toISOString());
    if (failed.length > 0) await markFailed(tx, rollout.id, failed, now.toISOString());
    await repositoriesOf(tx).alarms.record(alarms);

    // 2. too many update failures in this stage: pause (unless the operator accepted them by resuming)
    const stage = await stageCounts(tx, rollout.id, rollout.stage, UPDATE_FAILED);
    if (
      rollout.acceptedStage !== rollout.stage &&
      stage.reported >= Math.min(stage.total, PAUSE_MIN_REPORTS) &&
      stage.failures / stage.reported > rollout.failureThreshold
    ) {
      await rollouts.advance(rollout.id, { state: 'PAUSED', pausedReason: 'failures' });
      await repositoriesOf(tx).alarms.raise({
        location: 'SYSTEM',
        type: UPDATE_FAILURE,
        class: 3,
        at: now,
        data: {
          rolloutId: rollout.id,
          component: rollout.component,
          version: rollout.version,
          stage: rollout.stage,
          failed: stage.failures,
          reported: stage.reported,
          threshold: rollout.failureThreshold,
          paused: true,
        },
      });
      return;
    }

    // 3. a finished stage opens the next one; the last completes the rollout
    let current = rollout.stage;
    if (stage.open === 0) {
      if (current + 1 >= rollout.stages) {
        await rollouts.advance(rollout.id, { state: 'COMPLETED', finished: true });
        return;
      }
      current += 1;
      await rollouts.advance(rollout.id, { stage: current });
    }

    // 4. the waiting gateways of the current stage start updating
    const start = await pendingOfStage(tx, rollout.id, current);
    await this.schedule(tx, rollout, start, 'UPDATING', now);
  }

  /** the gateways start updating (or rolling back): each answers 0.5 to 1.5 steps from now */
  private async schedule(
    tx: Queryable,
    rollout: Rollout,
    gateways: Array<{ gwMac: string }>,
    state: 'UPDATING' | 'ROLLING_BACK',
    now: Date,
  ): Promise<void> {
    if (gateways.length === 0) return;
    const due = gateways.map((g) => ({ gwMac: g.gwMac, dueAt: this.dueAt(rollout, g.gwMac, now, state) }));
    await scheduleGateways(tx, rollout.id, due, state, now.toISOString());
  }

  private async back(tx: Queryable, rollout: Rollout, now: Date): Promise<void> {
    // gateways that never started are skipped; updated (or updating) ones go back to their previous version
    await skipPending(tx, rollout.id, now.toISOString());
    const toStart = await updatedGateways(tx, rollout.id);
    await this.schedule(tx, rollout, toStart, 'ROLLING_BACK', now);
    const due = await dueRollbacks(tx, rollout.id, now.toISOString());
    if (due.length > 0)
      await markRolledBack(
        tx,
        rollout,
        due.map((g) => g.gwMac),
        now.toISOString(),
      );
    if ((await openRollbacks(tx, rollout.id)) === 0)
      await repositoriesOf(tx).rollouts.advance(rollout.id, { state: 'ROLLED_BACK', finished: true });
  }
}
