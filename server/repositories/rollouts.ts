// Upgrade packages and their staged rollouts (tables generated from schemas/upgradePackage.schema.json,
// rollout.schema.json and rolloutGateway.schema.json; checks, keys and indexes in migration 520; docs/api.md
// 'Software upgrade'): a rollout row, one row per gateway (its stage, state and the version it had), and the
// progress read per stage and per store.
import type { Queryable } from '../db/db.ts';
import type { RolloutRecord as StoredRollout } from '../../domain/generated/rows.ts';
import {
  RolloutGatewayTableBase,
  RolloutTableBase,
  UpgradePackageTableBase,
} from '../generated/repositories.ts';
import type { RolloutCounts, Versioned } from '../../domain/generated/calls.ts';

import { ACTIVE_STATES } from '../../domain/rollout.ts';

export { ACTIVE_STATES };
export type Counts = RolloutCounts;

/** the components a gateway package upgrades (an upgrade package's manifest names one) */
export const COMPONENTS = ['grm', 'gmp'] as const;
export type Component = (typeof COMPONENTS)[number];

/** a row of rollouts as the server reads it (the generated row, its previousConfig typed); the API answers it as
 * the contract's RolloutSummary (schemas/rolloutStore.schema.json) */
export type RolloutRecord = Omit<StoredRollout, 'previousConfig'> & { previousConfig: Versioned | null };

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

/** the rollouts table (its columns from schemas/rollout.schema.json), its packages and its gateways */
export class RolloutsRepository extends RolloutTableBase {
  readonly packages: UpgradePackageTableBase;
  readonly gateways: RolloutGatewayTableBase;

  constructor(db: Queryable) {
    super(db);
    this.packages = new UpgradePackageTableBase(db);
    this.gateways = new RolloutGatewayTableBase(db);
  }

  /** Records an accepted package (checked by its schema's validator). */
  async insertPackage(p: {
    component: Component;
    version: string;
    sha256: string;
    fileName: string;
    size: number;
    createdBy: string;
  }): Promise<{ id: number; createdAt: Date }> {
    const row = await this.packages.insert(p);
    return { id: row.id, createdAt: row.createdAt as unknown as Date };
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
  }): Promise<RolloutRecord> {
    const row = await this.insert({ ...r, previousConfig: r.previousConfig ?? null, state: 'RUNNING' });
    return row as unknown as RolloutRecord;
  }

  async addGateways(rollout: RolloutRecord, stages: Map<string, number>): Promise<void> {
    const column = VERSION_COLUMN[rollout.component];
    await this.db.query(
      `INSERT INTO ${this.gateways.table} ("rolloutId", "gwMac", "storeCode", stage, "previousVersion")
       SELECT $1, g."gwMac", g."storeCode", u.stage, g."${column}"
       FROM unnest($2::text[], $3::int[]) AS u(mac, stage) JOIN gateways g ON g."gwMac" = u.mac`,
      [rollout.id, [...stages.keys()], [...stages.values()]],
    );
  }

  async gatewaysForPlan(): Promise<Array<{ gwMac: string; storeCode: string }>> {
    return this.db.query(`SELECT "gwMac", "storeCode" FROM gateways ORDER BY "gwMac"`);
  }

  async rollout(id: number, lock = false): Promise<RolloutRecord | undefined> {
    const rows = await this.db.query<RolloutRecord>(
      `SELECT ${this.columns()} FROM rollouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** the newest rollout of each component */
  async latest(): Promise<RolloutRecord[]> {
    return this.db.query<RolloutRecord>(
      `SELECT DISTINCT ON (component) ${this.columns()} FROM rollouts ORDER BY component, id DESC`,
    );
  }

  async active(component?: Component): Promise<RolloutRecord[]> {
    return this.db.query<RolloutRecord>(
      `SELECT ${this.columns()} FROM rollouts WHERE state = ANY($1::text[]) AND ($2::text IS NULL OR component = $2)
       ORDER BY id`,
      [ACTIVE_STATES, component ?? null],
    );
  }

  async advance(
    id: number,
    fields: Partial<Pick<RolloutRecord, 'state' | 'stage' | 'pausedReason' | 'acceptedStage'>> & {
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
