// schemas/README.md "Add a field", proved end to end below the screens (issue 24): the fixture schema gains a
// filterable, sortable field with a length limit (steps 1 and 2 only, run through the real codegen) and, with no
// other edit, the field is in the type, the row type, the DDL (column and index), the generated repository base
// (validated insert, search filter and sort), the API validators, the list's column, filter and sort, and the forms.
// (In Chromium on a copy of the repository: tests/e2e/addField.e2e.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceMeta } from '../../domain/resourceMeta.ts';
import { TableRepository, type RowValidators } from '../../server/db/tableRepository.ts';
import type { TableMeta } from '../../server/db/tableMeta.ts';
import {
  generateWalkthroughFixture,
  WALKTHROUGH_FIELD,
  type GeneratedFixture,
} from '../fixtures/schemaPromise.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const FIELD = WALKTHROUGH_FIELD;

interface Generated {
  resource: ResourceMeta;
  table: TableMeta;
  validators: { api: RowValidators; form: Record<string, { shape: Record<string, unknown> }> };
}

let fixture: GeneratedFixture;
let generated: Generated;
const file = (path: string) => fixture.files.get(path) ?? '';

beforeAll(async () => {
  fixture = await generateWalkthroughFixture();
  const { resources } = (await import(fixture.path('domain/generated/resources.ts'))) as {
    resources: Record<string, ResourceMeta>;
  };
  const { tables } = (await import(fixture.path('server/generated/tables.ts'))) as {
    tables: Record<string, TableMeta>;
  };
  const { validators } = (await import(fixture.path('domain/generated/validators.ts'))) as {
    validators: Record<string, Generated['validators']>;
  };
  generated = { resource: resources.shelves, table: tables.shelf, validators: validators.shelf };
});
afterAll(() => fixture?.cleanup());

describe('a field added to a schema, in the generated files', () => {
  it('is in the entity type and its row type', () => {
    expect(file('domain/generated/types.ts')).toMatch(new RegExp(`\\b${FIELD}\\?: string`));
    expect(file('domain/generated/rows.ts')).toMatch(
      new RegExp(`ShelfRow = TableRow<Pick<(Entity\\.)?Shelf, [^>]*'${FIELD}'`),
    );
  });

  it('is a column of the table, added to an existing one, and indexed for its filter and sort', () => {
    const ddl = file('server/generated/schema.sql');
    expect(ddl).toContain(`ALTER TABLE "fixture_shelves" ADD COLUMN IF NOT EXISTS "${FIELD}" text`);
    expect(ddl).toMatch(new RegExp(`CREATE INDEX IF NOT EXISTS \\S+ ON "fixture_shelves" \\("${FIELD}"\\)`));
    expect(generated.table.columns).toContainEqual(
      expect.objectContaining({ name: FIELD, sqlType: 'text', filter: '==', sortable: true }),
    );
  });

  it('is in the repository base the codegen writes for the table (its metadata and API validators)', () => {
    expect(file('server/generated/repositories.ts')).toContain(
      "export class ShelfTableBase extends TableRepository<ShelfRecord> {\n  constructor(db: Queryable) {\n    super(db, tables['shelf'], shelfValidators.api);",
    );
  });

  it("is checked by the API validators with the schema's limit", () => {
    const { create, update } = generated.validators.api;
    expect(create.safeParse({ shelfCode: 'A1', name: 'Dairy', [FIELD]: 'A-12' }).success).toBe(true);
    const tooLong = create.safeParse({ shelfCode: 'A1', name: 'Dairy', [FIELD]: 'A-123456789' });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual([FIELD]);
    expect(update.safeParse({ shelfCode: 'A1', name: 'Dairy', [FIELD]: 'B-1' }).success).toBe(true);
  });

  it("is a column of the list, with its filter and sort, and an input of the entity's forms", () => {
    const { list, fields } = generated.resource;
    expect(list?.columns).toContain(FIELD);
    expect(list?.filters.map((f) => f.field)).toContain(FIELD);
    expect(fields.find((f) => f.name === FIELD)).toMatchObject({ filter: '==', sortable: true });
    expect(fields.find((f) => f.name === FIELD)?.views).toEqual(
      expect.arrayContaining(['list', 'create', 'edit']),
    );
    expect(Object.keys(generated.validators.form.create.shape)).toContain(FIELD);
    expect(Object.keys(generated.validators.form.edit.shape)).toContain(FIELD);
  });
});

describe.each(backends)('a field added to a schema, in the repository on $name', (backend) => {
  let t: TestApp;
  let repo: TableRepository<Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      prepare: async (db) => {
        await db.exec(file('server/generated/schema.sql'));
      },
    });
    repo = new TableRepository(t.db, generated.table, generated.validators.api);
    for (const [shelfCode, aisle] of [
      ['S1', 'B'],
      ['S2', 'A'],
      ['S3', 'B'],
      ['S4', 'C'],
    ])
      await repo.insert({ shelfCode, name: `Shelf ${shelfCode}`, [FIELD]: aisle });
  });
  afterAll(async () => t?.close());

  it('refuses a value over the limit on insert (400, nothing written)', async () => {
    await expect(
      repo.insert({ shelfCode: 'S9', name: 'Too long', [FIELD]: 'A-123456789' }),
    ).rejects.toMatchObject({ name: 'RefusedError' });
    expect(await repo.get({ shelfCode: 'S9' })).toBeUndefined();
  });

  it('filters and sorts by it in the table conventions', async () => {
    expect(repo.filters[FIELD]).toBe('==');
    expect(repo.sortable).toContain(FIELD);
    const filtered = await repo.search({ [`filter_${FIELD}`]: 'B', length: -1 });
    expect(filtered.data.map((r) => r.shelfCode)).toEqual(['S1', 'S3']);
    expect(filtered.recordsFiltered).toBe(2);
    const sorted = await repo.search({ order: [{ column: FIELD, dir: 'desc' }], length: -1 });
    expect(sorted.data.map((r) => r[FIELD])).toEqual(['C', 'B', 'B', 'A']);
  });
});
