// Mobile app files (schemas/appFile.schema.json, table app_files; migration 520 keeps one active): the rows;
// the files themselves live under DATA_DIR/app-files (server/routes/app/file.ts).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { tables } from '../generated/tables.ts';
import type { AppFile } from '../../domain/generated/types.ts';

export class AppFilesRepository extends EntityRepository<AppFile> {
  constructor(db: Queryable) {
    super(db, tables.appFile);
  }

  /** every file, newest first */
  async list(): Promise<AppFile[]> {
    return this.db.query<AppFile>(
      `SELECT ${this.selectList()} FROM app_files ORDER BY "updatedAt" DESC, _id DESC`,
    );
  }

  /** makes `id` the one active file; undefined when there is no such file */
  async activate(id: number): Promise<AppFile | undefined> {
    if (!(await this.get({ _id: id }))) return undefined;
    await this.db.query('UPDATE app_files SET active = false WHERE active AND _id <> $1', [id]);
    return this.update({ _id: id }, { active: true });
  }
}
