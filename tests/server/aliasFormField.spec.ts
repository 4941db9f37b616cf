// The alias configuration is the schema's form (issue 24): POST /config/alias takes rows of schemas/alias.schema.json
// x-forms.aliasRow, each checked by the generated validator and written; a field the form does not name is dropped.
// Proved on a copy of the schemas whose alias row gains a whole number 0..100 (the real codegen), the app reading
// that copy's validators, table metadata and answer schemas.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { GeneratedFixture } from '../fixtures/schemaPromise.ts';
import { backends, signedInApp } from './helpers.ts';

/** the copy of the schemas, generated once for the mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { aliasFormFixture?: Promise<GeneratedFixture> };
  if (!cache.aliasFormFixture) {
    const { generateFormFieldFixture } = await import('../fixtures/schemaPromise.ts');
    cache.aliasFormFixture = generateFormFieldFixture({ 'alias.schema.json': 'aliasRow' }, 'alias-row');
  }
  return cache.aliasFormFixture;
}

vi.mock(
  '../../domain/generated/validators.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/validators.ts')),
);
vi.mock(
  '../../server/generated/tables.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('server/generated/tables.ts')),
);
vi.mock(
  '../../server/generated/jsonSchemas.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('server/generated/jsonSchemas.ts')),
);

const FIELD = 'txPower';
type Entry = Record<string, unknown> & { index: number; name: string; key: boolean };

describe.each(backends)('a field added to the alias row on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: admin, payload });
    return { status: response.statusCode, body: response.json<T>() };
  };

  it('each entry validated by the schema, written and read back; other fields dropped', async () => {
    const generated = await fixture();
    const ddl = (generated.files.get('server/generated/schema.sql') ?? '')
      .split('\n')
      .filter((line) => line.includes('"alias_config"') && line.includes(`"${FIELD}"`));
    expect(ddl).toHaveLength(1);
    for (const statement of ddl) await t.db.exec(statement);

    const before = await call<{ data: Entry[] }>('GET', '/config/alias');
    expect(before.status).toBe(200);
    const sent = before.body.data.map((e) => (e.index === 1 ? { ...e, [FIELD]: 30, updatedAt: 'soon' } : e));
    const saved = await call<{ data: Entry[] }>('POST', '/config/alias', { data: sent });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.find((e) => e.index === 1)).toEqual({
      ...before.body.data.find((e) => e.index === 1),
      [FIELD]: 30,
    });
    const [stored] = await t.db.query<Record<string, unknown>>(
      `SELECT "${FIELD}" FROM alias_config WHERE "index" = 1`,
    );
    expect(stored).toEqual({ [FIELD]: 30 });
    const read = await call<{ data: Entry[] }>('GET', '/config/alias');
    expect(read.body.data.find((e) => e.index === 1)?.[FIELD]).toBe(30);
    expect(read.body.data.find((e) => e.index === 1)).not.toHaveProperty('updatedAt');

    const refused = await call<{ message: string }>('POST', '/config/alias', {
      data: sent.map((e) => (e.index === 1 ? { ...e, [FIELD]: 101 } : e)),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('validation error');
    const after = await call<{ data: Entry[] }>('GET', '/config/alias');
    expect(after.body.data.find((e) => e.index === 1)?.[FIELD]).toBe(30);
  });
});

afterAll(async () => (await fixture()).cleanup());
