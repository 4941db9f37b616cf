// The version history of the custom dashboards (migration 891, table dashboard_versions; issue 38 §5): every save
// of a dashboard (create, update, restore) records the definition it saved, numbered per dashboard, with who saved
// it (accounts.id) and when; the last KEEP_VERSIONS of a dashboard are kept.
import type { Queryable } from '../db/db.ts';
import type { DashboardFile } from '../../domain/generated/types.ts';
import type { DashboardVersion, DashboardVersionRow } from '../../domain/generated/calls.ts';

/** the versions kept per dashboard */
export const KEEP_VERSIONS = 50;

const ROW = `v.version, a.email AS "savedBy", a.name AS "savedByName", v."savedAt", v.definition->>'name' AS name`;

function shaped<T extends DashboardVersionRow>(row: Record<string, unknown>): T {
  const savedAt = row.savedAt instanceof Date ? row.savedAt.toISOString() : String(row.savedAt);
  return { ...(row as unknown as T), version: Number(row.version), savedAt };
}

export class DashboardVersionsRepository {
  constructor(readonly db: Queryable) {}

  /**
   * Records `definition` as the dashboard's next version, saved by the account `email`, and drops the versions
   * beyond the last KEEP_VERSIONS. Run in the save's transaction, after the dashboard's row was written (its lock
   * orders concurrent saves). Answers the version's number.
   */
  async record(dashboardId: number, email: string, definition: DashboardFile): Promise<number> {
    const [row] = await this.db.query<{ version: number }>(
      `INSERT INTO dashboard_versions ("dashboardId", version, "savedBy", definition)
       SELECT $1, coalesce(max(version), 0) + 1, (SELECT id FROM accounts WHERE email = $2), $3::jsonb
       FROM dashboard_versions WHERE "dashboardId" = $1
       RETURNING version`,
      [dashboardId, email, JSON.stringify(definition)],
    );
    await this.db.query(`DELETE FROM dashboard_versions WHERE "dashboardId" = $1 AND version <= $2`, [
      dashboardId,
      row.version - KEEP_VERSIONS,
    ]);
    return row.version;
  }

  /** A page of a dashboard's versions, newest first. */
  async page(
    dashboardId: number,
    start: number,
    length: number,
  ): Promise<{ recordsTotal: number; recordsFiltered: number; data: DashboardVersionRow[] }> {
    const [count] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM dashboard_versions WHERE "dashboardId" = $1',
      [dashboardId],
    );
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${ROW} FROM dashboard_versions v LEFT JOIN accounts a ON a.id = v."savedBy"
       WHERE v."dashboardId" = $1 ORDER BY v.version DESC LIMIT $2 OFFSET $3`,
      [dashboardId, length, start],
    );
    return { recordsTotal: count.n, recordsFiltered: count.n, data: rows.map((r) => shaped(r)) };
  }

  /** One version with its definition. */
  async get(dashboardId: number, version: number): Promise<DashboardVersion | undefined> {
    const [row] = await this.db.query<Record<string, unknown>>(
      `SELECT ${ROW}, v.definition FROM dashboard_versions v LEFT JOIN accounts a ON a.id = v."savedBy"
       WHERE v."dashboardId" = $1 AND v.version = $2`,
      [dashboardId, version],
    );
    return row && shaped<DashboardVersion>(row);
  }
}
