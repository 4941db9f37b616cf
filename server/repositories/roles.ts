// Roles with their privilege lists.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { PrivilegeEntry } from '../../domain/privileges.ts';
import type { RoleRow } from './types.ts';

export class RolesRepository extends EntityRepository<RoleRow> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): RolesRepository {
    return new RolesRepository(tx, this.meta);
  }

  list(): Promise<RoleRow[]> {
    return this.all();
  }

  /** These roles as JSON rows, by id. */
  async exportOf(roleIds: number[]): Promise<Array<Record<string, unknown>>> {
    const rows = await this.db.query<{ row: Record<string, unknown> }>(
      'SELECT to_jsonb(r) AS row FROM roles r WHERE r.role_id = ANY($1) ORDER BY r.role_id',
      [roleIds],
    );
    return rows.map((r) => r.row);
  }

  /** The roles of this name but the given one, by id. */
  namesakes(name: string, exceptId: number): Promise<Array<{ role_id: number; privilege: unknown }>> {
    return this.db.query<{ role_id: number; privilege: unknown }>(
      'SELECT role_id, privilege FROM roles WHERE name = $1 AND role_id <> $2 ORDER BY role_id',
      [name, exceptId],
    );
  }

  async nextId(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT COALESCE(max(role_id), 0)::int + 1 AS n FROM roles',
    );
    return row.n;
  }

  async save(role: { role_id: number; name: string; privilege: PrivilegeEntry[] }): Promise<RoleRow> {
    const rows = await this.db.query<RoleRow>(
      `INSERT INTO roles (role_id, name, privilege, "updatedAt") VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT (role_id) DO UPDATE SET name = EXCLUDED.name, privilege = EXCLUDED.privilege, "updatedAt" = now()
       RETURNING ${this.selectList()}`,
      [role.role_id, role.name, JSON.stringify(role.privilege)],
    );
    return rows[0];
  }
}
