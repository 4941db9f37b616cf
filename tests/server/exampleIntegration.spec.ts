// The example integration (examples/erp-price-sync.ts, issue 34): its types are those a standard generator
// (openapi-typescript) makes of the OpenAPI document the server publishes, and it runs against a listening test
// server with the fleet simulator on: with an API token made through the call (issue 35, no password), it changes a
// price and waits for the labels' update tasks.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncPrice } from '../../examples/erp-price-sync.ts';
import { API_TYPES_FILE, apiTypesOf } from '../../scripts/examples/apiTypes.ts';
import { ADMIN, backends, createTestApp, login, type TestApp } from './helpers.ts';
import { createToken } from './apiTokenHelpers.ts';

const STORE = 'KR001';

describe.each(backends.slice(0, 1))('the ERP price sync example on $name', (backend) => {
  let t: TestApp;
  let baseUrl: string;
  let apiToken: string;

  beforeAll(async () => {
    // the simulator's radio answers the update tasks
    // the simulator's radio answers the update tasks (its lease taken at the first heartbeats)
    t = await createTestApp(backend, { config: { sim: true, simTickMs: 200, heartbeatMs: 500 } });
    t.app.simulatorLease.start();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    // the ERP's token: a store manager's role (products and tasks) in the store it syncs
    const admin = await login(t.app, ADMIN);
    apiToken = (await createToken(t.app, admin, { name: 'ERP price sync', role_id: 1, store: [STORE] }))
      .secret;
  });
  afterAll(async () => t?.close());

  it('uses the types generated from the published OpenAPI document (npm run examples:types when this fails)', async () => {
    const document = await (await fetch(`${baseUrl}/docs/json`)).json();
    expect(await apiTypesOf(document)).toBe(readFileSync(API_TYPES_FILE, 'utf8'));
  });

  it(
    'changes the price of a product shown by labels and waits for their update',
    { timeout: 150_000 },
    async () => {
      // a product whose labels hang on gateways that are up (an offline gateway's tags wait for it)
      const [shown] = await t.db.query<{ prCode: string; tags: number }>(
        `SELECT t."prCode", count(*)::int AS tags FROM tags t JOIN gateways g ON g."gwMac" = t."gwMac"
       WHERE t."storeCode" = $1 AND t."prCode" IS NOT NULL
       GROUP BY t."prCode" HAVING bool_and(g.status <> 'OFFLINE') ORDER BY t."prCode" LIMIT 1`,
        [STORE],
      );
      const result = await syncPrice({
        baseUrl,
        apiToken,
        storeCode: STORE,
        prCode: shown.prCode,
        price: '12.34',
        timeoutMs: 120_000,
      });

      expect(result.taskIds.length).toBeGreaterThan(0);
      expect(result.updatedTags + result.failedTags).toBe(shown.tags);
      const [product] = await t.db.query<{ prInfo: string[] }>(
        'SELECT "prInfo" FROM products WHERE "storeCode" = $1 AND "prCode" = $2',
        [STORE, shown.prCode],
      );
      expect(product.prInfo[1]).toBe('12.34');
      const [{ running }] = await t.db.query<{ running: number }>(
        `SELECT count(*)::int AS running FROM update_tasks WHERE "taskId" = ANY($1::int[]) AND "endTime" IS NULL`,
        [result.taskIds],
      );
      expect(running).toBe(0);
    },
  );

  it('reports a refused price change with the server message', async () => {
    await expect(
      syncPrice({ baseUrl, apiToken, storeCode: STORE, prCode: 'NO-SUCH-PRODUCT', price: '1.00' }),
    ).rejects.toThrow(/404/);
  });

  it('is refused 401 with a token that is not (or no longer) valid', async () => {
    await expect(
      syncPrice({ baseUrl, apiToken: `esl_${'0'.repeat(43)}`, storeCode: STORE, prCode: 'X', price: '1.00' }),
    ).rejects.toThrow(/401/);
  });
});
