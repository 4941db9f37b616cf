// @vitest-environment node
// The call contract's keys (issue 34) are accepted next to the old string forms: $defs, api.schema.json, params,
// object body/query/form, answers, errors; an old-form call's output stays as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { loadShapes } from './shapes';
import { memberSchema, workspace, type Workspace } from './specSupport';

let ws: Workspace | undefined;
afterEach(() => ws?.remove());

const api = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'api.schema.json',
  $defs: {
    apiError: { type: 'object', properties: { message: { type: 'string' } } },
    tableSearch: { type: 'object', properties: { start: { type: 'integer' } } },
  },
};

const contractCall = {
  route: 'POST /member/{email}/badge',
  params: { type: 'object', properties: { email: { type: 'string', maxLength: 256 } } },
  query: { type: 'object', properties: { dryRun: { type: 'boolean' } } },
  body: { $ref: '#/$defs/badge' },
  answers: { '200': { $ref: '#/$defs/badge' } },
  errors: [404, 409],
};

describe('the contract keys', () => {
  it('leave the generated files of old-form calls as they were, and read api.schema.json as shapes only', async () => {
    const oldCall = { route: 'GET /member/{email}/card', answer: 'blob' };
    ws = workspace({ 'member.schema.json': { ...memberSchema(), 'x-calls': { card: oldCall } } });
    const before = await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath });
    ws.remove();
    const schema = {
      ...memberSchema(),
      $defs: { badge: { type: 'object', properties: { id: { type: 'integer' } } } },
      'x-calls': { card: oldCall, award: contractCall },
    };
    ws = workspace({ 'member.schema.json': schema, 'api.schema.json': api });
    const after = await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath });
    const contract = [
      'src/generated/client.ts',
      'domain/generated/calls.ts',
      'server/generated/callRoutes.ts',
    ];
    for (const [path, content] of before) if (!contract.includes(path)) expect(after.get(path)).toBe(content);
    const client = after.get('src/generated/client.ts') as string;
    expect(client).toContain(
      "callApi<Blob>('GET', `/member/${enc(args.email)}/card`, { as: 'blob', ...init })",
    );
    expect(client).toContain(
      "('POST', `/member/${enc(args.email)}/badge`, { query: args.query, body: args.body",
    );
    expect(loadShapes(ws.schemasDir).map((def) => `${def.file} ${def.name}`)).toEqual([
      'api.schema.json apiError',
      'api.schema.json tableSearch',
      'member.schema.json badge',
    ]);
  });

  it('refuses a $defs name used by two files, and a call with both answer and answers', async () => {
    const schema = { ...memberSchema(), $defs: { apiError: { type: 'object' } } };
    ws = workspace({ 'member.schema.json': schema, 'api.schema.json': api });
    expect(() => loadShapes(ws!.schemasDir)).toThrow(
      /\$defs\.apiError is already defined in api\.schema\.json/,
    );
    ws.remove();
    const hiding = { ...memberSchema(), $defs: { error: { type: 'object' } } };
    ws = workspace({ 'member.schema.json': hiding });
    expect(() => loadShapes(ws!.schemasDir)).toThrow(/\$defs\.error: its type would hide TypeScript's own/);
    ws.remove();
    const both = { ...contractCall, answer: 'Badge' };
    const badge = { badge: { type: 'object', properties: { id: { type: 'integer' } } } };
    ws = workspace({ 'member.schema.json': { ...memberSchema(), $defs: badge, 'x-calls': { award: both } } });
    await expect(generate({ schemasDir: ws.schemasDir, localePath: ws.localePath })).rejects.toThrow(
      /answers or answer, not both/,
    );
  });

  it('gives a shape marked x-entity-fields every public field of its entity it does not name, possibly null', () => {
    const schema = memberSchema();
    (schema.properties as Record<string, unknown>).badge = { type: 'string', enum: ['gold', 'silver'] };
    const row = {
      type: 'object',
      'x-entity-fields': true,
      properties: { email: { type: 'string' }, visits: { type: 'integer' } },
    };
    ws = workspace({
      'member.schema.json': { ...schema, $defs: { memberRow: row } },
      'api.schema.json': api,
    });
    const shape = loadShapes(ws.schemasDir).find((def) => def.name === 'memberRow');
    const properties = shape?.schema.properties as Record<string, unknown>;
    expect(properties.email).toEqual({ type: 'string' });
    expect(properties.visits).toEqual({ type: 'integer' });
    expect(properties.name).toEqual({
      $ref: 'member.schema.json#/properties/name',
      type: ['string', 'null'],
    });
    expect(properties.badge).toEqual({
      $ref: 'member.schema.json#/properties/badge',
      type: ['string', 'null'],
      enum: ['gold', 'silver', null],
    });
    // the write-only password never reaches an answer
    expect(properties).not.toHaveProperty('password');
    expect(shape?.schema).not.toHaveProperty('x-entity-fields');
  });
});
