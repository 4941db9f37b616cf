// The generated console client (src/generated/client.ts, from the schemas' x-api and x-calls) names only routes the
// server registers, with their methods: a call whose route was renamed or dropped on either side fails here.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCalls } from '../../scripts/codegen/clientFile.ts';
import { loadSchemas } from '../../scripts/codegen/schemaModel.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

/** the segments of a path, each parameter (`{name}` in the schemas, `:name` in Fastify) as ':' */
const segments = (path: string): string[] =>
  path.split('/').map((part) => (/^\{[^}]+\}$|^:[A-Za-z_]\w*$/.test(part) ? ':' : part));

/** a call matches a route of its method whose segments are its own, a route parameter taking any one */
function registers(routes: Array<{ method: string; url: string }>, method: string, path: string): boolean {
  const wanted = segments(path);
  return routes.some((route) => {
    if (route.method !== method) return false;
    const have = segments(route.url);
    return have.length === wanted.length && have.every((part, i) => part === ':' || part === wanted[i]);
  });
}

describe('the generated client and the server routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends[0]);
  });
  afterAll(async () => t?.close());

  it('finds a registered route for every call of the client', () => {
    const calls = clientCalls(loadSchemas(join(import.meta.dirname, '..', '..', 'schemas')));
    expect(calls.length).toBeGreaterThan(150);
    const missing = calls
      .filter((call) => !registers(t.app.routeRegistry, call.method, `/api${call.path}`))
      .map((call) => `${call.entity}.${call.name}: ${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });

  it('tells a route the server lacks from one it has', () => {
    const routes = t.app.routeRegistry;
    expect(registers(routes, 'GET', '/api/product/{prCode}/store/{storeCode}')).toBe(true);
    expect(registers(routes, 'DELETE', '/api/product/{prCode}/store/{storeCode}')).toBe(false);
    // a literal segment of a call fills a route parameter, never the other way round
    expect(registers(routes, 'POST', '/api/status/store/pagination/0')).toBe(true);
    expect(registers(routes, 'POST', '/api/upgrade/rollout/{id}/{action}')).toBe(false);
  });
});
