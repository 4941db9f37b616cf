// The simulator's radio: finishes update tasks deterministically for a seed, stalls behind an offline gateway,
// records failures as one UPDATE FAILURE per task, times out long tasks, keeps statistics equal to a recount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { createPrng, type Prng } from '../../server/sim/prng.ts';
import { TagRadio } from '../../server/sim/tagRadio.ts';
import { checkLowBattery, TASK_TIMEOUT_MS } from '../../server/sim/tagRadioAlarms.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import type { Db } from '../../server/db/db.ts';

const STORE = 'KR002';
const T0 = Date.parse('2030-03-02T09:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

async function storeTags(
  db: Db,
  n: number,
): Promise<Array<{ tagId: string; gwMac: string; tagMac: string }>> {
  return db.query(
    `SELECT "tagId", "gwMac", "tagMac" FROM tags WHERE "storeCode" = $1 AND status <> 'WIP' ORDER BY "tagId" LIMIT $2`,
    [STORE, n],
  );
}

/** runs a PAGE task over tags until done; answers what the tags and rows became */
async function scenario(db: Db, seed: number) {
  const tags = await storeTags(db, 6);
  const { taskId } = await createUpdateTask(db, {
    storeCode: STORE,
    kind: 'PAGE',
    tags: tags.map((t) => ({ tagId: t.tagId, pageNo: 3 })),
    createdBy: 'test',
  });
  const radio = new TagRadio(db, new AlarmsRepository(db), createPrng(seed), { productEvery: 0 });
  for (let i = 0; i < 5; i++) await radio.tick(at(i * 20));
  const rows = await db.query(
    `SELECT r."tagId", r.status, r."updatedAt", t.status AS "tagStatus", t."pageNo", t.battery
     FROM update_task_tags r JOIN tags t USING ("tagId") WHERE r."taskId" = $1 ORDER BY r."tagId"`,
    [taskId],
  );
  const [task] = await db.query<{ progress: number; endTime: unknown; updatedTags: number }>(
    `SELECT progress, "endTime", "updatedTags" FROM update_tasks WHERE "taskId" = $1`,
    [taskId],
  );
  return { rows, task };
}

describe.each(backends)('tag radio on $name', (backend) => {
  let t: TestApp;
  let twin: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    twin = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  it('finishes a task through the radio, the same way for the same seed', async () => {
    const first = await scenario(t.db, 11);
    const second = await scenario(twin.db, 11);
    expect(first).toEqual(second);
    expect(first.task.progress).toBe(100);
    expect(first.task.endTime).not.toBeNull();
    expect(first.task.updatedTags).toBe(6);
    for (const row of first.rows as Array<Record<string, unknown>>) {
      expect(['OK', 'NG']).toContain(row.status);
      expect(row.tagStatus).toBe(row.status);
      if (row.status === 'OK') expect(row.pageNo).toBe(3);
    }
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tag_battery_history WHERE "storeCode" = $1 AND "updatedAt" >= $2`,
      [STORE, at(0).toISOString()],
    );
    expect(n).toBe((first.rows as Array<{ status: string }>).filter((r) => r.status === 'OK').length);
  });

  it('keeps the statistics equal to a full recount', async () => {
    await new StatsRefreshRepository(t.db).refresh();
    const read = () =>
      t.db.query(
        `SELECT "storeCode", total, success, inprogress, error, "todayUpdated" FROM store_tag_stats ORDER BY "storeCode"`,
      );
    const radio = new TagRadio(t.db, new AlarmsRepository(t.db), createPrng(5), { productEvery: 1 });
    for (let i = 0; i < 4; i++) await radio.tick(new Date(Date.now() + i * 20_000));
    const incremental = await read();
    await new StatsRefreshRepository(t.db).refresh();
    expect(incremental).toEqual(await read());
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM update_tasks WHERE "taskType" = 'PRODUCT' AND "createdBy" = 'simulator'`,
    );
    expect(n).toBeGreaterThan(0);
  });

  it('writes an answer only to a row still due: two radios reading the same rows answer each once', async () => {
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = $1`, [STORE]);
    const tags = await storeTags(t.db, 4);
    const { taskId } = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'PAGE',
      tags: tags.map((tag) => ({ tagId: tag.tagId, pageNo: 2 })),
      createdBy: 'test',
    });
    await new StatsRefreshRepository(t.db).refresh();
    const stats = () =>
      t.db.query(`SELECT total, success, inprogress, error FROM store_tag_stats WHERE "storeCode" = $1`, [
        STORE,
      ]);
    const radios = [11, 11].map(
      (seed) => new TagRadio(t.db, new AlarmsRepository(t.db), createPrng(seed), { productEvery: 0 }),
    );
    const answeredAt = at(3600);
    await radios[0]!.tick(at(3000)); // due times given
    // both read the due rows before either writes
    await Promise.all(radios.map((radio) => radio.tick(answeredAt)));
    const [{ samples }] = await t.db.query<{ samples: number }>(
      `SELECT count(*)::int AS samples FROM tag_battery_history WHERE "tagId" = ANY($1) AND "updatedAt" = $2`,
      [tags.map((tag) => tag.tagId), answeredAt.toISOString()],
    );
    const [{ answered }] = await t.db.query<{ answered: number }>(
      `SELECT count(*)::int AS answered FROM update_task_tags WHERE "taskId" = $1 AND status = 'OK'`,
      [taskId],
    );
    expect(samples).toBe(answered);
    const incremental = await stats();
    await new StatsRefreshRepository(t.db).refresh();
    expect(incremental).toEqual(await stats());
  });

  it('stalls the tags of an offline gateway, then finishes them; a task running too long times out once', async () => {
    const [tag] = await storeTags(t.db, 1);
    await t.db.query(`UPDATE gateways SET status = 'OFFLINE' WHERE "gwMac" = $1`, [tag.gwMac]);
    const { taskId } = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'REASSIGN',
      tags: [{ tagId: tag.tagId }],
      createdBy: 'test',
    });
    const radio = new TagRadio(t.db, new AlarmsRepository(t.db), createPrng(2), { productEvery: 0 });
    const [{ startTime }] = await t.db.query<{ startTime: Date }>(
      `SELECT "startTime" FROM update_tasks WHERE "taskId" = $1`,
      [taskId],
    );
    const start = new Date(startTime).getTime();
    for (let i = 0; i < 4; i++) await radio.tick(new Date(start + i * 60_000));
    const status = async () =>
      (
        await t.db.query<{ status: string | null }>(
          `SELECT status FROM update_task_tags WHERE "taskId" = $1`,
          [taskId],
        )
      )[0].status;
    expect(await status()).toBeNull();
    await radio.tick(new Date(start + TASK_TIMEOUT_MS + 1000));
    await radio.tick(new Date(start + TASK_TIMEOUT_MS + 2000));
    const timeouts = await t.db.query<{ data: { taskId: number; tagMacs: string[] } }>(
      `SELECT data FROM alarm_history WHERE type = 'TAG STATUS CHECK TIME OUT' AND location = $1`,
      [STORE],
    );
    // other tests' tasks may time out too: this one raised exactly one alarm, naming its stalled tag
    const mine = timeouts.filter((a) => a.data.taskId === taskId);
    expect(mine).toHaveLength(1);
    expect(mine[0].data.tagMacs).toEqual([tag.tagMac]);
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "gwMac" = $1`, [tag.gwMac]);
    await radio.tick(new Date(start + TASK_TIMEOUT_MS + 3000));
    expect(['OK', 'NG']).toContain(await status());
  });

  it('raises one UPDATE FAILURE per task naming its failed tags', async () => {
    const tags = await storeTags(t.db, 3);
    const { taskId } = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'LED',
      tags: tags.map((x) => ({
        tagId: x.tagId,
        led: { duration: 5, ledState: 1, ledBrightness: 1, blinkingSpeed: 1 },
      })),
      createdBy: 'test',
    });
    const failing: Prng = { ...createPrng(4), chance: () => true };
    const radio = new TagRadio(t.db, new AlarmsRepository(t.db), failing, { productEvery: 0 });
    const start = Date.now();
    // until the task ends: a try may be retried after minutes (the delivery plan of the row, tagRadioDelivery.ts)
    const ended = async () =>
      (await t.db.query(`SELECT 1 FROM update_tasks WHERE "taskId" = $1 AND "endTime" IS NOT NULL`, [taskId]))
        .length > 0;
    for (let i = 0; i < 60 && !(await ended()); i++) await radio.tick(new Date(start + i * 20_000));
    const alarms = await t.db.query<{
      class: number;
      data: { taskId: number; failedTags: number; tagMacs: string[] };
    }>(`SELECT class, data FROM alarm_history WHERE type = 'UPDATE FAILURE' AND location = $1`, [STORE]);
    const mine = alarms.filter((a) => a.data.taskId === taskId);
    expect(mine).toHaveLength(1);
    expect(mine[0].data.failedTags).toBe(3);
    expect(mine[0].data.tagMacs).toEqual(tags.map((x) => x.tagMac).sort());
  });

  it('raises low-battery list changed, then cleared, when a store set changes', async () => {
    const alarms = new AlarmsRepository(t.db);
    await t.db.query(`UPDATE tags SET "battStatus" = 'GOOD', battery = 80 WHERE "storeCode" = $1`, ['EU001']);
    await checkLowBattery(t.db, alarms, ['EU001'], new Date());
    const [tag] = await t.db.query<{ tagMac: string }>(
      `UPDATE tags SET "battStatus" = 'LOW', battery = 10 WHERE "tagId" = 'EU001000001' RETURNING "tagMac"`,
    );
    await checkLowBattery(t.db, alarms, ['EU001'], new Date());
    await checkLowBattery(t.db, alarms, ['EU001'], new Date());
    await t.db.query(`UPDATE tags SET "battStatus" = 'GOOD', battery = 80 WHERE "tagId" = 'EU001000001'`);
    await checkLowBattery(t.db, alarms, 'all', new Date());
    const rows = await t.db.query<{ type: string; data: { added: string[]; removed: string[] } }>(
      `SELECT type, data FROM alarm_history WHERE location = 'EU001' AND type LIKE 'LOW BATTERY%' ORDER BY id`,
    );
    expect(rows.map((r) => r.type)).toEqual(['LOW BATTERY LIST CHANGED', 'LOW BATTERY LIST CLEARED']);
    expect(rows[0].data.added).toEqual([tag.tagMac]);
    expect(rows[1].data.removed).toEqual([tag.tagMac]);
  });
});
