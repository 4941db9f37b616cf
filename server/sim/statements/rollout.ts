// The staged rollout's statements (server/sim/rollout.ts), in the transaction of a rollout's step: its gateways
// (rollout_gateways) moving through UPDATING, DONE, FAILED, SKIPPED, ROLLING_BACK and ROLLED_BACK, and the
// version each gateway reports.
import type { Queryable } from '../../db/db.ts';
import type { GatewayRow } from '../../../domain/generated/rows.ts';
import { VERSION_COLUMN } from '../../repositories/rollouts.ts';
import type { Component } from '../../repositories/rollouts.ts';

/** a gateway of the rollout whose update (or rollback) is due; status: the gateway's (null when gone) */
export interface DueGateway {
  gwMac: string;
  storeCode: string;
  status: GatewayRow['status'];
  previousVersion: string | null;
}

/** the counts of a stage that decide whether it pauses the rollout or is finished */
export interface StageCounts {
  total: number;
  reported: number;
  failures: number;
  open: number;
}

/** the stage's updates due by `at`, with their gateway's status, in MAC order */
export function dueUpdates(
  tx: Queryable,
  rolloutId: number,
  stage: number,
  at: string,
): Promise<DueGateway[]> {
  return tx.query<DueGateway>(
    `SELECT r."gwMac", r."storeCode", g.status, r."previousVersion" FROM rollout_gateways r
     LEFT JOIN gateways g ON g."gwMac" = r."gwMac"
     WHERE r."rolloutId" = $1 AND r.stage = $2 AND r.state = 'UPDATING' AND r."dueAt" <= $3 ORDER BY r."gwMac"`,
    [rolloutId, stage, at],
  );
}

/** The gateways report the new version: DONE, and the version in their row. */
export async function markUpdated(
  tx: Queryable,
  rollout: { id: number; component: Component; version: string },
  gwMacs: string[],
  at: string,
): Promise<void> {
  await tx.query(
    `UPDATE rollout_gateways SET state = 'DONE', "dueAt" = NULL, "updatedAt" = $3
     WHERE "rolloutId" = $1 AND "gwMac" = ANY($2)`,
    [rollout.id, gwMacs, at],
  );
  await tx.query(`UPDATE gateways SET "${VERSION_COLUMN[rollout.component]}" = $2 WHERE "gwMac" = ANY($1)`, [
    gwMacs,
    rollout.version,
  ]);
}

/** The gateways failed their update, each with its error. */
export async function markFailed(
  tx: Queryable,
  rolloutId: number,
  failed: Array<{ gwMac: string; error: string }>,
  at: string,
): Promise<void> {
  await tx.query(
    `UPDATE rollout_gateways r SET state = 'FAILED', "dueAt" = NULL, error = u.error, "updatedAt" = $4
     FROM unnest($2::text[], $3::text[]) AS u(mac, error) WHERE r."rolloutId" = $1 AND r."gwMac" = u.mac`,
    [rolloutId, failed.map((f) => f.gwMac), failed.map((f) => f.error), at],
  );
}

/** the stage's gateways, those reported, those failed with `failureError`, those still open */
export async function stageCounts(
  tx: Queryable,
  rolloutId: number,
  stage: number,
  failureError: string,
): Promise<StageCounts> {
  const [counts] = await tx.query<StageCounts>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE state IN ('DONE', 'FAILED'))::int AS reported,
       count(*) FILTER (WHERE state = 'FAILED' AND error = $3)::int AS failures,
       count(*) FILTER (WHERE state IN ('PENDING', 'UPDATING'))::int AS open
     FROM rollout_gateways WHERE "rolloutId" = $1 AND stage = $2`,
    [rolloutId, stage, failureError],
  );
  return counts;
}

/** the gateways of the stage waiting to start */
export function pendingOfStage(
  tx: Queryable,
  rolloutId: number,
  stage: number,
): Promise<Array<{ gwMac: string }>> {
  return tx.query<{ gwMac: string }>(
    `SELECT "gwMac" FROM rollout_gateways WHERE "rolloutId" = $1 AND stage = $2 AND state = 'PENDING'`,
    [rolloutId, stage],
  );
}

/** The gateways start updating (or rolling back), each due at its time. */
export async function scheduleGateways(
  tx: Queryable,
  rolloutId: number,
  gateways: Array<{ gwMac: string; dueAt: string }>,
  state: 'UPDATING' | 'ROLLING_BACK',
  at: string,
): Promise<void> {
  await tx.query(
    `UPDATE rollout_gateways r SET state = $5, "dueAt" = u.due, "updatedAt" = $4
     FROM unnest($2::text[], $3::timestamptz[]) AS u(mac, due) WHERE r."rolloutId" = $1 AND r."gwMac" = u.mac`,
    [rolloutId, gateways.map((g) => g.gwMac), gateways.map((g) => g.dueAt), at, state],
  );
}

/** Gateways that never started are skipped. */
export async function skipPending(tx: Queryable, rolloutId: number, at: string): Promise<void> {
  await tx.query(
    `UPDATE rollout_gateways SET state = 'SKIPPED', "dueAt" = NULL, "updatedAt" = $2
     WHERE "rolloutId" = $1 AND state = 'PENDING'`,
    [rolloutId, at],
  );
}

/** the gateways updated or updating: those a rollback takes back */
export function updatedGateways(tx: Queryable, rolloutId: number): Promise<Array<{ gwMac: string }>> {
  return tx.query<{ gwMac: string }>(
    `SELECT "gwMac" FROM rollout_gateways WHERE "rolloutId" = $1 AND state IN ('DONE', 'UPDATING')`,
    [rolloutId],
  );
}

/** the rollbacks due by `at` */
export function dueRollbacks(tx: Queryable, rolloutId: number, at: string): Promise<DueGateway[]> {
  return tx.query<DueGateway>(
    `SELECT r."gwMac", r."storeCode", NULL AS status, r."previousVersion" FROM rollout_gateways r
     WHERE r."rolloutId" = $1 AND r.state = 'ROLLING_BACK' AND r."dueAt" <= $2`,
    [rolloutId, at],
  );
}

/** The gateways are back on the version each had: ROLLED_BACK. */
export async function markRolledBack(
  tx: Queryable,
  rollout: { id: number; component: Component },
  gwMacs: string[],
  at: string,
): Promise<void> {
  await tx.query(
    `UPDATE gateways g SET "${VERSION_COLUMN[rollout.component]}" = r."previousVersion"
     FROM rollout_gateways r WHERE r."rolloutId" = $1 AND r."gwMac" = ANY($2) AND g."gwMac" = r."gwMac"`,
    [rollout.id, gwMacs],
  );
  await tx.query(
    `UPDATE rollout_gateways SET state = 'ROLLED_BACK', "dueAt" = NULL, "updatedAt" = $3
     WHERE "rolloutId" = $1 AND "gwMac" = ANY($2)`,
    [rollout.id, gwMacs, at],
  );
}

/** the rollbacks not finished yet */
export async function openRollbacks(tx: Queryable, rolloutId: number): Promise<number> {
  const [{ open }] = await tx.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM rollout_gateways WHERE "rolloutId" = $1 AND state = 'ROLLING_BACK'`,
    [rolloutId],
  );
  return open;
}
