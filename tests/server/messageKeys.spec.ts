// Server messages by key (issue 24, docs/api.md "Errors"): every message catalogue of the server and of domain/
// (each exported `*MESSAGES`) names keys of locales/*.json that exist in English, Japanese and Korean, with the
// English text read from locales/en_US.json; so does every key written in a server or domain source. An error
// answer carries the key beside the spec's English text (and the values of the key's placeholders).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en_US.json';
import ja from '../../locales/ja_JP.json';
import ko from '../../locales/ko_KR.json';
import { message, type Message } from '../../server/http/messages.ts';
import { backends } from './backends.ts';
import { signedInApp } from './helpers.ts';

const root = resolve(import.meta.dirname, '../..');
const LOCALES = { en_US: en, ja_JP: ja, ko_KR: ko };

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => join(root, folder, file));
}

const textAt = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** the locales where `key` names no non-empty text */
const missingIn = (key: string): string[] =>
  Object.entries(LOCALES)
    .filter(([, tree]) => {
      const text = textAt(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    })
    .map(([name]) => name);

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';

/** an argument of a message function: the text 'x', and 'x' for any field read from it */
const anything: unknown = new Proxy(new String('x'), {
  get: (target, name) => {
    if (typeof name !== 'symbol' && !(name in target)) return 'x';
    const value = Reflect.get(target, name) as unknown;
    return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
  },
});

/** every entry of every exported *MESSAGES catalogue, a function called with placeholder arguments */
async function catalogueEntries(): Promise<Array<{ where: string; entry: unknown }>> {
  const entries: Array<{ where: string; entry: unknown }> = [];
  for (const file of [...sources('server'), ...sources('domain')]) {
    const names = [...readFileSync(file, 'utf8').matchAll(/^export const (\w*MESSAGES)\b/gm)].map(
      (m) => m[1],
    );
    if (names.length === 0) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, Record<string, unknown>>;
    for (const name of names) {
      for (const [entryName, value] of Object.entries(module[name]!)) {
        const where = `${relative(root, file)} ${name}.${entryName}`;
        const entry =
          typeof value === 'function'
            ? (value as (...a: unknown[]) => unknown)(anything, anything, anything)
            : value;
        entries.push({ where, entry });
      }
    }
  }
  return entries;
}

describe('server messages by key', () => {
  it('every message catalogue names keys with a text in the three locales, the English one as answered', async () => {
    const entries = await catalogueEntries();
    expect(entries.length).toBeGreaterThan(100);
    const problems = entries.flatMap(({ where, entry }) => {
      const key = isMessage(entry) ? entry.key : entry;
      if (typeof key !== 'string') return [`${where}: neither a message nor a key`];
      const missing = missingIn(key);
      if (missing.length > 0) return [`${where}: ${key} missing in ${missing.join(', ')}`];
      if (!isMessage(entry)) return [];
      const expected = message(entry.key, entry.args).text;
      if (entry.text !== expected || /%\{\w+\}/.test(entry.text)) return [`${where}: text '${entry.text}'`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('every key written in a server or domain source has a text in the three locales', () => {
    const keys = new Set<string>();
    for (const file of [...sources('server'), ...sources('domain')]) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /['"`]((?:app\.serverMessages|validation)\.\w+)['"`]/g,
      ))
        keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => missingIn(key).length > 0)).toEqual([]);
  });

  it('a key without an English text is refused where the message is made', () => {
    expect(() => message('app.serverMessages.noSuchMessage')).toThrow(/noSuchMessage/);
  });

  describe('answers', () => {
    const s = signedInApp(backends[0]!);
    const call = async (url: string, headers: Record<string, string> = s.admin, body?: object) => {
      const response = await s.t.app.inject({
        method: body ? 'POST' : 'GET',
        url: `/api${url}`,
        headers,
        payload: body,
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };

    it('an error carries its key beside the English text', async () => {
      expect(await call('/config/system', {})).toMatchObject({
        status: 401,
        body: { message: 'Authentication Failure.', messageKey: 'app.serverMessages.authenticationFailure' },
      });
    });

    it('a validation error carries the validator key', async () => {
      expect(await call('/auth/role', s.admin, { name: '  ', privilege: [] })).toMatchObject({
        status: 400,
        body: { message: 'Fill in Role Name!', messageKey: 'validation.fillInRoleName' },
      });
    });

    it('a message with placeholders carries their values', async () => {
      expect(await call('/system/status/server/proxy-01?end=1&end=2')).toMatchObject({
        status: 400,
        body: {
          message: 'The query parameter "end" is given more than once.',
          messageKey: 'app.serverMessages.edgeRepeated',
          messageArgs: { name: 'end' },
        },
      });
    });

    /** a request's error answer: its key names a text in every locale, its English is the key's filled in */
    const keyedRefusal = async (url: string, body?: object) => {
      const { status, body: answer } = await call(url, s.admin, body);
      const said = answer as { message?: string; messageKey?: string; messageArgs?: Record<string, string> };
      expect(status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400);
      expect(said.messageKey, `${url}: ${said.message}`).toEqual(expect.any(String));
      expect(missingIn(said.messageKey!)).toEqual([]);
      expect(said.message).toBe(message(said.messageKey!, said.messageArgs).text);
      return said;
    };

    it('every kind of refused request answers a key the console translates, with the same English', async () => {
      const query = { entity: 'tag', measure: { fn: 'count' } };
      // a stats query naming a field that is not one of its entity's
      expect(await keyedRefusal('/stats/query', { ...query, groupBy: ['battery'] })).toMatchObject({
        message: 'groupBy[0]: "battery" is not a groupable field of tag.',
        messageKey: 'app.serverMessages.statsNotGroupable',
      });
      // the same query inside a dashboard names its place, with the same key
      const panel = {
        id: 'p',
        kind: 'number',
        title: 'P',
        query: { ...query, groupBy: ['battery'] },
        options: { refreshSeconds: 30 },
      };
      const layouts = { lg: [{ i: 'p', x: 0, y: 0, w: 1, h: 1 }], sm: [] };
      expect(
        await keyedRefusal('/dashboards', { name: 'x', variables: {}, layouts, panels: [panel] }),
      ).toMatchObject({
        message: 'panels[0].query: groupBy[0]: "battery" is not a groupable field of tag.',
        messageKey: 'app.serverMessages.statsNotGroupable',
        messageArgs: expect.objectContaining({ within: 'panels[0].query: ' }),
      });
      // a dashboard's layout naming no panel
      expect(
        await keyedRefusal('/dashboards', {
          name: 'x',
          variables: {},
          layouts: { lg: [{ i: 'gone', x: 0, y: 0, w: 1, h: 1 }], sm: [] },
          panels: [{ ...panel, query }],
        }),
      ).toMatchObject({ messageKey: 'app.serverMessages.dashboardLayoutItem' });
      // a tag history of a tag the store does not have
      expect(await keyedRefusal('/history/temperature/store/KR001/tag/NO-SUCH-TAG/search', {})).toMatchObject(
        {
          message: 'This tag does not exist.',
          messageKey: 'app.serverMessages.tagNotExist',
        },
      );
      // a body Fastify itself refuses: its English text rides as the argument of a key
      const malformed = await s.t.app.inject({
        method: 'POST',
        url: '/api/stats/query',
        headers: { ...s.admin, 'content-type': 'application/json' },
        payload: '{"entity":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ messageKey: 'app.serverMessages.requestError' });
    });

    it('an unknown API address answers the keyed Not Found', async () => {
      expect(await call('/no/such/address')).toMatchObject({
        status: 404,
        body: { message: 'Not Found', messageKey: 'app.serverMessages.notFound' },
      });
    });
  });
});
