// User scripts (doc 3 §2 /system/*, §6, §7 'code, useType'; docs/api.md 'User scripts'): the calls of the five
// script editors with their privilege and store rules, the Run call, and the sandbox's limits: an endless loop
// stops at the time limit while the API keeps answering, unbounded allocation stops at the memory limit, and
// require, process, fetch, import are absent.
import { describe, expect, it } from 'vitest';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates.ts';
import { backends, login, postJson, signedInApp, type Headers } from './helpers.ts';

interface Saved {
  kind: string;
  target: string;
  code: string;
  useType: string;
  updatedBy: string | null;
}
interface Run {
  ok: boolean;
  output?: unknown;
  error?: { name: string; message: string; line?: number; fileLine?: number };
  ms: number;
}

const PATHS = {
  thirdPartyAuth: '/auth/3rd/party',
  paperParser: '/paper/parser/store/{target}',
  productFileParser: '/product/file/parser/store/{target}',
  tagDataDecorator: '/tag/decorator/store/{target}',
  plusDataDecorator: '/plus/decorator/store/{target}',
} as const;
const pathOf = (kind: keyof typeof PATHS, target = 'default') => PATHS[kind].replace('{target}', target);

describe.each(backends)('user script calls on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it.each(Object.keys(PATHS) as Array<keyof typeof PATHS>)(
    '%s: GET answers the empty entry, POST saves { code, useType }, GET reads it back',
    async (kind) => {
      const path = pathOf(kind);
      const empty = await get(path, admin);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ code: '', useType: 'none' });
      const code = SCRIPT_TEMPLATES[kind];
      const saved = await postJson<Saved>(t.app, admin, path, { code, useType: 'custom' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        kind,
        target: 'default',
        code,
        useType: 'custom',
        updatedBy: 'admin@example.com',
      });
      expect((await get(path, admin)).json()).toMatchObject({ code, useType: 'custom' });
      // back to none, so other tests see the built-in behaviour
      expect((await postJson(t.app, admin, path, { code, useType: 'none' })).status).toBe(200);
    },
  );

  it('per store: an unsaved store entry follows the default; a store entry is kept apart from the default', async () => {
    const store = pathOf('tagDataDecorator', 'KR001');
    expect((await get(store, admin)).json()).toMatchObject({ target: 'KR001', code: '', useType: 'default' });
    const code = 'function decorate(p) { return p; }';
    expect((await postJson(t.app, admin, store, { code, useType: 'custom' })).status).toBe(200);
    expect((await get(store, admin)).json()).toMatchObject({ target: 'KR001', code, useType: 'custom' });
    expect((await get(pathOf('tagDataDecorator'), admin)).json().code).not.toBe(code);
    expect((await postJson(t.app, admin, store, { code, useType: 'none' })).status).toBe(200);
  });

  it('401 without a session, 403 without the setting privilege (read and write)', async () => {
    for (const kind of Object.keys(PATHS) as Array<keyof typeof PATHS>) {
      const path = pathOf(kind);
      expect((await get(path)).statusCode).toBe(401);
      expect((await postJson(t.app, undefined, path, { code: '' })).status).toBe(401);
      expect((await postJson(t.app, undefined, `${path}/run`, { code: '' })).status).toBe(401);
      for (const who of [manager, viewer]) {
        expect((await get(path, who)).statusCode).toBe(403);
        expect((await postJson(t.app, who, path, { code: '' })).status).toBe(403);
        expect((await postJson(t.app, who, `${path}/run`, { code: '' })).status).toBe(403);
      }
    }
  });

  it("store scope: a setting writer limited to stores reads the default, writes only its own stores' entries", async () => {
    const role = await postJson<{ role_id: number }>(t.app, admin, '/auth/role', {
      name: 'Script editor',
      privilege: [{ key: 'setting', depth: 0, read: true, write: true }],
    });
    expect(role.status).toBe(200);
    const account = {
      email: 'scripter@example.com',
      password: 'Scripter#2026',
      name: 'Scripter',
      mobile: '010',
    };
    expect(
      (
        await postJson(t.app, admin, '/auth/account', {
          ...account,
          role_id: role.body.role_id,
          store: ['KR001'],
        })
      ).status,
    ).toBe(200);
    const scripter = await login(t.app, account);
    const code = 'function parsePaper(text) { return []; }';
    expect((await get(pathOf('paperParser', 'KR001'), scripter)).statusCode).toBe(200);
    expect((await postJson(t.app, scripter, pathOf('paperParser', 'KR001'), { code })).status).toBe(200);
    expect((await get(pathOf('paperParser', 'JP001'), scripter)).statusCode).toBe(403);
    expect((await postJson(t.app, scripter, pathOf('paperParser', 'JP001'), { code })).status).toBe(403);
    expect((await get(pathOf('paperParser'), scripter)).statusCode).toBe(200);
    expect((await postJson(t.app, scripter, pathOf('paperParser'), { code })).status).toBe(403);
    expect((await postJson(t.app, scripter, pathOf('thirdPartyAuth'), { code: '' })).status).toBe(403);
    // an unknown store (role 0 sees every store): 404
    expect((await get(pathOf('paperParser', 'NOPE'), admin)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400: a syntax error with its line, a missing function, a bad useType', async () => {
    const path = pathOf('productFileParser');
    const syntax = await postJson<{ message: string }>(t.app, admin, path, {
      code: 'function parseLine(line) {\n  return line.split(;\n}',
      useType: 'custom',
    });
    expect(syntax.status).toBe(400);
    expect(syntax.body.message).toMatch(/script line 2/);
    const missing = await postJson<{ message: string }>(t.app, admin, path, {
      code: 'const x = 1;',
      useType: 'custom',
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'The script defines no function parseLine or parseFile.' },
    });
    expect((await postJson(t.app, admin, path, { code: '', useType: 'default' })).status).toBe(400);
    expect((await postJson(t.app, admin, path, { code: 5, useType: 'custom' })).status).toBe(400);
    expect((await postJson(t.app, admin, path, { code: '', useType: 'sometimes' })).status).toBe(400);
  });

  it('Run answers the output and the time taken, or the error with its line', async () => {
    const run = (kind: keyof typeof PATHS, code: string, input: object) =>
      postJson<Run>(t.app, admin, `${pathOf(kind)}/run`, { code, input });
    const decorated = await run('tagDataDecorator', SCRIPT_TEMPLATES.tagDataDecorator, {
      product: { prCode: 'P1', prName: 'Milk', prInfo: ['Milk', '1.50'], nfc: null },
      tag: { tagId: 'T1', tagType: '2290', storeCode: 'default', page: 0 },
    });
    expect(decorated.status).toBe(200);
    expect(decorated.body.ok).toBe(true);
    expect(decorated.body.ms).toBeGreaterThanOrEqual(0);
    expect(decorated.body.output).toMatchObject({ prCode: 'P1' });

    const thrown = await run(
      'thirdPartyAuth',
      'function authenticate(x) {\n  const a = 1;\n  throw new Error("directory down");\n}',
      {
        email: 'a@b.c',
        password: 'x',
      },
    );
    expect(thrown.body).toMatchObject({ ok: false, error: { message: 'directory down', line: 3 } });
    const refused = await run('thirdPartyAuth', 'function authenticate() { return "yes"; }', {});
    expect(refused.body).toMatchObject({
      ok: false,
      error: { message: 'authenticate must answer { accept: true | false, name? }.' },
    });

    const parsed = await run('productFileParser', SCRIPT_TEMPLATES.productFileParser, {
      text: 'P1;L01;Milk;1.50\nP2;;Bread;2.00\n# comment\n\nP3;L02;Eggs;3.10',
    });
    expect(parsed.body.ok).toBe(true);
    expect(parsed.body.output).toMatchObject({
      count: 3,
      rows: [
        { prCode: 'P1', layoutId: 'L01', prInfo: ['Milk', '1.50'] },
        { prCode: 'P3', layoutId: 'L02', prInfo: ['Eggs', '3.10'] },
      ],
      errors: [{ line: 2, message: 'Please enter Layout ID' }],
    });
    const lineFails = await run(
      'productFileParser',
      'function parseLine(line) {\n  if (line === "boom") throw new Error("bad line");\n  return null;\n}',
      {
        text: 'a\nb\nboom\n',
      },
    );
    expect(lineFails.body).toMatchObject({ ok: false, error: { message: 'bad line', line: 2, fileLine: 3 } });
  });
});

