// Migration 861 (issue 24): account name/role_id and server name/type/status are NOT NULL on a new database
// (server/generated/schema.sql) and on one an earlier schema.sql made with them nullable, whose old rows may hold
// nulls: each null gets a safe value (the email's local part, a role that grants nothing, the server's id, a type
// from its services, OFFLINE), then the constraint is set; a second run changes nothing.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { handWrittenMigrations, migrate } from '../../server/db/migrate.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { backends } from './backends.ts';

const MIGRATION = '861_account_server_not_null';

/** accounts, roles and servers as an earlier server/generated/schema.sql made them: only the key NOT NULL */
const EARLIER_TABLES = `
CREATE TABLE IF NOT EXISTS "accounts" ("email" text NOT NULL, PRIMARY KEY ("email"));
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "role_id" integer;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "store" jsonb DEFAULT '[]'::jsonb;
CREATE TABLE IF NOT EXISTS "roles" ("role_id" integer NOT NULL, PRIMARY KEY ("role_id"));
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "privilege" jsonb DEFAULT '[]'::jsonb;
CREATE TABLE IF NOT EXISTS "servers" ("id" text NOT NULL, PRIMARY KEY ("id"));
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "type" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "serviceStatusList" jsonb;
`;

const NOT_NULL = ['accounts.name', 'accounts.role_id', 'servers.name', 'servers.status', 'servers.type'];

/** the database as the earlier one: the tables, `rows`, and every hand-written migration before 861 applied */
async function earlier(db: Db, rows: string): Promise<void> {
  await db.exec(EARLIER_TABLES);
  await db.exec(rows);
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, "appliedAt" timestamptz NOT NULL DEFAULT now())',
  );
  for (const m of handWrittenMigrations().filter((m) => m.name < MIGRATION))
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
}

/** the nullability of the five columns, as `table.column` of those that allow null */
async function nullable(db: Db): Promise<string[]> {
  const rows = await db.query<{ c: string }>(
    `SELECT table_name || '.' || column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_nullable = 'YES'
        AND table_name || '.' || column_name = ANY($1::text[]) ORDER BY 1`,
    [NOT_NULL],
  );
  return rows.map((r) => r.c);
}

const accountsOf = (db: Db) =>
  db.query<{ email: string; name: string; role_id: number }>(
    'SELECT email, name, role_id FROM accounts ORDER BY email',
  );
const serversOf = (db: Db) =>
  db.query<{ id: string; name: string; type: string; status: string }>(
    'SELECT id, name, type, status FROM servers ORDER BY id',
  );
const rolesOf = (db: Db) =>
  db.query<{ role_id: number; name: string; privilege: unknown }>(
    'SELECT role_id, name, privilege FROM roles ORDER BY role_id',
  );

