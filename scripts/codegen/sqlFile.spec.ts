// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { tableDdl } from './sqlFile';
import { memberSchema, repoRoot, workspace, type Workspace } from './specSupport';

const SQL = 'server/generated/schema.sql';
// PGlite boots a WebAssembly PostgreSQL: seconds on a busy machine
const PGLITE_TIMEOUT = 60_000;
let ws: Workspace | undefined;
afterEach(() => ws?.remove());

async function ddl(target: Workspace): Promise<string> {
  const files = await generate({ schemasDir: target.schemasDir, localePath: target.localePath });
  return files.get(SQL) as string;
}

async function columns(db: PGlite, table: string): Promise<Record<string, string>> {
  const result = await db.query<{ column_name: string; data_type: string }>(
    'SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 ORDER BY column_name',
    [table],
  );
  return Object.fromEntries(result.rows.map((r) => [r.column_name, r.data_type]));
}

describe('schema.sql', () => {
  it('creates the table with its key, then adds every other column idempotently', async () => {
    ws = workspace();
    const sql = await ddl(ws);
    expect(sql.startsWith('-- generated, do not edit: run `npm run codegen`\n')).toBe(true);
    expect(sql).toContain(
      'CREATE TABLE IF NOT EXISTS "members" (\n  "email" text NOT NULL,\n  PRIMARY KEY ("email")\n);',
    );
    expect(sql).toContain('ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "name" text;');
    expect(sql).toContain('ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "role_id" integer;');
    expect(sql).not.toContain('"password"');
    expect(sql).toContain('ADD COLUMN IF NOT EXISTS "passwordHash" text;');
  });

  it('converts JSON defaults to SQL and stamps createdAt/updatedAt with now()', async () => {
    ws = workspace();
    const sql = await ddl(ws);
    expect(sql).toContain('"tags" jsonb DEFAULT \'[]\'::jsonb;');
    expect(sql).toContain('"active" boolean DEFAULT true;');
    expect(sql).toContain('"level" text DEFAULT \'LOW\';');
    expect(sql).toContain("\"note\" text DEFAULT 'it''s new';");
    expect(sql).toContain('"createdAt" timestamptz DEFAULT now();');
  });

  it('indexes every filterable or sortable column, with no lower() index for contains filters', async () => {
    ws = workspace();
    const sql = await ddl(ws);
    // the key column is served by the primary key's index
    expect(sql).not.toContain('"members_email_idx"');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS "members_name_idx" ON "members" ("name");');
    // a contains filter is ILIKE '%text%', which no btree serves
    expect(sql).not.toContain('lower(');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS "members_role_id_idx" ON "members" ("role_id");');
    expect(sql).not.toContain('members_mobile_idx');
  });

  it('indexes the store field of store-scoped tables, with the default sort', async () => {
    const shelf = {
      $id: 'shelf',
      title: 'Shelf',
      type: 'object',
      'x-table': 'shelves',
      'x-key': ['storeCode', 'code'],
      'x-store-field': 'storeCode',
      'x-list': { sort: { field: 'updatedAt', order: 'DESC' } },
      properties: {
        storeCode: { type: 'string' },
        code: { type: 'string' },
        id: { type: 'integer', 'x-db': { type: 'bigserial' } },
        updatedAt: { type: 'string', format: 'date-time' },
      },
    };
    ws = workspace({ 'shelf.schema.json': shelf });
    const sql = await ddl(ws);
    expect(sql).toContain(
      '  "storeCode" text NOT NULL,\n  "code" text NOT NULL,\n  PRIMARY KEY ("storeCode", "code")',
    );
    expect(sql).toContain('ADD COLUMN IF NOT EXISTS "id" bigserial;');
    // the store field leads the primary key: its own index would be redundant
    expect(sql).not.toContain('"shelves_storeCode_idx"');
    expect(sql).toContain(
      'CREATE INDEX IF NOT EXISTS "shelves_storeCode_updatedAt_idx" ON "shelves" ("storeCode", "updatedAt");',
    );
  });

  it('creates a table with NOT NULL columns whole, with SQL defaults and a covering key', async () => {
    const reading = {
      $id: 'reading',
      title: 'Reading',
      type: 'object',
      'x-table': 'readings',
      'x-key': ['probe', 'at'],
      'x-key-include': ['value'],
      properties: {
        probe: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
        value: { type: 'number', 'x-db': { notNull: true } },
        seen: { type: 'string', format: 'date-time', 'x-db': { notNull: true, default: 'now()' } },
        state: { type: 'string', default: 'OK', 'x-db': { notNull: true } },
        note: { type: 'string' },
      },
    };
    ws = workspace({ 'reading.schema.json': reading });
    const sql = await ddl(ws);
    expect(sql).toContain(
      [
        'CREATE TABLE IF NOT EXISTS "readings" (',
        '  "probe" text NOT NULL,',
        '  "at" timestamptz NOT NULL,',
        '  "value" double precision NOT NULL,',
        '  "seen" timestamptz DEFAULT now() NOT NULL,',
        `  "state" text DEFAULT 'OK' NOT NULL,`,
        '  "note" text,',
        '  PRIMARY KEY ("probe", "at") INCLUDE ("value")',
        ');',
      ].join('\n'),
    );
    // added to an earlier table: NOT NULL only where a default fills the rows already there
    expect(sql).toContain('ADD COLUMN IF NOT EXISTS "value" double precision;');
    expect(sql).toContain('ADD COLUMN IF NOT EXISTS "seen" timestamptz DEFAULT now() NOT NULL;');
    ws.writeSchema('reading.schema.json', {
      ...reading,
      properties: { ...reading.properties, value: { type: 'number', 'x-db': { default: 'random(1)' } } },
    });
    await expect(ddl(ws)).rejects.toThrow(/x-db must be false or/);
  });

  it('keys a table by x-table-key when its rows have a surrogate id, and writes text[] defaults', async () => {
    const label = {
      $id: 'label',
      title: 'Label',
      type: 'object',
      'x-table': 'labels',
      'x-key': 'rowNo',
      'x-table-key': 'id',
      properties: {
        id: { type: 'integer', 'x-db': { type: 'bigserial' }, 'x-internal': true },
        rowNo: { type: 'integer', 'x-db': { notNull: true } },
        tags: { type: 'array', items: { type: 'string' }, default: ['a', 'b"c'], 'x-db': { type: 'text[]' } },
      },
    };
    ws = workspace({ 'label.schema.json': label });
    const files = await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath });
    expect(files.get(SQL)).toContain('  PRIMARY KEY ("id")\n);');
    expect(files.get(SQL)).toContain(`ADD COLUMN IF NOT EXISTS "tags" text[] DEFAULT '{"a","b\\"c"}';`);
    // the row type has its table key set; the console's key stays rowNo
    expect(files.get('domain/generated/rows.ts')).toMatch(/export type LabelRow = .*>, 'id' \| 'rowNo'>;/);
    ws.writeSchema('label.schema.json', { ...label, 'x-table-key': 'serial' });
    await expect(ddl(ws)).rejects.toThrow(/x-table-key names "serial"/);
  });

  it(
    'runs twice on PGlite, and a field added to the schema migrates the existing table',
    { timeout: PGLITE_TIMEOUT },
    async () => {
      ws = workspace();
      const db = new PGlite();
      try {
        const first = await ddl(ws);
        await db.exec(first);
        await db.exec(first);
        await db.query(`INSERT INTO "members" ("email", "name") VALUES ('a@example.com', 'Ann')`);
        const before = await columns(db, 'members');
        expect(before.email).toBe('text');
        expect(before.tags).toBe('jsonb');
        expect(before.createdAt).toBe('timestamp with time zone');
        expect(before).not.toHaveProperty('shelfLabel');

        const schema = memberSchema();
        (schema.properties as Record<string, unknown>).shelfLabel = {
          type: 'string',
          default: 'none',
          'x-filter': '~',
        };
        ws.writeSchema('member.schema.json', schema);
        await db.exec(await ddl(ws));

        expect((await columns(db, 'members')).shelfLabel).toBe('text');
        const row = await db.query<{ shelfLabel: string; tags: unknown; active: boolean }>(
          'SELECT "shelfLabel", "tags", "active" FROM "members"',
        );
        expect(row.rows).toEqual([{ shelfLabel: 'none', tags: [], active: true }]);
        const indexes = await db.query<{ indexname: string }>(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'members' ORDER BY indexname",
        );
        expect(indexes.rows.map((r) => r.indexname)).toContain('members_shelfLabel_idx');
      } finally {
        await db.close();
      }
    },
  );

  it('the DDL of the repository schemas runs twice on PGlite', { timeout: PGLITE_TIMEOUT }, async () => {
    const files = await generate({
      schemasDir: join(repoRoot, 'schemas'),
      localePath: join(repoRoot, 'locales/en_US.json'),
    });
    const db = new PGlite();
    try {
      await db.exec(files.get(SQL) as string);
      await db.exec(files.get(SQL) as string);
      const tables = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});

describe('indexes the primary key already serves', () => {
  it('are not created again', () => {
    const ddl = tableDdl({
      entity: 'product',
      table: 'products',
      key: ['storeCode', 'prCode'],
      storeField: 'storeCode',
      defaultSort: { field: 'prCode', order: 'ASC' },
      columns: [
        { name: 'storeCode', sqlType: 'text', filter: '==', sortable: true },
        { name: 'prCode', sqlType: 'text', filter: '~', sortable: true },
        { name: 'prName', sqlType: 'text', sortable: true },
      ],
    });
    expect(ddl).not.toContain('"products_storeCode_idx"');
    expect(ddl).not.toContain('"products_storeCode_prCode_idx"');
    // prCode alone is not a leading run of the key: it keeps its index, and so does prName
    expect(ddl).toContain('"products_prCode_idx"');
    expect(ddl).toContain('"products_prName_idx"');
  });
});

describe('indexes another index serves', () => {
  const table = (columns: Parameters<typeof tableDdl>[0]['columns']) =>
    tableDdl({
      entity: 'entry',
      table: 'entries',
      key: ['id'],
      storeField: 'storeCode',
      defaultSort: { field: 'at', order: 'DESC' },
      columns: [{ name: 'id', sqlType: 'bigint' }, ...columns],
    });

  it('leaves out a one-column index that leads a longer one', () => {
    const ddl = table([
      { name: 'storeCode', sqlType: 'text', filter: '==' },
      { name: 'at', sqlType: 'timestamptz', sortable: true },
    ]);
    expect(ddl).toContain('"entries_storeCode_at_idx" ON "entries" ("storeCode", "at")');
    expect(ddl).not.toContain('"entries_storeCode_idx"');
    // at leads no longer index: it keeps its own
    expect(ddl).toContain('"entries_at_idx"');
  });

  it('makes no index for a column whose x-db says a migration serves it', () => {
    const ddl = table([
      { name: 'storeCode', sqlType: 'text' },
      { name: 'at', sqlType: 'timestamptz', sortable: true },
      { name: 'actor', sqlType: 'text', filter: '==', indexed: false },
      { name: 'entity', sqlType: 'text', filter: '==' },
    ]);
    expect(ddl).not.toContain('"entries_actor_idx"');
    expect(ddl).toContain('"entries_entity_idx"');
  });
});
