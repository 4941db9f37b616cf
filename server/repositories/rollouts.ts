// Upgrade packages and their staged rollouts (migration 520; docs/api.md 'Software upgrade'): a rollout row,
// one row per gateway (its stage, state and the version it had), and the progress read per stage and per store.
import type { Queryable } from '../db/db.ts';
import type { Component } from '../software/upgradePackage.ts';

import { ACTIVE_STATES, type RolloutCounts, type RolloutState } from '../../domain/rollout.ts';

export { ACTIVE_STATES };
export type Counts = RolloutCounts;

/** a row of rollouts (migration 520); the console's answer is domain/software.ts's Rollout */
export interface RolloutRow {
  id: number;
  packageId: number;
  component: Component;
  version: string;
  previousConfig: { version: string; updatedAt: string | null } | null;
  state: RolloutState;
  stage: number;
  stages: number;
  pausedReason: 'operator' | 'failures' | null;
  acceptedStage: number | null;
  failureThreshold: number;
  createdBy: string;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface StageProgress extends Counts {
  stage: number;
}

export interface StoreProgress extends Counts {
  storeCode: string;
  storeName: string | null;
}

export const VERSION_COLUMN: Record<Component, 'grmVersion' | 'gmpVersion'> = {
  grm: 'grmVersion',
  gmp: 'gmpVersion',
};

/** the version in system_config (GET /version) of each component */
export const CONFIG_KEY: Record<Component, 'grmVersion' | 'gmpVersion'> = {
  grm: 'grmVersion',
  gmp: 'gmpVersion',
};

const COUNTS = `count(*)::int AS total,
  count(*) FILTER (WHERE state = 'DONE')::int AS done,
  count(*) FILTER (WHERE state = 'FAILED')::int AS failed,
  count(*) FILTER (WHERE state = 'PENDING')::int AS pending,
  count(*) FILTER (WHERE state IN ('UPDATING', 'ROLLING_BACK'))::int AS updating,
  count(*) FILTER (WHERE state = 'ROLLED_BACK')::int AS "rolledBack",
  COALESCE(round(100.0 * count(*) FILTER (WHERE state IN ('DONE', 'FAILED', 'ROLLED_BACK', 'SKIPPED'))
    / NULLIF(count(*), 0), 1), 0)::float8 AS progress`;

const ROLLOUT_COLUMNS = `id::int AS id, "packageId"::int AS "packageId", component, version, "previousConfig", state,
  stage, stages, "pausedReason", "acceptedStage", "failureThreshold", "createdBy", "startedAt", "updatedAt",
  "finishedAt"`;

export class RolloutsRepository {
  constructor(readonly db: Queryable) {}

  async insertPackage(p: {
    component: Component;
    version: string;
    sha256: string;
    fileName: string;
    size: number;
    createdBy: string;
  }): Promise<{ id: number; createdAt: string }> {
    const [row] = await this.db.query<{ id: number; createdAt: string }>(
      `INSERT INTO upgrade_packages (component, version, sha256, "fileName", size, "createdBy")
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id, "createdAt"`,
      [p.component, p.version, p.sha256, p.fileName, p.size, p.createdBy],
    );
    return row;
  }

  /** Creates the rollout and its gateway rows (each with the version it has now) in one statement. */
  async create(r: {
    packageId: number;
    component: Component;
    version: string;
    previousConfig: unknown;
    stages: number;
    failureThreshold: number;
    createdBy: string;
  }): Promise<RolloutRow> {
    const [row] = await this.db.query<RolloutRow>(
      `INSERT INTO rollouts ("packageId", component, version, "previousConfig", state, stages, "failureThreshold", "createdBy")
       VALUES ($1, $2, $3, $4::jsonb, 'RUNNING', $5, $6, $7) RETURNING ${ROLLOUT_COLUMNS}`,
      [
        r.packageId,
        r.component,
        r.version,
        JSON.stringify(r.previousConfig ?? null),
        r.stages,
        r.failureThreshold,
        r.createdBy,
      ],
    );
    return row;
  }

  async addGateways(rollout: RolloutRow, stages: Map<string, number>): Promise<void> {
    const column = VERSION_COLUMN[rollout.component];
    await this.db.query(
      `INSERT INTO rollout_gateways ("rolloutId", "gwMac", "storeCode", stage, "previousVersion")
       SELECT $1, g."gwMac", g."storeCode", u.stage, g."${column}"
       FROM unnest($2::text[], $3::int[]) AS u(mac, stage) JOIN gateways g ON g."gwMac" = u.mac`,
      [rollout.id, [...stages.keys()], [...stages.values()]],
    );
  }

  async gatewaysForPlan(): Promise<Array<{ gwMac: string; storeCode: string }>> {
    return this.db.query(`SELECT "gwMac", "storeCode" FROM gateways ORDER BY "gwMac"`);
  }

  async get(id: number, lock = false): Promise<RolloutRow | undefined> {
    const rows = await this.db.query<RolloutRow>(
      `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** the newest rollout of each component */
  async latest(): Promise<RolloutRow[]> {
    return this.db.query<RolloutRow>(
      `SELECT DISTINCT ON (component) ${ROLLOUT_COLUMNS} FROM rollouts ORDER BY component, id DESC`,
    );
  }

  async active(component?: Component): Promise<RolloutRow[]> {
    return this.db.query<RolloutRow>(
      `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE state = ANY($1::text[]) AND ($2::text IS NULL OR component = $2)
       ORDER BY id`,
      [ACTIVE_STATES, component ?? null],
    );
  }

  async update(
    id: number,
    fields: Partial<Pick<RolloutRow, 'state' | 'stage' | 'pausedReason' | 'acceptedStage'>> & {
      finished?: boolean;
    },
  ): Promise<void> {
    await this.db.query(
      `UPDATE rollouts SET state = COALESCE($2, state), stage = COALESCE($3, stage),
         "pausedReason" = CASE WHEN $4::boolean THEN $5 ELSE "pausedReason" END,
         "acceptedStage" = CASE WHEN $6::boolean THEN $7::int ELSE "acceptedStage" END,
         "finishedAt" = CASE WHEN $8::boolean THEN now() ELSE "finishedAt" END, "updatedAt" = now()
       WHERE id = $1`,
      [
        id,
        fields.state ?? null,
        fields.stage ?? null,
        'pausedReason' in fields,
        fields.pausedReason ?? null,
        'acceptedStage' in fields,
        fields.acceptedStage ?? null,
        fields.finished === true,
      ],
    );
  }

  async stages(id: number): Promise<StageProgress[]> {
    return this.db.query<StageProgress>(
      `SELECT stage, ${COUNTS} FROM rollout_gateways WHERE "rolloutId" = $1 GROUP BY stage ORDER BY stage`,
      [id],
    );
  }

  async totals(id: number): Promise<Counts> {
    const [row] = await this.db.query<Counts>(
      `SELECT ${COUNTS} FROM rollout_gateways WHERE "rolloutId" = $1`,
      [id],
    );
    return row;
  }

  async stores(id: number, stores: string[] | null): Promise<StoreProgress[]> {
    return this.db.query<StoreProgress>(
      `SELECT r."storeCode", s."storeName", ${COUNTS.replaceAll('state', 'r.state')}
       FROM rollout_gateways r LEFT JOIN stores s ON s."storeCode" = r."storeCode"
       WHERE r."rolloutId" = $1 AND ($2::text[] IS NULL OR r."storeCode" = ANY($2))
       GROUP BY r."storeCode", s."storeName" ORDER BY r."storeCode"`,
      [id, stores],
    );
  }
}
