// Servers of the installation (proxy, database, esl).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { ServerRow } from './types.ts';

export class ServersRepository extends EntityRepository<ServerRow> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): ServersRepository {
    return new ServersRepository(tx, this.meta);
  }

  async byType(): Promise<{ proxy: ServerRow[]; database: ServerRow[]; esl: ServerRow[] }> {
    const rows = await this.all();
    return {
      proxy: rows.filter((r) => r.type === 'proxy'),
      database: rows.filter((r) => r.type === 'database'),
      esl: rows.filter((r) => r.type === 'esl'),
    };
  }
}
