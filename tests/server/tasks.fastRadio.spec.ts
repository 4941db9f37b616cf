// The radio's fast mode (benchmarks): delays of milliseconds instead of seconds, the same PRNG draws, so a task
// ends within a fraction of a second of simulated time and two runs with one seed end the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { MAX_DELAY_S } from '../../server/sim/tagRadioOutcome.ts';
import { FAST_COMPRESSION, TagRadio } from '../../server/sim/tagRadio.ts';
import {
  DEEP_SLEEP_SECONDS,
  MAX_QUEUE_SECONDS,
  MAX_TRIES,
  RETRY_BACKOFF_SECONDS,
} from '../../server/sim/tagRadioDelivery.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const STORE = 'EU001';
/** the longest an update can take in radio seconds: the radio delay, a full gateway queue, every retry's backoff
 * (doubling from the first, up to 5 s of jitter each) and the longest deep sleep (server/sim/tagRadioDelivery.ts) */
const LONGEST_S =
  MAX_DELAY_S +
  MAX_QUEUE_SECONDS +
  RETRY_BACKOFF_SECONDS * (2 ** (MAX_TRIES - 1) - 1) +
  5 * (MAX_TRIES - 1) +
  DEEP_SLEEP_SECONDS[1];
const T0 = Date.parse('2030-05-01T08:00:00Z');

async function fastRun(db: Db, seed: number) {
  const tags = await db.query<{ tagId: string }>(
    `SELECT t."tagId" FROM tags t JOIN gateways g ON g."gwMac" = t."gwMac"
     WHERE t."storeCode" = $1 AND g.status <> 'OFFLINE' ORDER BY t."tagId" LIMIT 6`,
    [STORE],
  );
  const { taskId } = await createUpdateTask(db, { storeCode: STORE, kind: 'LED', tags, createdBy: 'test' });
  const radio = new TagRadio(db, new AlarmsRepository(db), createPrng(seed), { fast: true, productEvery: 0 });
  await radio.tick(new Date(T0));
  const [due] = await db.query<{ latest: number }>(
    `SELECT (extract(epoch FROM max("dueAt")) * 1000)::float8 AS latest FROM update_task_tags WHERE "taskId" = $1`,
    [taskId],
  );
  // one more tick just after the latest row's due time answers every row
  await radio.tick(new Date(due.latest + 1));
  const rows = await db.query<{ tagId: string; status: string | null }>(
    `SELECT "tagId", status FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"`,
    [taskId],
  );
  return { delay: due.latest - T0, rows };
}

describe.each(backends)('fast radio on $name', (backend) => {
  let t: TestApp;
  let twin: TestApp;
  beforeAll(async () => {
    [t, twin] = await Promise.all([createTestApp(backend), createTestApp(backend)]);
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  it('answers within milliseconds of radio time, the same way for the same seed', async () => {
    const first = await fastRun(t.db, 11);
    const second = await fastRun(twin.db, 11);
    expect(first.delay).toBeGreaterThan(0);
    // a radio delay of seconds to minutes is milliseconds in fast mode
    expect(first.delay).toBeLessThanOrEqual((LONGEST_S * 1000) / FAST_COMPRESSION);
    expect(first.rows.every((r) => r.status === 'OK' || r.status === 'NG')).toBe(true);
    expect(second).toEqual(first);
  });
});
