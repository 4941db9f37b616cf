// Past a load limit (issue 37, @fastify/under-pressure with the limits of the configuration) API calls answer 503
// with Retry-After and the 'server busy' message, readiness reports the pressure as failing, and liveness stays
// 200. The heap limit is set below any heap; the event loop limit is passed by a busy loop in a route of this
// test's app only. Waits for the states (the limits are sampled every second), never for times.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/errors.ts';
import { messageBody } from '../../server/http/messages.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const pglite = backends.filter((b) => b.name === 'pglite');

/** GET /api/test/spin: holds the event loop for longer than the limits' sample interval (1 s) */
async function spinRoute(app: FastifyInstance): Promise<void> {
  app.get('/test/spin', { config: { public: true } }, async () => {
    const until = performance.now() + 1_100;
    while (performance.now() < until); // the point: nothing else runs meanwhile
    return {};
  });
}

/** asks until `probe` answers true */
async function until(probe: () => Promise<boolean>): Promise<void> {
  while (!(await probe())) await new Promise((next) => setTimeout(next, 50));
}

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

function expectBusy(answer: Answer): void {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  expect(answer.json()).toEqual(messageBody(MESSAGES.serverBusy));
}

/** the whole picture while the state lasts (the heap limit's does) */
async function expectRefused(app: FastifyInstance): Promise<void> {
  expectBusy(await app.inject({ method: 'GET', url: '/api/version' }));
  // refused before the guard: no session asked, no database work done
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
  expect(login.statusCode).toBe(503);

  const live = await app.inject({ method: 'GET', url: '/api/health/live' });
  expect(live.statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 'failing', checks: { database: 'ok', pressure: 'failing' } });
}

const refused = (app: FastifyInstance) => async () =>
  (await app.inject({ method: 'GET', url: '/api/version' })).statusCode === 503;

describe.each(pglite)('API calls under pressure on $name', (backend) => {
  let heap: TestApp;
  let loop: TestApp;
  beforeAll(async () => {
    heap = await createTestApp(backend, { config: { healthMaxHeapBytes: 1 } });
    loop = await createTestApp(backend, { config: { healthMaxLoopDelayMs: 5 }, routes: [spinRoute] });
  });
  afterAll(async () => {
    await heap?.close();
    await loop?.close();
  });

  it('answers 503 with Retry-After past the heap limit; liveness stays 200', async () => {
    await until(refused(heap.app));
    await expectRefused(heap.app);
  });

  it('answers 503 with Retry-After past the event loop delay limit', async () => {
    // the delay is sampled each second and passes with the next quiet second: the refused answer is kept
    let answer: Answer | undefined;
    await until(async () => {
      const version = await loop.app.inject({ method: 'GET', url: '/api/version' });
      if (version.statusCode === 503) answer = version;
      else await loop.app.inject({ method: 'GET', url: '/api/test/spin' });
      return answer !== undefined;
    });
    expectBusy(answer!);
  });
});
