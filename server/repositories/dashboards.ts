// Custom dashboards (schemas/dashboard.schema.json, table dashboards; issue 26). Who sees what: role 0 every
// dashboard; any other account the built-in ones, its own and those whose sharedRoles hold its role. A dashboard is
// owned by an account (ownerId → accounts.id, migration 890): answered with the owner's email and name, read from
// accounts; deleting the account hands its dashboards over (handOver) in the delete's transaction.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { orderBy, parsePaging, whereClauses, withListAllowLists, type SearchBody } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { tables } from '../generated/tables.ts';
import type { Dashboard } from '../../domain/generated/types.ts';

/** a stored dashboard, with its owner's email and name and the names of the roles it is shared with */
export type DashboardRow = Omit<Dashboard, 'owner' | 'ownerName'> & {
  id: number;
  /** the owner's email (whole: the routes mask it for the session) */
  owner: string | null;
  ownerName: string | null;
  builtIn: boolean;
  sharedRoleNames?: string[];
};

/** who asks: the account's email and role */
export interface Viewer {
  email: string;
  roleId: number;
}

const META = withListAllowLists(tables.dashboard);
const COLUMNS = `id::float8 AS id, name, "builtIn", "sharedRoles", variables, layouts, panels, "createdAt", "updatedAt",
  (SELECT a.email FROM accounts a WHERE a.id = dashboards."ownerId") AS owner,
  (SELECT a.name FROM accounts a WHERE a.id = dashboards."ownerId") AS "ownerName",
  (SELECT coalesce(jsonb_agg(r.name ORDER BY r.name), '[]'::jsonb) FROM roles r
    WHERE dashboards."sharedRoles" @> to_jsonb(r.role_id)) AS "sharedRoleNames"`;

/** the account id of an email, as SQL (NULL when there is none) */
const accountIdOf = (email: string, params: Params) =>
  `(SELECT a.id FROM accounts a WHERE a.email = ${params.add(email)})`;

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
  return `("builtIn" OR "ownerId" = ${accountIdOf(viewer.email, params)} OR "sharedRoles" @> ${params.add(JSON.stringify([viewer.roleId]))}::jsonb)`;
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

  /** A new dashboard of the account `ownerEmail` (none: a built-in one). */
  async insert(record: Record<string, unknown>, ownerEmail?: string): Promise<DashboardRow> {
    const ownerId = ownerEmail === undefined ? undefined : await this.accountId(ownerEmail);
    const row = await this.entity.insert({ ...record, ownerId });
    return (await this.rawGet(Number(row.id)))!;
  }

  async update(id: number, patch: Record<string, unknown>): Promise<DashboardRow | undefined> {
    await this.entity.update({ id }, { ...patch, updatedAt: new Date().toISOString() });
    return this.rawGet(id);
  }

  delete(id: number): Promise<boolean> {
    return this.entity.delete({ id });
  }

  /**
   * The dashboards of the account `email` pass to the role 0 administrator (the oldest role 0 account other than
   * it), as they are (shared roles kept); with no such account they go with it (the foreign key deletes them).
   * Answers how many were handed over. Run in the account delete's transaction, before the delete.
   */
  async handOver(email: string): Promise<number> {
    const params = new Params();
    const from = accountIdOf(email, params);
    const rows = await this.db.query(
      `UPDATE dashboards SET "ownerId" = heir.id, "updatedAt" = now()
       FROM (SELECT id FROM accounts WHERE role_id = 0 AND email <> ${params.add(email)}
             ORDER BY "createdAt" NULLS LAST, id LIMIT 1) heir
       WHERE dashboards."ownerId" = ${from} RETURNING 1`,
      params.values,
    );
    return rows.length;
  }

  /** The roles a dashboard may be shared with: every role but role 0 (which sees every dashboard), by name. */
  shareRoles(): Promise<Array<{ id: number; name: string }>> {
    return this.db.query(
      'SELECT role_id AS id, name FROM roles WHERE role_id <> 0 ORDER BY lower(name), role_id',
    );
  }

  /** The account id of an email (a dashboard's owner, a version's saver). */
  async accountId(email: string): Promise<number | undefined> {
    const [row] = await this.db.query<{ id: number }>(
      'SELECT id::float8 AS id FROM accounts WHERE email = $1',
      [email],
    );
    return row?.id;
  }

  private async rawGet(id: number): Promise<DashboardRow | undefined> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM dashboards WHERE id = $1`,
      [id],
    );
    return rows[0] && shaped(rows[0]);
  }
}