describe.each(backends)('the sandbox on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  const run = (code: string, input: object = {}) =>
    postJson<Run>(t.app, admin, '/tag/decorator/store/default/run', { code, input });

  it('an endless loop stops at the time limit with a clear message while GET /api/version keeps answering', async () => {
    let answers = 0;
    let running = true;
    const poll = (async () => {
      while (running) {
        const answer = await t.app.inject({ method: 'GET', url: '/api/version' });
        expect(answer.statusCode).toBe(200);
        answers += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const looped = await run('function decorate(p) {\n  while (true) {}\n}');
    const took = performance.now() - started;
    running = false;
    await poll;
    expect(looped.body).toMatchObject({
      ok: false,
      error: {
        message: 'The script ran longer than the time limit of 1000 ms and was stopped (an endless loop?).',
        line: expect.any(Number),
      },
    });
    expect(took).toBeGreaterThanOrEqual(1000);
    // the API kept answering while the script looped (a loop on the event loop would hold every poll until the end);
    // counted, not timed: tests assert no wall-clock figures
    expect(answers).toBeGreaterThan(5);
  });

  it('unbounded allocation stops at the memory limit', async () => {
    const grown = await run(
      // 1 MB a step: the limit is reached in a few dozen steps, long before the time limit on a busy machine
      'function decorate(p) {\n  const a = [];\n  while (true) a.push(new ArrayBuffer(1 << 20));\n}',
    );
    expect(grown.body).toMatchObject({
      ok: false,
      error: { message: 'The script used more than the memory limit of 32 MB and was stopped.' },
    });
    // the sandbox serves again
    expect(
      (await run('function decorate(p) { return p; }', { product: { prCode: 'A' } })).body,
    ).toMatchObject({
      ok: true,
      output: { prCode: 'A' },
    });
  });

  it('require, process, fetch, import, timers and console are absent', async () => {
    const absent = await run(
      `function decorate() {
        return { prInfo: [typeof require, typeof process, typeof fetch, typeof setTimeout, typeof setInterval,
          typeof console, typeof std, typeof os, typeof XMLHttpRequest, typeof WebAssembly] };
      }`,
    );
    expect(absent.body).toMatchObject({ ok: true, output: { prInfo: Array(10).fill('undefined') } });
    const imported = await run(
      'async function decorate() { const fs = await import("fs"); return { prInfo: [String(fs)] }; }',
    );
    expect(imported.body.ok).toBe(false);
    const staticImport = await run('import fs from "fs";\nfunction decorate() { return {}; }');
    expect(staticImport.body).toMatchObject({ ok: false, error: { message: "could not load module 'fs'" } });
    const required = await run('function decorate() { return require("fs"); }');
    expect(required.body).toMatchObject({ ok: false, error: { name: 'ReferenceError' } });
  });

  it('deep recursion stops with a stack overflow, and the sandbox serves again', async () => {
    const deep = await run('function f(n) { return f(n + 1) + 1; }\nfunction decorate() { return f(0); }');
    expect(deep.body).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/stack overflow/) },
    });
    expect((await run('function decorate(p) { return p; }', { product: { prCode: 'B' } })).body.ok).toBe(
      true,
    );
  });
});