describe.each(backends)('migration 861: required account and server columns on $name', (backend) => {
  it('fills the nulls of an earlier database with safe values, then sets NOT NULL; a second run changes nothing', async () => {
    const opened = await backend.open();
    try {
      const { db } = opened;
      await earlier(
        db,
        `INSERT INTO roles (role_id, name, privilege) VALUES
           (0, 'Super', '[{"key":"dashboard","read":true,"write":true}]'),
           (1, 'Reader', '[{"key":"tag","read":false,"write":false},{"key":"store","read":true,"write":false}]'),
           (2, 'Nothing', '[{"key":"tag","read":false,"write":false}]'),
           (4, 'Empty', '[]');
         INSERT INTO accounts (email, name, role_id) VALUES
           ('kim@example.com', NULL, NULL),
           ('lee@example.com', 'Lee', 1),
           ('@example.com', NULL, 1);
         INSERT INTO servers (id, name, type, status, "serviceStatusList") VALUES
           ('db1', NULL, NULL, NULL, '[{"name":"node-exporter","status":"running"},{"name":"mongod","status":"running"}]'),
           ('px1', 'Proxy 1', NULL, 'NORMAL', '[{"name":"nginx","status":"running"}]'),
           ('es1', NULL, NULL, 'ALARM', '[{"name":"esl-server","status":"stopped"}]'),
           ('x9', NULL, NULL, NULL, NULL),
           ('es2', 'ESL 2', 'esl', 'ALARM', NULL);`,
      );
      expect(await nullable(db)).toEqual([...NOT_NULL].sort());

      expect(await migrate(db)).toEqual(
        handWrittenMigrations()
          .filter((m) => m.name >= MIGRATION)
          .map((m) => m.name),
      );
      expect(await nullable(db)).toEqual([]);
      // the lowest role granting nothing (2), not the lowest (0, super) nor one that grants a read (1)
      expect(await accountsOf(db)).toEqual([
        { email: '@example.com', name: '@example.com', role_id: 1 },
        { email: 'kim@example.com', name: 'kim', role_id: 2 },
        { email: 'lee@example.com', name: 'Lee', role_id: 1 },
      ]);
      expect(await serversOf(db)).toEqual([
        { id: 'db1', name: 'db1', type: 'database', status: 'OFFLINE' },
        { id: 'es1', name: 'es1', type: 'esl', status: 'ALARM' },
        { id: 'es2', name: 'ESL 2', type: 'esl', status: 'ALARM' },
        { id: 'px1', name: 'Proxy 1', type: 'proxy', status: 'NORMAL' },
        { id: 'x9', name: 'x9', type: 'esl', status: 'OFFLINE' },
      ]);
      expect((await rolesOf(db)).map((r) => r.role_id)).toEqual([0, 1, 2, 4]);
      // the filled rows read through the repositories; a server once in no list is in one now
      const repos = createRepositories(db);
      expect(await repos.accounts.find('kim@example.com')).toMatchObject({ name: 'kim', role_id: 2 });
      const byType = await repos.servers.byType();
      expect(byType.esl.map((s) => s.id).sort()).toEqual(['es1', 'es2', 'x9']);
      expect(byType.database.map((s) => s.id)).toEqual(['db1']);

      // the constraints hold
      await expect(
        db.query(`INSERT INTO accounts (email, role_id) VALUES ('new@example.com', 2)`),
      ).rejects.toThrow(/null/i);
      await expect(
        db.query(`INSERT INTO accounts (email, name) VALUES ('new@example.com', 'New')`),
      ).rejects.toThrow(/null/i);
      for (const missing of ['name', 'type', 'status']) {
        const columns = ['id', 'name', 'type', 'status'].filter((c) => c !== missing);
        const values = { id: "'s9'", name: "'S9'", type: "'esl'", status: "'NORMAL'" } as Record<
          string,
          string
        >;
        await expect(
          db.query(
            `INSERT INTO servers (${columns.join(', ')}) VALUES (${columns.map((c) => values[c]).join(', ')})`,
          ),
          missing,
        ).rejects.toThrow(/null/i);
      }

      // idempotent: the migration run again changes nothing
      const before = {
        accounts: await accountsOf(db),
        servers: await serversOf(db),
        roles: await rolesOf(db),
      };
      await db.exec(handWrittenMigrations().find((m) => m.name === MIGRATION)?.sql as string);
      expect({
        accounts: await accountsOf(db),
        servers: await serversOf(db),
        roles: await rolesOf(db),
      }).toEqual(before);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await opened.drop();
    }
  }, 120_000);

  it('makes a role that grants nothing for an account without a role when every other role grants something', async () => {
    const opened = await backend.open();
    try {
      const { db } = opened;
      await earlier(
        db,
        `INSERT INTO roles (role_id, name, privilege) VALUES
           (0, 'Super', '[]'),
           (1, 'Writer', '[{"key":"store","read":false,"write":true}]'),
           (5, 'Reader', '[{"key":"tag","read":true,"write":false}]');
         INSERT INTO accounts (email, name, role_id) VALUES ('kim@example.com', 'Kim', NULL), ('lee@example.com', NULL, 5);`,
      );
      await migrate(db);
      expect(await rolesOf(db)).toEqual([
        { role_id: 0, name: 'Super', privilege: [] },
        { role_id: 1, name: 'Writer', privilege: [{ key: 'store', read: false, write: true }] },
        { role_id: 5, name: 'Reader', privilege: [{ key: 'tag', read: true, write: false }] },
        { role_id: 6, name: 'No privileges', privilege: [] },
      ]);
      expect(await accountsOf(db)).toEqual([
        { email: 'kim@example.com', name: 'Kim', role_id: 6 },
        { email: 'lee@example.com', name: 'lee', role_id: 5 },
      ]);
      expect(await nullable(db)).toEqual([]);
    } finally {
      await opened.drop();
    }
  }, 120_000);
});
