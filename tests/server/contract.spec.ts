// The call contract at work (issue 34): a contract route refuses a body its schema does not allow with a 400
// naming the field (types are not converted in a body), Fastify writes an answer from its schema (a field the
// schema does not name never leaves the server), the tests' answer check fails a call whose answer does not match,
// and the published OpenAPI document is valid OpenAPI 3.1 with the contract calls' request and answer schemas.
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCheck } from '../../server/http/answerCheck.ts';
import { defineCall, contractRoutes } from '../../server/http/calls.ts';
import { registerSharedSchemas, validatorCompiler } from '../../server/http/callSchemas.ts';
import { ADMIN, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';
import { insertTagStore, TAG_STORE } from './tags.fixture.ts';

describe.each(backends)('the call contract on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertTagStore(t.db);
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload: payload as object });

  it('refuses a wrong type, a missing field and an oversize list with a 400 naming the field', async () => {
    const wrongType = await post('/tag/deassign', { storeCode: TAG_STORE, tagList: ['A', 7] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      messageKey: 'app.serverMessages.fieldInvalid',
      field: 'body.tagList[1]',
      message: 'validation error: body.tagList[1] must be string',
    });
    // a number sent as text is not converted in a body
    const text = await post('/tag/reassign/all', { storeCode: 5 });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ field: 'body.storeCode', message: 'validation error' });
    const missing = await post('/tag/reassign/all', {});
    expect(missing.json()).toMatchObject({ field: 'body.storeCode' });
    const oversize = await post('/tag/deassign', { storeCode: TAG_STORE, tagList: Array(100_001).fill('A') });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json()).toMatchObject({ field: 'body.tagList' });
  });

  it('publishes a valid OpenAPI 3.1 document with the contract calls and their shared shapes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const deassign = doc.paths['/tag/deassign'].post;
    expect(deassign.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/StoreTags',
    });
    expect(deassign.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/TagTask',
    });
    expect(deassign.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    // a console session's two headers, or an integration's API token (issue 35)
    expect(deassign.security).toEqual([{ accessToken: [], accessEmail: [] }, { apiToken: [] }]);
    expect(doc.components.securitySchemes.apiToken).toEqual({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Account', 'Store', 'StoreTags', 'TagTask', 'ApiError']),
    );
  });
});

describe('answers and their schemas', () => {
  /** an app with one contract call whose handler adds a field its schema does not name */
  async function plantedApp(check: boolean) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler(contractRoutes));
    registerSharedSchemas(app);
    if (check) answerCheck(app);
    await app.register(
      async (api) => {
        defineCall(api, 'tag.reassignAll', { guard: { public: true } }, async (request) => {
          const answer = { storeCode: request.body.storeCode, taskId: 1, tagCount: 2, passwordHash: 'x' };
          return answer;
        });
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('never writes a field the answer schema does not name', async () => {
    const app = await plantedApp(false);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tag/reassign/all',
      payload: { storeCode: 'S1' },
    });
    expect(response.json()).toEqual({ storeCode: 'S1', taskId: 1, tagCount: 2 });
    await app.close();
  });

  it('fails the call in the tests when its answer has a field the schema does not name', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await plantedApp(true);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tag/reassign/all',
      payload: { storeCode: 'S1' },
    });
    expect(response.statusCode).toBe(500);
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /tag\.reassignAll .* must NOT have unevaluated properties/,
    );
    errors.mockRestore();
    await app.close();
  });
});
