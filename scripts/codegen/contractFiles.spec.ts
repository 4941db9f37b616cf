// @vitest-environment node
// The contract's generated files (issue 34): domain/generated/calls.ts types every part and answer of a
// contract-form call; server/generated/callRoutes.ts gives its Fastify route with shared shapes by `$id`,
// property references inlined with their local overrides, pages expanded, x-message kept, free-form objects open.
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { memberSchema, workspace, type Workspace } from './specSupport';

let ws: Workspace | undefined;
afterEach(() => ws?.remove());

const schema = {
  ...memberSchema(),
  $defs: {
    badge: {
      type: 'object',
      properties: {
        owner: { $ref: '#/properties/name', minLength: 1, 'x-message': 'validation.fillInName' },
        extra: { type: 'object' },
      },
      required: ['owner'],
    },
  },
  'x-calls': {
    badges: {
      route: 'POST /member/{email}/badge/search',
      params: { type: 'object', properties: { email: { type: 'string', maxLength: 254 } } },
      body: { $ref: 'api.schema.json#/$defs/tableSearch' },
      answers: { '200': { 'x-page-of': { $ref: '#/$defs/badge' } } },
      errors: [404],
    },
    card: {
      route: 'GET /member/{email}/card',
      params: { type: 'object', properties: { email: { type: 'string' } } },
      answers: { '200': { 'x-answer-as': 'blob' } },
    },
    one: {
      route: 'GET /member/{email}/whole',
      params: { type: 'object', properties: { email: { type: 'string' } } },
      answers: { '200': { $ref: 'member.schema.json' } },
    },
  },
};
const api = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'api.schema.json',
  $defs: {
    apiError: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    tableSearch: { type: 'object', properties: { start: { type: 'integer' } } },
  },
};

describe('the contract files', () => {
  it('type each part and answer, and map the call id to them', async () => {
    ws = workspace({ 'member.schema.json': schema, 'api.schema.json': api });
    const calls = (await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath })).get(
      'domain/generated/calls.ts',
    ) as string;
    expect(calls).toMatch(
      /export interface Badge \{\n\s+owner: string;\n\s+extra\?: \{\n\s+\[k: string\]: unknown;/,
    );
    expect(calls).toContain('export type MemberBadgesBody = TableSearch;');
    expect(calls).toMatch(
      /export interface MemberBadgesAnswer \{\n\s+recordsTotal: number;\n\s+recordsFiltered: number;\n\s+data: Badge\[\];/,
    );
    expect(calls).toContain('export type MemberOneAnswer = Entity.MemberPublic;');
    expect(calls).toContain(
      "'member.card': {\n    params: MemberCardParams;\n    answers: { 200: unknown; };",
    );
    const client = (await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath })).get(
      'src/generated/client.ts',
    ) as string;
    expect(client).toContain('Promise<MemberBadgesAnswer>');
  });

  it('give each call its Fastify route with shared shapes by $id', async () => {
    ws = workspace({ 'member.schema.json': schema, 'api.schema.json': api });
    const routes = (await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath })).get(
      'server/generated/callRoutes.ts',
    ) as string;
    expect(routes).toContain("url: '/member/:email/badge/search'");
    expect(routes).toContain("body: { $ref: 'TableSearch#' }");
    expect(routes).toContain("items: { $ref: 'Badge#' }");
    expect(routes).toContain("'404': { $ref: 'ApiError#' }");
    expect(routes).toMatch(/required: \['email'\]/);
    // the property's type and bounds with the local overrides and the message kept; a free-form object open
    expect(routes).toContain(
      "owner: { type: 'string', maxLength: 20, minLength: 1, 'x-message': 'validation.fillInName' }",
    );
    expect(routes).toContain("extra: { type: 'object', additionalProperties: true }");
    expect(routes).toMatch(
      /'application\/octet-stream': \{\s+schema: \{ type: 'string', format: 'binary' \}/,
    );
    expect(routes).toContain("'200': { $ref: 'Member#' }");
  });

  it('give the x-api verbs their contract: defaults, path parameters by property, a contract-form override', async () => {
    const withApi = {
      ...schema,
      'x-api': { search: 'POST /member/search', getOne: 'GET /member/{email}', update: 'PUT /member' },
      'x-calls': {
        ...schema['x-calls'],
        getOne: { answers: { '200': { $ref: '#/$defs/badge' } }, errors: [404] },
      },
    };
    ws = workspace({ 'member.schema.json': withApi, 'api.schema.json': api });
    const files = await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath });
    const routes = files.get('server/generated/callRoutes.ts') as string;
    expect(routes).toMatch(
      /'member\.search': \{[^]*?body: \{ \$ref: 'TableSearch#' \}[^]*?items: \{ \$ref: 'Member#' \}/,
    );
    expect(routes).toMatch(
      /'member\.getOne': \{[^]*?email: \{ type: 'string', format: 'email' \}[^]*?'200': \{ \$ref: 'Badge#' \}/,
    );
    // an update body is checked by the entity's generated validators, so Ajv leaves it alone
    expect(routes).toMatch(
      /'member\.update': \{[^]*?body: \{ \$ref: 'Member#', 'x-validated-by': 'entity' \}/,
    );
    const client = files.get('src/generated/client.ts') as string;
    expect(client).toContain('Promise<MemberGetOneAnswer>');
  });

  it('refuses a reference to nothing and params that miss a path parameter', async () => {
    const broken = {
      ...schema,
      'x-calls': { x: { route: 'GET /a', answers: { '200': { $ref: '#/$defs/nope' } } } },
    };
    ws = workspace({ 'member.schema.json': broken, 'api.schema.json': api });
    await expect(generate({ schemasDir: ws.schemasDir, localePath: ws.localePath })).rejects.toThrow(
      /\$ref "#\/\$defs\/nope": no such \$defs shape/,
    );
    ws.remove();
    const params = {
      route: 'GET /a/{id}',
      params: { type: 'object', properties: {} },
      answers: { '200': {} },
    };
    ws = workspace({ 'member.schema.json': { ...schema, 'x-calls': { x: params } }, 'api.schema.json': api });
    await expect(generate({ schemasDir: ws.schemasDir, localePath: ws.localePath })).rejects.toThrow(
      /params must describe exactly the path parameters id/,
    );
  });
});
