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
import { AlarmsRepository, type AlarmInput } from '../repositories/alarms.ts';
import { RolloutsRepository, VERSION_COLUMN, type Rollout } from '../repositories/rollouts.ts';
import { unitHash } from '../software/rolloutPlan.ts';

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

interface Due {
  gwMac: string;
  storeCode: string;
  status: string | null;
  previousVersion: string | null;
}

export class RolloutSimulation {
  constructor(
    private readonly db: Db,
    private readonly options: RolloutOptions,
  ) {}

  /** One step of every unfinished rollout, on the database given (a server job's run) or the simulation's. */
  async tick(now = new Date(), db: Db = this.db): Promise<void> {
    const active = await new RolloutsRepository(db).active();
    for (const { id } of active) {
      await db.transaction(async (tx) => {
        const rollouts = new RolloutsRepository(tx);
        const rollout = await rollouts.get(id, true);
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
    const rollouts = new RolloutsRepository(tx);
    const alarms: AlarmInput[] = [];
    // 1. the updates that are due report
    const due = await tx.query<Due>(
      `SELECT r."gwMac", r."storeCode", g.status, r."previousVersion" FROM rollout_gateways r
       LEFT JOIN gateways g ON g."gwMac" = r."gwMac"
       WHERE r."rolloutId" = $1 AND r.stage = $2 AND r.state = 'UPDATING' AND r."dueAt" <= $3 ORDER BY r."gwMac"`,
      [rollout.id, rollout.stage, now.toISOString()],
    );
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
    if (done.length > 0) {
      await tx.query(
        `UPDATE rollout_gateways SET state = 'DONE', "dueAt" = NULL, "updatedAt" = $3
         WHERE "rolloutId" = $1 AND "gwMac" = ANY($2)`,
        [rollout.id, done, now.toISOString()],
      );
      await tx.query(
        `UPDATE gateways SET "${VERSION_COLUMN[rollout.component]}" = $2 WHERE "gwMac" = ANY($1)`,
        [done, rollout.version],
      );
    }
    if (failed.length > 0)
      await tx.query(
        `UPDATE rollout_gateways r SET state = 'FAILED', "dueAt" = NULL, error = u.error, "updatedAt" = $4
         FROM unnest($2::text[], $3::text[]) AS u(mac, error) WHERE r."rolloutId" = $1 AND r."gwMac" = u.mac`,
        [rollout.id, failed.map((f) => f.gwMac), failed.map((f) => f.error), now.toISOString()],
      );
    await new AlarmsRepository(tx).record(alarms);

    // 2. too many update failures in this stage: pause (unless the operator accepted them by resuming)
    const [stage] = await tx.query<{ total: number; reported: number; failures: number; open: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE state IN ('DONE', 'FAILED'))::int AS reported,
         count(*) FILTER (WHERE state = 'FAILED' AND error = $3)::int AS failures,
         count(*) FILTER (WHERE state IN ('PENDING', 'UPDATING'))::int AS open
       FROM rollout_gateways WHERE "rolloutId" = $1 AND stage = $2`,
      [rollout.id, rollout.stage, UPDATE_FAILED],
    );
    if (
      rollout.acceptedStage !== rollout.stage &&
      stage.reported >= Math.min(stage.total, PAUSE_MIN_REPORTS) &&
      stage.failures / stage.reported > rollout.failureThreshold
    ) {
      await rollouts.update(rollout.id, { state: 'PAUSED', pausedReason: 'failures' });
      await new AlarmsRepository(tx).raise({
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
        await rollouts.update(rollout.id, { state: 'COMPLETED', finished: true });
        return;
      }
      current += 1;
      await rollouts.update(rollout.id, { stage: current });
    }

    // 4. the waiting gateways of the current stage start updating
    const start = await tx.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM rollout_gateways WHERE "rolloutId" = $1 AND stage = $2 AND state = 'PENDING'`,
      [rollout.id, current],
    );
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
    await tx.query(
      `UPDATE rollout_gateways r SET state = $5, "dueAt" = u.due, "updatedAt" = $4
       FROM unnest($2::text[], $3::timestamptz[]) AS u(mac, due) WHERE r."rolloutId" = $1 AND r."gwMac" = u.mac`,
      [
        rollout.id,
        gateways.map((g) => g.gwMac),
        gateways.map((g) => this.dueAt(rollout, g.gwMac, now, state)),
        now.toISOString(),
        state,
      ],
    );
  }

  private async back(tx: Queryable, rollout: Rollout, now: Date): Promise<void> {
    // gateways that never started are skipped; updated (or updating) ones go back to their previous version
    await tx.query(
      `UPDATE rollout_gateways SET state = 'SKIPPED', "dueAt" = NULL, "updatedAt" = $2
       WHERE "rolloutId" = $1 AND state = 'PENDING'`,
      [rollout.id, now.toISOString()],
    );
    const toStart = await tx.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM rollout_gateways WHERE "rolloutId" = $1 AND state IN ('DONE', 'UPDATING')`,
      [rollout.id],
    );
    await this.schedule(tx, rollout, toStart, 'ROLLING_BACK', now);
    const due = await tx.query<Due>(
      `SELECT r."gwMac", r."storeCode", NULL AS status, r."previousVersion" FROM rollout_gateways r
       WHERE r."rolloutId" = $1 AND r.state = 'ROLLING_BACK' AND r."dueAt" <= $2`,
      [rollout.id, now.toISOString()],
    );
    if (due.length > 0) {
      await tx.query(
        `UPDATE gateways g SET "${VERSION_COLUMN[rollout.component]}" = r."previousVersion"
         FROM rollout_gateways r WHERE r."rolloutId" = $1 AND r."gwMac" = ANY($2) AND g."gwMac" = r."gwMac"`,
        [rollout.id, due.map((g) => g.gwMac)],
      );
      await tx.query(
        `UPDATE rollout_gateways SET state = 'ROLLED_BACK', "dueAt" = NULL, "updatedAt" = $3
         WHERE "rolloutId" = $1 AND "gwMac" = ANY($2)`,
        [rollout.id, due.map((g) => g.gwMac), now.toISOString()],
      );
    }
    const [{ open }] = await tx.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM rollout_gateways WHERE "rolloutId" = $1 AND state = 'ROLLING_BACK'`,
      [rollout.id],
    );
    if (open === 0)
      await new RolloutsRepository(tx).update(rollout.id, { state: 'ROLLED_BACK', finished: true });
  }
}
