// Every CSV export neutralises formula cells (issue 33 §4, OWASP CSV injection): a store name, product name or tag
// type an operator typed as =…, +…, -… or @… comes out of the delivery, battery, tag and product CSV files with a
// single quote before it, quoted, so a spreadsheet shows it as text instead of running it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecords } from '../../domain/textTable.ts';
import { runBatteryJob } from '../../server/battery/batteryJob.ts';
import { backends, createTestApp, login, ADMIN, type Headers, type TestApp } from './helpers.ts';
import { download } from './downloadsHelpers.ts';

const STORE_NAME = '=HYPERLINK("http://127.0.0.1/x","open")';
const PRODUCT_NAME = '@SUM(1+1)*cmd|/C calc';
const TAG_TYPE = '-2+3+cmd|/C calc';

/** the CSV text's records as a spreadsheet reads them (quotes removed) */
const records = (text: string) => parseRecords(text);

describe.each(backends)('CSV exports on $name', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let admin: Headers;
  let prCode: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-exports-'));
    t = await createTestApp(backend, { config: { dataDir } });
    admin = await login(t.app, ADMIN);
    await t.db.query(`UPDATE stores SET "storeName" = $1 WHERE "storeCode" = 'KR001'`, [STORE_NAME]);
    [{ prCode }] = await t.db.query<{ prCode: string }>(
      `UPDATE products SET "prName" = $1
       WHERE "storeCode" = 'KR001' AND "prCode" = (SELECT "prCode" FROM tags
         WHERE "storeCode" = 'KR001' AND "prCode" IS NOT NULL ORDER BY "tagId" LIMIT 1)
       RETURNING "prCode"`,
      [PRODUCT_NAME],
    );
    await t.db.query(
      `UPDATE tags SET "tagType" = $1
       WHERE "tagId" = (SELECT "tagId" FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" LIMIT 1)`,
      [TAG_TYPE],
    );
    await runBatteryJob(t.db, new Date());
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the delivery and battery store lists write the store name as text', async () => {
    for (const url of ['/delivery/stores/csv', '/battery/stores/csv']) {
      const answer = await get(url);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body, url).toContain(`"'=HYPERLINK(""http://127.0.0.1/x"",""open"")"`);
      const row = records(answer.body).find((r) => r[0] === 'KR001');
      expect(row?.[1], url).toBe(`'${STORE_NAME}`);
    }
  });

  it("the battery tag list and the tag and product downloads write the operator's texts as text", async () => {
    const battery = await get('/battery/store/KR001/csv');
    expect(battery.statusCode, battery.body).toBe(200);
    const batteryRows = records(battery.body);
    const prNameAt = batteryRows[0].indexOf('prName');
    expect(batteryRows.some((r) => r[prNameAt] === `'${PRODUCT_NAME}`)).toBe(true);
    expect(batteryRows.some((r) => r[prNameAt] === PRODUCT_NAME)).toBe(false);

    const tags = records((await download(t.app, admin, { type: 3, storeCode: 'KR001' })).file.body);
    const tagTypeAt = tags[0].indexOf('tagType');
    expect(tags.filter((r) => r[tagTypeAt] === `'${TAG_TYPE}`)).toHaveLength(1);

    const products = records((await download(t.app, admin, { type: 4, storeCode: 'KR001' })).file.body);
    const nameAt = products[0].indexOf('prName');
    expect(products.find((r) => r[1] === prCode)?.[nameAt]).toBe(`'${PRODUCT_NAME}`);
  });
});
