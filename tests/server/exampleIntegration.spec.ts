// The example integration (issue 34 step 4): examples/erp-price-sync.ts uses only plain fetch and the types
// openapi-typescript generates from the published OpenAPI document. Here: the committed types are what today's
// document gives, and the example runs against a listening test server: it signs in, pushes a price and waits
// until its update tasks have ended (the radio answers the tags meanwhile, in fast mode).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncPrice } from '../../examples/erp-price-sync.ts';
import { publishedDocument, TYPES_PATH, typesOf } from '../../scripts/examples/apiTypes.ts';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { TagRadio } from '../../server/sim/tagRadio.ts';
import { ADMIN, backends, createTestApp, type TestApp } from './helpers.ts';

describe('the example integration (erp-price-sync)', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(backends[0]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}/api`;
  });
  afterAll(async () => t?.close());

  it('has the types of the published OpenAPI document (npm run examples:types)', async () => {
    expect(readFileSync(TYPES_PATH, 'utf8')).toBe(await typesOf(await publishedDocument()));
  });

  it('signs in, pushes a price and sees the update tasks of its labels end', async () => {
    const [shown] = await t.db.query<{ storeCode: string; prCode: string }>(
      `SELECT t."storeCode", t."prCode" FROM tags t JOIN gateways g ON g."gwMac" = t."gwMac"
       WHERE t."prCode" IS NOT NULL AND g.status <> 'OFFLINE' ORDER BY t."storeCode", t."prCode" LIMIT 1`,
    );
    const sync = syncPrice({ baseUrl, ...ADMIN, ...shown, price: '123.45', waitMs: 600_000 });
    let settled = false;
    void sync.finally(() => (settled = true)).catch(() => undefined);
    // the radio answers the tags while the example waits (fast mode: milliseconds of radio time per tick)
    const radio = new TagRadio(t.db, new AlarmsRepository(t.db), createPrng(7), { fast: true, productEvery: 0 });
    let now = Date.now();
    while (!settled) {
      now += 1000;
      await radio.tick(new Date(now));
      await new Promise((next) => setImmediate(next));
    }
    const result = await sync;
    expect(result.taskIds.length).toBeGreaterThan(0);
    for (const task of result.tasks) expect(task.updatedTags + task.failedTags).toBe(task.totalTags);
    const [product] = await t.db.query<{ prInfo: string[] }>(
      `SELECT "prInfo" FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [shown.storeCode, shown.prCode],
    );
    expect(product.prInfo[1]).toBe('123.45');
  });
});
