// Property-based fuzz over every route of the route registry, signed in as the admin (issue 9): no 5xx, every
// 4xx carries a non-empty message, and the counts of members, roles, products and stores do not move (the
// routes that could move them only get requests the edge must refuse: see GUARDED in fuzzRequests.ts).
// A bounded number of cases here; `npx tsx scripts/fuzz.ts --runs N` is the long run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entityCounts, fuzzRequest, fuzzTargets, GUARDED, problemOf, send } from './fuzzRequests.ts';
import { backends, signedInApp } from './helpers.ts';

const RUNS = 600;

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

  it(`answers ${RUNS} random requests without a 5xx, with a message on every 4xx, and moves no count`, async () => {
    const before = await entityCounts(s.t.db);
    await fc.assert(
      fc.asyncProperty(fuzzRequest(fuzzTargets(s.t.app)), async (request) => {
        const problem = problemOf(await send(s.t.app, s.admin, request));
        expect(
          problem,
          `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 500)}`,
        ).toBeUndefined();
      }),
      { numRuns: RUNS, seed: 9, endOnFailure: true },
    );
    expect(await entityCounts(s.t.db)).toEqual(before);
    // the admin session survived the run
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/api/auth/login', headers: s.admin })).statusCode,
    ).toBe(200);
  });
});
