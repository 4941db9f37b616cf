// Property-based fuzz over every route of the route registry, signed in as the admin (issue 9): no 5xx, every
// 4xx carries a non-empty message, and the counts of members, roles, products and stores do not move (the
// routes that could move them only get requests the edge must refuse: see GUARDED in fuzzRequests.ts).
// A bounded number of cases here, the same number for every route (a route among 230 drawn at random would get
// two or three); `npx tsx scripts/fuzz.ts --runs N` is the long run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entityCounts,
  fuzzRequest,
  fuzzTargets,
  GUARDED,
  knownValues,
  problemOf,
  send,
  type FuzzTarget,
} from './fuzzRequests.ts';
import { backends, signedInApp } from './helpers.ts';

/** requests per route and per input it documents (path and query parameters), and one more such share */
const RUNS = 6;
const runsOf = (target: FuzzTarget) => RUNS * (1 + target.known.length + target.query.length);

describe.each(backends)('fuzz of every route on $name', (backend) => {
  const s = signedInApp(backend);

  it('knows every route of the registry, and the guarded ones exist', () => {
    const targets = fuzzTargets(s.t.app);
    expect(targets.length).toBeGreaterThanOrEqual(100);
    const known = new Set(targets.map((r) => `${r.method} ${r.url}`));
    for (const route of GUARDED) expect(known, route).toContain(route);
  });

  it('addresses each request to its own route: no path value is a dot segment a URL parser would resolve', () => {
    const segments = (path: string) => new URL(path, 'http://fuzz').pathname.split('/').length;
    for (const target of fuzzTargets(s.t.app)) {
      for (const request of fc.sample(fuzzRequest([target]), { numRuns: 40, seed: 3 }))
        expect(segments(request.url.split('?')[0]), request.url).toBe(target.url.split('/').length);
    }
  });

  it(`answers ${RUNS} random requests per route and per route input without a 5xx, with a message on every 4xx, and moves no count`, async () => {
    const before = await entityCounts(s.t.db);
    const targets = fuzzTargets(s.t.app, await knownValues(s.t.db));
    // every route is run to its end, so that one failing route does not hide another
    const problems: string[] = [];
    for (const [i, target] of targets.entries()) {
      const details = await fc.check(
        fc.asyncProperty(fuzzRequest([target]), async (request) => {
          const problem = problemOf(await send(s.t.app, s.admin, request));
          if (problem)
            throw new Error(
              `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 500)}: ${problem}`,
            );
        }),
        { numRuns: runsOf(target), seed: 9 + i, endOnFailure: true },
      );
      if (details.failed) problems.push(String((details.errorInstance as Error | undefined)?.message));
    }
    expect(problems).toEqual([]);
    expect(await entityCounts(s.t.db)).toEqual(before);
    // the admin session survived the run
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/api/auth/login', headers: s.admin })).statusCode,
    ).toBe(200);
  });
});
