// A deep page of the generic search (EntityRepository.search from DEFERRED_JOIN_OFFSET skipped rows on) reads its
// keys first and then the rows: it answers exactly the rows of the same window of the whole ordered list, for a
// key order, a sort on another column with ties, a filter, and the last, partial page.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_JOIN_OFFSET } from '../../server/db/repository.ts';
import type { SearchBody } from '../../server/db/search.ts';
import { PlusDevicesRepository } from '../../server/repositories/plusDevices.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const STORE = 'DP001';
const DEVICES = DEFERRED_JOIN_OFFSET + 260;

describe.each(backends)('deep pages of the generic search on $name', (backend) => {
  let t: TestApp;
  let repo: PlusDevicesRepository;
  beforeAll(async () => {
    t = await createTestApp(backend);
    repo = new PlusDevicesRepository(t.db);
    await t.db.query(`INSERT INTO stores ("storeCode", "storeName") VALUES ($1, $1)`, [STORE]);
    // names repeat every 7 devices: a name sort has ties that only the key breaks
    await t.db.query(
      `INSERT INTO plus_devices ("storeCode", mac, name, model, status, "updatedAt")
       SELECT $1, 'dd' || lpad(to_hex(n * 7919 % 100003), 10, '0'), 'Screen ' || (n % 7), 'IP231A',
         CASE WHEN n % 4 = 0 THEN 'OFFLINE' ELSE 'ONLINE' END, now()
       FROM generate_series(1, $2::int) n`,
      [STORE, DEVICES],
    );
    return () => t.close();
  });

  const macs = async (body: SearchBody) => (await repo.searchOf(STORE, body)).data.map((d) => d.mac);

  it.each<[string, SearchBody]>([
    ['mac order', {}],
    ['name sort desc (ties broken by the key)', { order: [{ column: 'name', dir: 'desc' }] }],
    ['status filter', { filter_status: 'ONLINE' }],
  ])('%s: the deep page is the same window of the whole list', async (_, body) => {
    const whole = await macs({ ...body, start: 0, length: -1 });
    for (const start of [DEFERRED_JOIN_OFFSET - 25, DEFERRED_JOIN_OFFSET, DEVICES - 10]) {
      const page = await repo.searchOf(STORE, { ...body, start, length: 25 });
      expect(page.data.map((d) => d.mac)).toEqual(whole.slice(start, start + 25));
      expect(page.recordsTotal).toBe(DEVICES);
      expect(page.recordsFiltered).toBe(whole.length);
    }
    // a page with whole rows, not only keys
    const [first] = (await repo.searchOf(STORE, { ...body, start: DEFERRED_JOIN_OFFSET, length: 1 })).data;
    expect(first).toMatchObject({ storeCode: STORE, model: 'IP231A' });
  });
});
