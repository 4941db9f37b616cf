// Custom dashboards (schemas/dashboard.schema.json, table dashboards; issue 26). Who sees what: role 0 every
// dashboard; any other account the built-in ones, its own and those whose sharedRoles hold its role.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { orderBy, parsePaging, whereClauses, withListAllowLists, type SearchBody } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { tables } from '../generated/tables.ts';
import type { Dashboard } from '../../domain/generated/types.ts';

/** a stored dashboard, with the names of the roles it is shared with (read from roles, for the list) */
export type DashboardRow = Dashboard & {
  id: number;
  owner: string | null;
  builtIn: boolean;
  sharedRoleNames?: string[];
};

/** who asks: the account's email and role */
export interface Viewer {
  email: string;
  roleId: number;
}

const META = withListAllowLists(tables.dashboard);
const COLUMNS = `id::float8 AS id, name, owner, "builtIn", "sharedRoles", variables, layouts, panels, "createdAt", "updatedAt",
  (SELECT coalesce(jsonb_agg(r.name ORDER BY r.name), '[]'::jsonb) FROM roles r
    WHERE dashboards."sharedRoles" @> to_jsonb(r.role_id)) AS "sharedRoleNames"`;

function shaped(row: Record<string, unknown>): DashboardRow {
  const date = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | undefined));
  return {
    ...(row as unknown as DashboardRow),
    id: Number(row.id),
    createdAt: date(row.createdAt),
    updatedAt: date(row.updatedAt),
  };
}

/** the SQL condition of the dashboards a viewer sees */
function visible(viewer: Viewer, params: Params): string {
  if (viewer.roleId === 0) return 'TRUE';
  return `("builtIn" OR owner = ${params.add(viewer.email)} OR "sharedRoles" @> ${params.add(JSON.stringify([viewer.roleId]))}::jsonb)`;
}

export class DashboardsRepository {
  private readonly entity: EntityRepository<DashboardRow>;

  constructor(readonly db: Queryable) {
    this.entity = new EntityRepository<DashboardRow>(db, tables.dashboard);
  }

  /** The table of the dashboards the viewer sees (filter_name; order name | updatedAt), built-in first. */
  async search(body: SearchBody, viewer: Viewer) {
    const params = new Params();
    const scope = visible(viewer, params);
    const { filters } = whereClauses(META, body, {}, params);
    const paging = parsePaging(body, 25);
    const where = `WHERE ${[scope, ...filters].join(' AND ')}`;
    const order = orderBy(META, body, ['name', 'updatedAt']);
    const totalParams = new Params();
    const total = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dashboards WHERE ${visible(viewer, totalParams)}`,
      totalParams.values,
    );
    const filtered = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dashboards ${where}`,
      params.values,
    );
    const window =
      paging.limit === undefined
        ? ` OFFSET ${params.add(paging.offset)}`
        : ` LIMIT ${params.add(paging.limit)} OFFSET ${params.add(paging.offset)}`;
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM dashboards ${where} ORDER BY "builtIn" DESC, ${order}${window}`,
      params.values,
    );
    return { recordsTotal: total[0].n, recordsFiltered: filtered[0].n, data: rows.map(shaped) };
  }

  /** One dashboard, only when the viewer sees it. */
  async get(id: number, viewer: Viewer): Promise<DashboardRow | undefined> {
    const params = new Params();
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM dashboards WHERE id = ${params.add(id)} AND ${visible(viewer, params)}`,
      params.values,
    );
    return rows[0] && shaped(rows[0]);
  }

  async insert(record: Record<string, unknown>): Promise<DashboardRow> {
    const row = await this.entity.insert(record);
    return (await this.rawGet(Number(row.id)))!;
  }

  async update(id: number, patch: Record<string, unknown>): Promise<DashboardRow | undefined> {
    await this.entity.update({ id }, { ...patch, updatedAt: new Date().toISOString() });
    return this.rawGet(id);
  }

  delete(id: number): Promise<boolean> {
    return this.entity.delete({ id });
  }

  private async rawGet(id: number): Promise<DashboardRow | undefined> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM dashboards WHERE id = $1`,
      [id],
    );
    return rows[0] && shaped(rows[0]);
  }
}
