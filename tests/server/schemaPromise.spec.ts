// DESIGN §2's promise, server half: the fixture schema gains one field and, with no other edit, the field
// is in the generated type, migrates the existing table, and the API refuses a bad value with its message.
// The console half (list column, form input) is tests/unit/schemaPromise.spec.tsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceMeta } from '../../domain/resourceMeta.ts';
import type { Db } from '../../server/db/db.ts';
import type { TableMeta } from '../../server/db/tableMeta.ts';
import { entityRoutes, type EntityRouteSpec } from '../../server/routes/entity.ts';
import {
  generateFixture,
  NEW_FIELD,
  NEW_FIELD_MESSAGE,
  type GeneratedFixture,
} from '../fixtures/schemaPromise.ts';
import { ADMIN, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';

async function routeSpec(fixture: GeneratedFixture): Promise<EntityRouteSpec> {
  const { resources } = (await import(fixture.path('domain/generated/resources.ts'))) as {
    resources: Record<string, ResourceMeta>;
  };
  const { tables } = (await import(fixture.path('server/generated/tables.ts'))) as {
    tables: Record<string, TableMeta>;
  };
  const { validators } = (await import(fixture.path('domain/generated/validators.ts'))) as {
    validators: Record<string, EntityRouteSpec['validators']>;
  };
  return { resource: resources.shelves, table: tables.shelf, validators: validators.shelf };
}

async function columns(db: Db): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'fixture_shelves' ORDER BY column_name`,
  );
  return rows.map((r) => r.column_name);
}

let before: GeneratedFixture;
let after: GeneratedFixture;

beforeAll(async () => {
  before = await generateFixture('before');
  after = await generateFixture('after');
});
afterAll(() => {
  before?.cleanup();
  after?.cleanup();
});

describe('a new schema field reaches the type and the DDL', () => {
  it('appears in the generated TypeScript interface only after the edit', () => {
    const interfaceOf = (f: GeneratedFixture) => f.files.get('domain/generated/types.ts') ?? '';
    expect(interfaceOf(before)).not.toMatch(new RegExp(`\\b${NEW_FIELD}\\??:`));
    expect(interfaceOf(after)).toMatch(new RegExp(`\\b${NEW_FIELD}\\?: number`));
  });
});

describe.each(backends)('a new schema field on $name', (backend) => {
  let t: TestApp;
  let headers: Headers;

  beforeAll(async () => {
    const spec = await routeSpec(after);
    t = await createTestApp(backend, {
      routes: [entityRoutes(spec)],
      prepare: async (db) => {
        // a database created from the old schema, with a row in it, then migrated by the new DDL
        await db.exec(before.files.get('server/generated/schema.sql') ?? '');
        await db.query(`INSERT INTO fixture_shelves ("shelfCode", "name") VALUES ('A1', 'Dairy')`);
        expect(await columns(db)).not.toContain(NEW_FIELD);
        await db.exec(after.files.get('server/generated/schema.sql') ?? '');
      },
    });
    headers = await login(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  it('adds the column to the existing table and keeps its rows', async () => {
    expect(await columns(t.db)).toContain(NEW_FIELD);
    const rows = await t.db.query<{ name: string }>(
      `SELECT name FROM fixture_shelves WHERE "shelfCode" = 'A1'`,
    );
    expect(rows).toEqual([{ name: 'Dairy' }]);
  });

  it('refuses a bad value with the field message and stores a good one', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/fixture/shelf',
      headers,
      payload: { shelfCode: 'B2', name: 'Bakery', [NEW_FIELD]: 'x7' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: NEW_FIELD_MESSAGE });

    const good = await t.app.inject({
      method: 'POST',
      url: '/api/fixture/shelf',
      headers,
      payload: { shelfCode: 'B2', name: 'Bakery', [NEW_FIELD]: '7' },
    });
    expect(good.statusCode).toBe(200);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/fixture/shelf/search',
      headers,
      payload: { filter_shelfCode: 'B2', order: [{ column: NEW_FIELD, dir: 'desc' }] },
    });
    expect(found.json()).toMatchObject({
      recordsTotal: 2,
      recordsFiltered: 1,
      data: [{ shelfCode: 'B2', [NEW_FIELD]: 7 }],
    });
  });

  it('guards the generated calls like every other route', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/fixture/shelf/search', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
