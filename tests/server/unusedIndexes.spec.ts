// Migration 992 (issue 39): the indexes no statement reads are gone from a new database and from one an earlier
// schema.sql made with them (the lower() index of every contains filter, the tags' own tagType, rssi, battery and
// respondedAt indexes, update_task_tags (tagId)); the statements they seemed to serve still answer, on the indexes
// that serve them: sign-in's email in any case, and one store's tags filtered by type and sorted by each column.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { backends } from './backends.ts';

const MIGRATION = '992_unused_indexes';

/** indexes an earlier server/generated/schema.sql made, as it made them */
const EARLIER_INDEXES = `
CREATE INDEX IF NOT EXISTS "accounts_email_lower_idx" ON "accounts" (lower("email") text_pattern_ops);
CREATE INDEX IF NOT EXISTS "stores_storeName_lower_idx" ON "stores" (lower("storeName") text_pattern_ops);
CREATE INDEX IF NOT EXISTS "tags_tagId_lower_idx" ON "tags" (lower("tagId") text_pattern_ops);
CREATE INDEX IF NOT EXISTS "tags_prCode_lower_idx" ON "tags" (lower("prCode") text_pattern_ops);
CREATE INDEX IF NOT EXISTS "tags_tagType_idx" ON "tags" ("tagType");
CREATE INDEX IF NOT EXISTS "tags_rssi_idx" ON "tags" ("rssi");
CREATE INDEX IF NOT EXISTS "tags_battery_idx" ON "tags" ("battery");
CREATE INDEX IF NOT EXISTS "tags_respondedAt_idx" ON "tags" ("respondedAt");
CREATE INDEX IF NOT EXISTS "update_task_tags_tagId_idx" ON "update_task_tags" ("tagId");
`;

const DROPPED = /_lower_idx$|^tags_(tagType|rssi|battery|respondedAt)_idx$|^update_task_tags_tagId_idx$/;

async function indexesOf(db: Db, tables: string[]): Promise<string[]> {
  const rows = await db.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1::text[])
      ORDER BY indexname`,
    [tables],
  );
  return rows.map((r) => r.indexname);
}

const TABLES = ['accounts', 'stores', 'tags', 'update_task_tags', 'products', 'gateways'];

describe.each(backends)('migration 992: unused indexes on $name', (backend) => {
  it('a new database has none; the indexes that serve the same statements are there', async () => {
    const { db, drop } = await backend.open();
    try {
      await migrate(db);
      const names = await indexesOf(db, TABLES);
      expect(names.filter((n) => DROPPED.test(n))).toEqual([]);
      // sign-in's lookup, one store's sorts and type filter, a tag's update history
      expect(names).toEqual(
        expect.arrayContaining([
          'accounts_email_lower_key',
          'tags_store_rssi_idx',
          'tags_store_battery_idx',
          'tags_store_responded_idx',
          'tags_store_type_updated_idx',
          'update_task_tags_history_idx',
          // the chain-wide counts of the alarm rules and the lookups by MAC or product stay
          'tags_status_idx',
          'tags_battStatus_idx',
          'tags_tagMac_idx',
          'tags_prCode_idx',
        ]),
      );
    } finally {
      await drop();
    }
  });

  it('drops them from a database an earlier schema made, and its statements still answer', async () => {
    const { db, drop } = await backend.open();
    try {
      await migrate(db);
      // the database as before this migration: its indexes made, the migration not applied yet
      await db.exec(EARLIER_INDEXES);
      await db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
      expect((await indexesOf(db, TABLES)).filter((n) => DROPPED.test(n))).toHaveLength(9);

      expect(await migrate(db)).toEqual([MIGRATION]);
      expect((await indexesOf(db, TABLES)).filter((n) => DROPPED.test(n))).toEqual([]);

      const repos = createRepositories(db);
      await db.query(`INSERT INTO accounts (email, name, role_id) VALUES ('Kim.Lee@Example.com', 'Kim', 1)`);
      expect(await repos.accounts.storedEmail('kim.lee@example.com')).toBe('Kim.Lee@Example.com');

      await db.query(
        `INSERT INTO tags ("tagId", "tagMac", "storeCode", "tagType", rssi, battery) VALUES
           ('T1', 'M1', 'S1', 'A', -70, 40), ('T2', 'M2', 'S1', 'B', -50, 90),
           ('T3', 'M3', 'S1', 'A', -60, 10), ('T4', 'M4', 'S2', 'A', -40, 80)`,
      );
      const search = (body: Record<string, unknown>) =>
        repos.tags.searchStore('S1', { start: 0, length: 10, ...body }, ['NG']);
      const ids = async (body: Record<string, unknown>) => (await search(body)).data.map((t) => t.tagId);
      expect(await ids({ filter_tagType: 'A', order: [{ column: 'rssi', dir: 'desc' }] })).toEqual([
        'T3',
        'T1',
      ]);
      expect(await ids({ order: [{ column: 'battery', dir: 'asc' }] })).toEqual(['T3', 'T1', 'T2']);
      expect(await ids({ filter_tagId: 't', order: [{ column: 'tagId', dir: 'desc' }] })).toEqual([
        'T3',
        'T2',
        'T1',
      ]);
    } finally {
      await drop();
    }
  });
});
