// Applies the generated DDL (idempotent, every start), then the hand-written migrations not applied yet,
// in file-name order, all in one transaction guarded by an advisory lock (several instances may start at once).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCKS } from './advisoryLocks.ts';
import type { Db, Queryable } from './db.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const GENERATED_SCHEMA = path.join(here, '..', 'generated', 'schema.sql');
const MIGRATIONS_DIR = path.join(here, 'migrations');
const LOCK_ID = LOCKS.migrate;

export interface Migration {
  name: string;
  sql: string;
}

export function handWrittenMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Answers the names of the migrations applied by this call. */
export async function migrate(db: Db): Promise<string[]> {
  const generated = fs.readFileSync(GENERATED_SCHEMA, 'utf8');
  const migrations = handWrittenMigrations();
  return db.transaction(async (tx) => {
    // an index on a large fleet takes minutes: no statement timeout while migrating; nor an idle-in-transaction
    // one (server/db/postgres.ts), since a process starting beside others may be slow between statements
    await tx.exec('SET LOCAL statement_timeout = 0');
    if (db.kind === 'postgres') await tx.exec('SET LOCAL idle_in_transaction_session_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(generated);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, "appliedAt" timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}

/** the hand-written migrations a database has applied, in order (a restored backup's, checked by the restore) */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((r) => r.name);
}

/** The hand-written migrations of this build the database has not applied (readiness: an instance of a newer
 * build on a database that an older one migrated, or a table restored from an older backup). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return handWrittenMigrations()
    .map((migration) => migration.name)
    .filter((name) => !applied.has(name));
}
