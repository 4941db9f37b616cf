// A slow access point (headers, then a byte a second, never ending) among fast ones, on PGlite and PostgreSQL
// (issue 33 §2): its call's deadline fires, garbage collected meanwhile or not (Node 20's AbortSignal.timeout lost
// its timer so, and the poll job hung for every store), and the other AP is polled and written while the slow one
// still hangs: each AP has a slot of its own in the poll.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { pollOeplGateways } from '../../server/oepl/sync.ts';
import { repositoriesOf } from '../../server/repositories/index.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { startSlowAp, type LoopbackPeer } from '../support/slowHttp.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const FAST = 'OEPLFA5700001';
const SLOW = 'OEPL5L0W00001';
const MAC_A = '0000021A2B3C4D5E';
/** the poll's deadline per AP in this test: long enough for the fast AP's answer on a busy machine */
const DEADLINE_MS = 6000;

/** the collector itself, to collect garbage while the slow AP hangs */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe.each(backends)('a slow access point on $name', (backend) => {
  let t: TestApp;
  let db: Db;
  let fast: OeplSim;
  let slow: LoopbackPeer;

  const statusOf = async (gwMac: string) =>
    (await db.query<{ status: string }>(`SELECT status FROM gateways WHERE "gwMac" = $1`, [gwMac]))[0]
      ?.status;

  beforeAll(async () => {
    t = await createTestApp(backend);
    db = t.db;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    fast = await startOeplSim();
    slow = await startSlowAp();
    await db.query(`DELETE FROM gateways WHERE kind = 'oepl'`);
    await db.query(`DELETE FROM tags WHERE "tagId" = $1`, [MAC_A]);
    const oepl = repositoriesOf(db).oepl;
    expect(await oepl.register('KR001', SLOW, slow.address, new Date())).toBe(true);
    expect(await oepl.register('KR001', FAST, fast.address, new Date())).toBe(true);
  });
  afterEach(async () => {
    await Promise.all([fast.stop(), slow.stop()]);
  });

  it("writes the fast AP's answer while the slow one hangs; the slow one's deadline fires, garbage collected meanwhile", async () => {
    fast.addTag({ mac: MAC_A });
    const gc = collector();
    let settled = false;
    const polling = pollOeplGateways(db, new Date(), DEADLINE_MS).finally(() => (settled = true));

    // the fast AP is polled and written, its tag in the store's list, while the slow AP is still sending
    await expect
      .poll(
        async () => {
          gc();
          return statusOf(FAST);
        },
        { timeout: DEADLINE_MS - 1000, interval: 100 },
      )
      .toBe('NORMAL');
    expect(settled).toBe(false);
    expect(slow.open).toBe(1);
    expect(await statusOf(SLOW)).toBe('OFFLINE');
    expect(
      (await db.query(`SELECT "gwMac" FROM tags WHERE "tagId" = $1`, [MAC_A])).map((r) => r.gwMac),
    ).toEqual([FAST]);

    // the slow AP never ends its answer: the poll ends only because its deadline fired
    const results = await polling;
    expect(results.find((r) => r.gwMac === FAST)).toMatchObject({ status: 'NORMAL', tags: 1 });
    const late = results.find((r) => r.gwMac === SLOW);
    expect(late).toMatchObject({ status: 'OFFLINE', tags: 0 });
    expect(late?.error).toMatch(new RegExp(`within ${DEADLINE_MS} ms`));
    await expect.poll(() => slow.abandoned).toBe(1);
    expect(slow.requests.length).toBeGreaterThan(0);
    expect(await statusOf(SLOW)).toBe('OFFLINE');
  });
});
