// THE ROUTE LAYOUT TEST (issue 24): a route's module file sits in the folder whose path is a prefix of the
// URL's literal segments (path parameters skipped): server/routes/status/store/plus.ts may register
// /status/store/:code/plus/device/search, server/routes/history/task.ts /history/store/:store/task/:task/search.
// A file at the top of server/routes/ registers only URLs whose first segment is its name (version.ts:
// /version). The registering file of each route is read from the stack of the app's own onRoute hook.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '../../server/plugins/static.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

interface Recorded {
  method: string;
  url: string;
  /** under server/routes/, e.g. `status/store/index.ts`; undefined for routes of plugins outside it */
  file: string | undefined;
}

const recorded = vi.hoisted(() => [] as { method: string; url: string; file: string | undefined }[]);

// every Fastify instance the app builds records its routes' registering files, before any route exists
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const build = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 100;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      const file = /\/server\/routes\/([^:)\s]+\.ts):\d+/.exec(stack)?.[1];
      for (const method of [route.method].flat())
        recorded.push({ method: String(method), url: route.url, file });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: build, fastify: build };
});

/** The files allowed to break the rule, with the reason. */
const EXCEPTIONS: Record<string, string> = {
  // one editor per kind of user script (server/scripts/kinds.ts): `<path>`, `<path>/run`, `<path>/versions`...
  // for paths under /auth, /paper, /product/file, /tag and /plus; one loop keeps the kinds alike
  'system/scripts.ts': 'the user-script routes register the spec URLs of every script kind in one loop',
};

/** The URL's literal segments under the API prefix: `/api/status/store/:code/tag/search` → status, store, tag, search */
function literalSegments(url: string): string[] {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  return path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
}

/** Whether a file under server/routes/ may register the URL. */
function followsLayout(file: string, url: string): boolean {
  const folders = file.split('/');
  const name = folders.pop()!.replace(/\.ts$/, '');
  const segments = literalSegments(url);
  if (folders.length === 0) return segments[0] === name;
  return folders.every((folder, i) => segments[i] === folder);
}

describe('the route layout', () => {
  let t: TestApp;
  let routes: Recorded[];

  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    routes = recorded.filter((route) => route.url.startsWith(`${API_PREFIX}/`));
  });
  afterAll(async () => t?.close());

  it('reads the registering file of every API route the guard saw', () => {
    const guarded = t.app.routeRegistry.filter((route) => route.url.startsWith(`${API_PREFIX}/`));
    expect(guarded.length).toBeGreaterThan(0);
    const unattributed = guarded.filter(
      (route) =>
        !routes.some((r) => r.method === route.method && r.url === route.url && r.file !== undefined),
    );
    expect(unattributed.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("puts each route's file in the folder its URL names", () => {
    const offenders = routes
      .filter((route) => route.file !== undefined && !(route.file in EXCEPTIONS))
      .filter((route) => !followsLayout(route.file!, route.url))
      .map((route) => `${route.file}: ${route.method} ${route.url.slice(API_PREFIX.length)}`);
    if (offenders.length > 0) console.log(`routes outside their URL's folder:\n${offenders.join('\n')}`);
    expect(offenders).toEqual([]);
  });

  it('still needs each exception', () => {
    for (const file of Object.keys(EXCEPTIONS)) {
      const own = routes.filter((route) => route.file === file);
      expect(own.length, file).toBeGreaterThan(0);
      expect(
        own.some((route) => !followsLayout(file, route.url)),
        `${file} follows the rule now: drop its exception`,
      ).toBe(true);
    }
  });

  it('tells a file in the right folder from one elsewhere', () => {
    expect(followsLayout('status/store/plus.ts', '/api/status/store/:code/plus/device/search')).toBe(true);
    expect(followsLayout('history/task.ts', '/api/history/store/:store/task/:task/search')).toBe(true);
    expect(followsLayout('version.ts', '/api/version')).toBe(true);
    expect(followsLayout('plus/device.ts', '/api/status/store/:code/plus/device/search')).toBe(false);
    expect(followsLayout('status/store/index.ts', '/api/status/server/:id')).toBe(false);
    expect(followsLayout('layout.ts', '/api/paper/layout/name')).toBe(false);
  });
});
