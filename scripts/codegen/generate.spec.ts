// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED_PATHS, generate, staleGenerated, writeGenerated } from './generate';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { importGenerated, LOCALE, memberSchema, workspace, type Workspace } from './specSupport';

let ws: Workspace | undefined;
afterEach(() => ws?.remove());

const run = (target: Workspace) => generate({ schemasDir: target.schemasDir, localePath: target.localePath });

interface FieldValue {
  name: string;
  widget: string;
  views: string[];
  readOnly?: boolean;
  required?: { message: string; on: string[] };
  confirm?: { field: string; message: string };
  choices?: unknown[];
}
interface ResourceValue {
  name: string;
  key: string | string[];
  api: Record<string, { method: string; path: string }>;
  list: {
    columns: string[];
    sort: { field: string; order: string };
    perPage: number;
    perPageOptions: number[];
  };
  fields: FieldValue[];
}

describe('generate', () => {
  it('produces every file with its do-not-edit banner', async () => {
    ws = workspace();
    const files = await run(ws);
    expect([...files.keys()]).toEqual([...GENERATED_PATHS]);
    for (const [path, content] of files) {
      const banner = path.endsWith('.sql')
        ? '-- generated, do not edit: run `npm run codegen`'
        : '// generated, do not edit: run `npm run codegen`';
      expect(content.split('\n')[0]).toBe(banner);
    }
  });

  it('is stable: the same input gives byte-identical output', async () => {
    ws = workspace();
    const first = await run(ws);
    const second = await run(ws);
    expect([...second]).toEqual([...first]);
  });

  it('fails naming the key, file and keyword when a message key is missing from the locale', async () => {
    ws = workspace();
    const { passwordMismatch: _gone, ...validation } = LOCALE.validation;
    ws.writeLocale({ validation });
    await expect(run(ws)).rejects.toThrow(
      /validation\.passwordMismatch \(member\.schema\.json: member\.password x-confirm\.message\)/,
    );
  });

  it('fails clearly on a schema naming an unknown list column', async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-list'] = { columns: ['email', 'nickname'] };
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow(
      'member.schema.json: x-list.columns names "nickname", which is not a property',
    );
  });

  it("writes x-list.empty, the empty table's text, and refuses one that is no i18n key", async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-list'] = { empty: 'app.noData' };
    ws.writeSchema('member.schema.json', schema);
    await run(ws);
    const { resources } = await importGenerated<{ resources: Record<string, ResourceMeta> }>(
      ws,
      'domain/generated/resources.ts',
    );
    expect(resources.members.list.empty).toBe('app.noData');
    schema['x-list'] = { empty: 'No Data' };
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow(
      'member.schema.json: x-list.empty must be an i18n key such as app.noData',
    );
  });

  it('narrows an enum on create to the values not marked x-edit-only, and refuses a mark outside the enum', async () => {
    ws = workspace();
    const schema = memberSchema();
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    properties.level['x-edit-only'] = ['HIGH'];
    ws.writeSchema('member.schema.json', schema);
    const validators = (await run(ws)).get('domain/generated/validators.ts') as string;
    expect(validators).toContain(`level: z.enum(['LOW'], `);
    expect(validators).toContain(`level: z.enum(['LOW', 'HIGH'], `);
    properties.level['x-edit-only'] = ['MAX'];
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow('x-edit-only must be a non-empty list of values of its enum');
  });

  it('fails clearly on a list-only filter naming neither a property nor a range parameter', async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-list'] = { filters: [{ field: 'nickname', op: '~' }] };
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow(
      'member.schema.json: x-list.filters names "nickname", which is neither a property nor startDate, endDate',
    );
  });

  it('writes a table shown by several searches (x-lists like) and the fields of an entity once', async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-lists'] = {
      teamMember: { search: 'POST /team/{team}/member/search', columns: ['name'], perPage: 50 },
      formerMember: { search: 'POST /former/member/search', like: 'teamMember' },
      guestMember: { search: 'POST /guest/search', like: 'teamMember', perPage: 10 },
    };
    ws.writeSchema('member.schema.json', schema);
    const source = (await run(ws)).get('domain/generated/resources.ts') as string;
    expect(source.match(/perPage: 50/g)).toHaveLength(1);
    expect(source.match(/name: 'passwordHash'|name: 'email',/g)).toHaveLength(1);
    const { resources } = await importGenerated<{ resources: Record<string, ResourceMeta> }>(
      ws,
      'domain/generated/resources.ts',
    );
    const { teamMember, formerMember, guestMember, members } = resources;
    expect(formerMember.list).toBe(teamMember.list);
    expect(formerMember.api.search).toEqual({ method: 'POST', path: '/former/member/search' });
    expect(guestMember.list).toEqual({ ...teamMember.list, perPage: 10, perPageOptions: [10] });
    expect(guestMember.fields).toBe(members.fields);
  });

  it('fails clearly on an x-lists like naming no other entry', async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-lists'] = { formerMember: { search: 'POST /former/member/search', like: 'teamMember' } };
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow(
      'member.schema.json: x-lists.formerMember.like names "teamMember", which is no other entry of x-lists',
    );
  });

  it('narrows one x-lists entry to its sortOnly columns, the entity and its other lists keeping theirs', async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-list'] = { sortable: ['name'] };
    schema['x-lists'] = {
      teamMember: { search: 'POST /team/{team}/member/search', columns: ['email', 'name'] },
      exMember: { search: 'GET /ex/{team}/member/search', like: 'teamMember', sortOnly: ['name'] },
    };
    ws.writeSchema('member.schema.json', schema);
    const { resources } = await importGenerated<{ resources: Record<string, ResourceMeta> }>(
      ws,
      'domain/generated/resources.ts',
    );
    expect(resources.members.list.sortable).toEqual(['email', 'name']);
    expect(resources.teamMember.list.sortable).toEqual(['email']);
    expect(resources.exMember.list.sortable).toEqual(['name']);
    expect(resources.exMember.list.columns).toEqual(['email', 'name']);
  });

  it('fails clearly on a sortOnly that leaves out the first sort or names no property', async () => {
    ws = workspace();
    const schema = memberSchema();
    schema['x-lists'] = {
      exMember: { search: 'POST /ex/search', sort: { field: 'email', order: 'ASC' }, sortOnly: ['name'] },
    };
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow(
      'member.schema.json: x-lists.exMember.sort.field "email" is not in x-lists.exMember.sortOnly',
    );
    schema['x-lists'] = { exMember: { search: 'POST /ex/search', sortOnly: ['nickname'] } };
    ws.writeSchema('member.schema.json', schema);
    await expect(run(ws)).rejects.toThrow(
      'x-lists.exMember.sortOnly names "nickname", which is not a property',
    );
  });

  it('carries x-cell, x-link, x-width, list-only filters and sorts and search alternatives into the resource', async () => {
    ws = workspace();
    const schema = memberSchema();
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    properties.name = { ...properties.name, 'x-cell': 'description', 'x-width': 120 };
    properties.email = { ...properties.email, 'x-link': '/member/{email}' };
    schema['x-api'] = {
      ...(schema['x-api'] as object),
      search: ['POST /member/{team}/search', 'POST /member/search'],
    };
    schema['x-list'] = {
      filters: [
        { field: 'startDate', widget: 'dateFrom' },
        { field: 'teamCode', op: '==', param: true },
        { field: 'who', op: '~', param: true, fields: ['name', 'email'] },
      ],
      sortable: ['name'],
      rowActions: ['memberOpen'],
      storeList: 'teamCode',
    };
    ws.writeSchema('member.schema.json', schema);
    const { resources } = await importGenerated<{ resources: Record<string, ResourceMeta> }>(
      ws,
      'domain/generated/resources.ts',
    );
    const members = resources.members;
    const name = members.fields.find((f) => f.name === 'name');
    expect([name?.cell, name?.width]).toEqual(['description', 120]);
    expect(members.fields.find((f) => f.name === 'email')?.link).toBe('/member/{email}');
    expect(members.api.search).toEqual({
      method: 'POST',
      path: '/member/{team}/search',
      or: [{ method: 'POST', path: '/member/search' }],
    });
    expect(members.list.filters).toEqual([
      { field: 'startDate', op: '~', widget: 'dateFrom' },
      { field: 'teamCode', op: '==' },
      { field: 'who', op: '~', fields: ['name', 'email'] },
    ]);
    expect(members.list.sortable).toEqual(['email', 'name']);
    expect(members.list.rowActions).toEqual(['memberOpen']);
    expect(members.list.storeList).toBe('teamCode');
  });

  it('check mode reports missing and stale files, and nothing once written', async () => {
    ws = workspace();
    const files = await run(ws);
    expect(staleGenerated(files, ws.dir).map((s) => s.problem)).toEqual(GENERATED_PATHS.map(() => 'missing'));
    expect(writeGenerated(files, ws.dir)).toEqual([...GENERATED_PATHS]);
    expect(staleGenerated(files, ws.dir)).toEqual([]);
    expect(writeGenerated(files, ws.dir)).toEqual([]);
    const types = join(ws.dir, 'domain/generated/types.ts');
    writeFileSync(types, readFileSync(types, 'utf8') + '\n// edited');
    expect(staleGenerated(files, ws.dir)).toEqual([{ path: 'domain/generated/types.ts', problem: 'stale' }]);
    expect(existsSync(join(ws.dir, 'server/generated/schema.sql'))).toBe(true);
  });

  it('types: an interface per entity, a public type without internal fields, the entity names', async () => {
    ws = workspace();
    const types = (await run(ws)).get('domain/generated/types.ts') as string;
    expect(types).toContain('export interface Member {');
    expect(types).toContain('\n  email: string;\n');
    expect(types).toContain('\n  role_id?: number;\n');
    expect(types).toContain("\n  level?: 'LOW' | 'HIGH';\n");
    expect(types).toContain("export type MemberPublic = Omit<Member, 'passwordHash'>;");
    expect(types).toContain("export type EntityName = 'member';");
  });

  it('resources: views, widgets, API calls and left-out fields derived from the annotations', async () => {
    ws = workspace();
    const { resources, resourceByEntity } = await importGenerated<{
      resources: Record<string, ResourceValue>;
      resourceByEntity: Record<string, ResourceValue>;
    }>(ws, 'domain/generated/resources.ts');
    const members = resources.members;
    expect(resourceByEntity.member).toBe(members);
    expect(members.key).toBe('email');
    expect(members.api.update).toEqual({ method: 'PUT', path: '/member' });
    expect(members.api.getOne).toEqual({ method: 'GET', path: '/member/{email}' });
    expect(members.list).toEqual({
      columns: ['email', 'name'],
      sort: { field: 'email', order: 'ASC' },
      perPage: 10,
      perPageOptions: [10],
      filters: [{ field: 'name', op: '~' }],
      sortable: ['email'],
      labels: 'resources.members.fields',
      select: false,
      rowActions: [],
      toolbar: [],
      empty: 'app.table.noData',
    });
    const byName = Object.fromEntries(members.fields.map((f) => [f.name, f]));
    expect(Object.keys(byName)).not.toContain('hidden');
    expect(Object.keys(byName)).not.toContain('passwordHash');
    expect(byName.password.views).toEqual(['edit', 'create']);
    expect(byName.password.required).toEqual({ message: 'validation.fillInPassword', on: ['create'] });
    expect(byName.password.confirm).toEqual({
      field: 'confirmPassword',
      message: 'validation.passwordMismatch',
    });
    expect(byName.locked.views).toEqual(['list', 'show']);
    expect(byName.locked.readOnly).toBe(true);
    expect(byName.note.views).toEqual(['show']);
    expect(byName.email.views).toEqual(['list', 'show', 'edit', 'create']);
    expect(byName.email.required).toEqual({ message: 'validation.fillInEmail', on: ['create', 'edit'] });
    const widgets = Object.fromEntries(members.fields.map((f) => [f.name, f.widget]));
    expect(widgets).toMatchObject({
      email: 'email',
      name: 'text',
      password: 'password',
      role_id: 'number',
      level: 'select',
      tags: 'json',
      active: 'boolean',
      createdAt: 'datetime',
    });
    expect(byName.level.choices).toEqual(['LOW', 'HIGH']);
  });

  it('tables: key always an array, columns without x-db:false, internal flagged', async () => {
    ws = workspace();
    const { tables } = await importGenerated<{
      tables: Record<
        string,
        { key: string[]; columns: Array<{ name: string; sqlType: string; internal?: boolean }> }
      >;
    }>(ws, 'server/generated/tables.ts');
    expect(tables.member.key).toEqual(['email']);
    const names = tables.member.columns.map((c) => c.name);
    expect(names).not.toContain('password');
    expect(tables.member.columns.find((c) => c.name === 'passwordHash')).toMatchObject({
      sqlType: 'text',
      internal: true,
    });
    expect(tables.member.columns.find((c) => c.name === 'tags')).toMatchObject({
      sqlType: 'jsonb',
      json: true,
      default: [],
    });
  });

  it('jsonSchemas: no x- keyword and no internal property left, keyed by title', async () => {
    ws = workspace();
    const { jsonSchemas } = await importGenerated<{ jsonSchemas: Record<string, { properties: object }> }>(
      ws,
      'server/generated/jsonSchemas.ts',
    );
    const text = JSON.stringify(jsonSchemas);
    expect(text).not.toMatch(/"x-/);
    expect(text).not.toContain('$schema');
    expect(Object.keys(jsonSchemas.Member.properties)).not.toContain('passwordHash');
    expect(Object.keys(jsonSchemas.Member.properties)).toContain('password');
  });
});
