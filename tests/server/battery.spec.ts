// Battery replacement forecast (issue 27 §2): the simulator's batteries drain by the model of batteryDrain.ts and
// report readings into tag_battery_history (a backfilled history for a tag first seen, replacements as jumps), the
// same for the same seed; the 'battery' job forecasts each tag from its daily readings, within 10 % (median) of
// the crossing date the simulator's own model gives; the routes answer 401 / 403 / store scope / 400 / 404, the
// stores' counts by period, a store's list sorted by forecast date with product and aisle, the CSV, the swap list
// grouped by aisle and one tag's history with its fitted line.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { runBatteryJob } from '../../server/battery/batteryJob.ts';
import { BACKFILL_DAYS, BatterySimulation, READING_EVERY_MS } from '../../server/sim/batteries.ts';
import { dailyDrain, tagProfile } from '../../server/sim/batteryDrain.ts';
import { LOW_BATTERY } from '../../domain/battery.ts';
import { backends, createTestApp, login, MANAGER, signedInApp, type Headers } from './helpers.ts';

const DAY = 24 * 3600_000;
const SEED = 5;

async function history(db: Db) {
  return db.query<{ tagId: string; battery: number; at: string }>(
    `SELECT "tagId", battery, to_char("updatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at
     FROM tag_battery_history ORDER BY "tagId", "updatedAt"`,
  );
}

/** `days` of simulation after the first sight, one tick a day (each tag reports once a tick) */
async function simulate(db: Db, start: number, days: number): Promise<void> {
  const sim = new BatterySimulation(db, SEED);
  for (let d = 0; d <= days; d++) await sim.tick(new Date(start + d * DAY));
}

describe.each(backends)('battery forecast on $name', (backend) => {
  describe('the simulator and the forecast job', () => {
    // a busy machine: ticks of two databases take minutes (no time is asserted)
    it(
      'drains by the model, backfills a history, replaces LOW batteries; the same for the same seed',
      { timeout: 300_000 },
      async () => {
        const a = await createTestApp(backend);
        const b = await createTestApp(backend);
        try {
          const start = Math.ceil(Date.now() / DAY) * DAY + 6 * 3600_000;
          const [before] = await a.db.query<{ n: number; tags: number }>(
            `SELECT count(*)::int AS n, (SELECT count(*)::int FROM tags WHERE battery IS NOT NULL) AS tags
           FROM tag_battery_history`,
          );
          await simulate(a.db, start, 1);
          const [after] = await a.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM tag_battery_history`,
          );
          // the backfill, then each tag's first reading within READING_EVERY_MS of the first sight
          expect(READING_EVERY_MS).toBeLessThanOrEqual(DAY);
          expect(after.n - before.n).toBe(before.tags * (BACKFILL_DAYS + 1));
          await simulate(a.db, start + 2 * DAY, 50);
          await simulate(b.db, start, 1);
          await simulate(b.db, start + 2 * DAY, 50);
          const [ha, hb] = [await history(a.db), await history(b.db)];
          expect(ha).toEqual(hb);
          // the tags follow their readings (battery, battStatus)
          const tags = await a.db.query<{ tagId: string; battery: number; battStatus: string; last: number }>(
            `SELECT t."tagId", t.battery, t."battStatus",
             (SELECT h.battery FROM tag_battery_history h WHERE h."tagId" = t."tagId" ORDER BY h."updatedAt" DESC LIMIT 1) AS last
           FROM tags t WHERE t.battery IS NOT NULL`,
          );
          for (const tag of tags) {
            expect(tag.battery).toBe(tag.last);
            expect(tag.battStatus).toBe(tag.battery < LOW_BATTERY ? 'LOW' : 'GOOD');
          }
          // some batteries were replaced: a jump of more than 50 points between two readings of a tag
          const jumps = await a.db.query<{ n: number }>(
            `SELECT count(DISTINCT "tagId")::int AS n FROM (
             SELECT "tagId", battery - lag(battery) OVER (PARTITION BY "tagId" ORDER BY "updatedAt") AS rise
             FROM tag_battery_history) x WHERE rise > 50`,
          );
          expect(jumps[0].n).toBeGreaterThan(3);
          // readings fall over time: a drained tag's reading at the end is below its first sight's
          const [drained] = await a.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM sim_tag_batteries WHERE readings >= 45 AND cycle = 0 AND level < 95`,
          );
          expect(drained.n).toBeGreaterThan(10);
        } finally {
          await a.close();
          await b.close();
        }
      },
    );

    it(
      "forecasts the simulator's own crossing dates: median error under 10 %",
      { timeout: 300_000 },
      async () => {
        const t = await createTestApp(backend);
        try {
          const start = Math.ceil(Date.now() / DAY) * DAY + 6 * 3600_000;
          await simulate(t.db, start, 40);
          const now = new Date(start + 40 * DAY + 3600_000);
          const first = await runBatteryJob(t.db, now);
          const [{ tags }] = await t.db.query<{ tags: number }>(`SELECT count(*)::int AS tags FROM tags`);
          expect(first.forecast).toBe(tags);
          // nothing moved: the next run has nothing to do
          expect((await runBatteryJob(t.db, now)).forecast).toBe(0);
          // an older reading coming in (a backfill) makes a tag's forecast stale too
          const [last] = await t.db.query<{ tagId: string }>(
            `SELECT "tagId" FROM tags ORDER BY "tagId" DESC LIMIT 1`,
          );
          await t.db.query(
            `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
             SELECT "tagId", "storeCode", 100, $2 FROM tags WHERE "tagId" = $1`,
            [last.tagId, new Date(start - 80 * DAY).toISOString()],
          );
          expect((await runBatteryJob(t.db, now)).forecast).toBe(1);
          const rows = await t.db.query<{
            tagId: string;
            state: string;
            forecastAt: Date | null;
            level: number;
            simLevel: number;
            simAt: Date;
            tagType: string | null;
            temperature: number | null;
          }>(
            `SELECT f."tagId", f.state, f."forecastAt", f.level, s.level AS "simLevel", s."at" AS "simAt", t."tagType",
             t.temperature
           FROM battery_forecasts f JOIN sim_tag_batteries s USING ("tagId") JOIN tags t USING ("tagId")`,
          );
          const errors: number[] = [];
          for (const row of rows) {
            if (row.state !== 'forecast' || !row.forecastAt || row.simLevel < LOW_BATTERY) continue;
            const rate = dailyDrain(tagProfile({ ...row, weekUpdates: 0 }));
            const truth = new Date(row.simAt).getTime() + ((row.simLevel - LOW_BATTERY) / rate) * DAY;
            if (truth <= now.getTime()) continue;
            errors.push(Math.abs(new Date(row.forecastAt).getTime() - truth) / (truth - now.getTime()));
          }
          errors.sort((x, y) => x - y);
          const median = errors[errors.length >> 1];
          console.log(
            `battery job vs simulator: ${errors.length} forecasts, median error ${(median * 100).toFixed(2)} %, p90 ${(errors[Math.floor(errors.length * 0.9)] * 100).toFixed(2)} %`,
          );
          expect(errors.length).toBeGreaterThan(rows.length / 2);
          expect(median).toBeLessThan(0.1);
          // a tag whose history is a fresh replacement says so instead of guessing
          const [tag] = await t.db.query<{ tagId: string }>(
            `SELECT "tagId" FROM tags ORDER BY "tagId" LIMIT 1`,
          );
          await t.db.query(
            `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
           SELECT "tagId", "storeCode", 99, $2 FROM tags WHERE "tagId" = $1`,
            [tag.tagId, new Date(now.getTime() + DAY).toISOString()],
          );
          expect((await runBatteryJob(t.db, new Date(now.getTime() + DAY))).forecast).toBe(1);
          const [fresh] = await t.db.query<{ state: string; level: number; forecastAt: Date | null }>(
            `SELECT state, level, "forecastAt" FROM battery_forecasts WHERE "tagId" = $1`,
            [tag.tagId],
          );
          expect(fresh).toEqual({ state: 'tooFewReadings', level: 99, forecastAt: null });
        } finally {
          await t.close();
        }
      },
    );
  });

  describe('the routes', () => {
    const s = signedInApp(backend);
    const get = (url: string, headers?: Headers) =>
      s.t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    const post = (url: string, headers: Headers | undefined, payload: object) =>
      s.t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    let calendar: { today: string; nextWeekFrom: string; nextWeekTo: string; monthTo: string };

    /** KR001's first 8 tags: forecasts at fixed days from now, one low, one too few readings, one no drain */
    async function seedForecasts(): Promise<string[]> {
      const tags = await s.t.db.query<{ tagId: string }>(
        `SELECT "tagId" FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" LIMIT 8`,
      );
      const specs: Array<[string, number | null, number | null]> = [
        ['forecast', 40, 20], // days from now, level
        ['forecast', 2, 21],
        ['low', -1, 18],
        ['forecast', 9, 24],
        ['tooFewReadings', null, 99],
        ['forecast', 0.5, 20],
        ['noDrain', null, 70],
        ['forecast', 20, 30],
      ];
      for (const [i, [state, days, level]] of specs.entries()) {
        await s.t.db.query(
          `INSERT INTO battery_forecasts ("tagId", "storeCode", "tagMac", "gwMac", level, "ratePerMonth", "forecastAt",
             state, readings, "computedAt")
           SELECT "tagId", "storeCode", "tagMac", "gwMac", $2, $3, now() + make_interval(secs => $4::float8 * 86400),
             $5, 10, now()
           FROM tags WHERE "tagId" = $1`,
          [tags[i].tagId, level, state === 'forecast' ? 3.5 + i : null, days, state],
        );
      }
      return tags.map((t) => t.tagId);
    }

    it('401 without a session, 403 without the battery privilege or for a store outside the account, 400, 404', async () => {
      expect((await get('/battery/stores')).statusCode).toBe(401);
      expect((await post('/battery/store/KR001/tag/search', undefined, {})).statusCode).toBe(401);
      expect((await get('/battery/stores', s.manager)).statusCode).toBe(403);
      expect((await post('/battery/store/search', s.manager, {})).statusCode).toBe(403);
      expect((await get('/battery/store/KR001/csv', s.manager)).statusCode).toBe(403);
      await s.t.db.query(
        `UPDATE roles SET privilege = privilege || '[{"key":"battery","depth":0,"read":true,"write":false}]'::jsonb
         WHERE role_id = (SELECT role_id FROM accounts WHERE email = $1)`,
        [MANAGER.email],
      );
      const manager = await login(s.t.app, MANAGER);
      const mine = (await get('/battery/stores', manager)).json<{ data: Array<{ storeCode: string }> }>();
      expect(mine.data.map((r) => r.storeCode)).toEqual(['JP001', 'KR001']);
      const page = (await post('/battery/store/search', manager, {})).json<{ recordsTotal: number }>();
      expect(page.recordsTotal).toBe(2);
      for (const response of [
        await post('/battery/store/KR002/tag/search', manager, {}),
        await get('/battery/store/KR002/csv', manager),
        await get('/battery/store/KR002/swap', manager),
        await get('/battery/store/KR002/tag/KR002000001', manager),
      ])
        expect(response.statusCode).toBe(403);
      expect((await post('/battery/store/KR001/tag/search', manager, {})).statusCode).toBe(200);
      const badWithin = await get('/battery/store/KR001/swap?within=someday', s.viewer);
      expect(badWithin.statusCode).toBe(400);
      expect(badWithin.json()).toMatchObject({
        message: 'within must be one of thisWeek, nextWeek, thisMonth.',
      });
      const badState = await post('/battery/store/KR001/tag/search', s.viewer, { filter_state: 'empty' });
      expect(badState.statusCode).toBe(400);
      expect(badState.json().message).toBe('state must be one of forecast, low, tooFewReadings, noDrain.');
      expect((await post('/battery/store/KR001/tag/search', s.viewer, { start: -3 })).statusCode).toBe(400);
      expect((await get('/battery/store/NOPE/csv', s.viewer)).statusCode).toBe(404);
      expect((await get('/battery/store/KR001/tag/NOPE', s.viewer)).statusCode).toBe(404);
      expect((await get('/battery/store/KR001/tag/KR002000001', s.viewer)).statusCode).toBe(404);
    });

    it("the stores' counts this week, next week and this month", async () => {
      const ids = await seedForecasts();
      const answer = (await get('/battery/stores', s.viewer)).json<{
        today: string;
        nextWeekFrom: string;
        nextWeekTo: string;
        monthTo: string;
        data: Array<Record<string, number | string>>;
      }>();
      calendar = answer;
      const days = (day: string) =>
        (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${answer.today}T00:00:00Z`)) / DAY;
      expect(days(answer.nextWeekFrom)).toBeGreaterThanOrEqual(1);
      expect(days(answer.nextWeekFrom)).toBeLessThanOrEqual(7);
      expect(days(answer.nextWeekTo) - days(answer.nextWeekFrom)).toBe(7);
      // the expected counts from the seeded rows, by the database's own calendar
      const [expected] = await s.t.db.query<Record<string, number>>(
        `SELECT
           count(*) FILTER (WHERE state IN ('forecast', 'low') AND "forecastAt" < $1::date)::int AS "thisWeek",
           count(*) FILTER (WHERE state = 'forecast' AND "forecastAt" >= $1::date AND "forecastAt" < $2::date)::int AS "nextWeek",
           count(*) FILTER (WHERE state IN ('forecast', 'low') AND "forecastAt" < $3::date)::int AS "thisMonth"
         FROM battery_forecasts WHERE "storeCode" = 'KR001'`,
        [answer.nextWeekFrom, answer.nextWeekTo, answer.monthTo],
      );
      const kr001 = answer.data.find((r) => r.storeCode === 'KR001');
      expect(kr001).toMatchObject({ ...expected, low: 1, tooFewReadings: 1, tags: ids.length });
      // the low tag is always this week, the one due in half a day unless next week begins within half a day (a
      // Sunday afternoon); the one in 40 days never this month
      const nextWeekIn = (Date.parse(`${answer.nextWeekFrom}T00:00:00Z`) - Date.now()) / DAY;
      expect(expected.thisWeek).toBeGreaterThanOrEqual(nextWeekIn > 0.5 ? 2 : 1);
      expect(expected.thisMonth).toBeLessThan(6);
      expect(answer.data.find((r) => r.storeCode === 'KR002')).toMatchObject({ thisWeek: 0, tags: 0 });
      const sorted = (
        await post('/battery/store/search', s.viewer, {
          order: [{ column: 'thisWeek', dir: 'desc' }],
          length: 2,
        })
      ).json<{ recordsTotal: number; data: Array<{ storeCode: string }> }>();
      const [{ stores }] = await s.t.db.query<{ stores: number }>(
        `SELECT count(*)::int AS stores FROM stores`,
      );
      expect(sorted.recordsTotal).toBe(stores);
      expect(sorted.data[0].storeCode).toBe('KR001');
      const csv = await get('/battery/stores/csv', s.viewer);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('storeCode,storeName,thisWeek,nextWeek,thisMonth,low,tooFewReadings,tags');
      expect(lines.find((l) => l.startsWith('KR001,'))).toContain(
        `,${expected.thisWeek},${expected.nextWeek},${expected.thisMonth},1,1,8`,
      );
    });

    it("a store's list sorted by forecast date with product and aisle, paged and filtered in SQL; CSV", async () => {
      const list = (body: object) =>
        post('/battery/store/KR001/tag/search', s.viewer, body).then((r) =>
          r.json<{ recordsTotal: number; recordsFiltered: number; data: Array<Record<string, unknown>> }>(),
        );
      const all = await list({ length: -1 });
      expect(all.recordsTotal).toBe(8);
      const dates = all.data.map((r) => r.forecastAt as string | null);
      const dated = dates.filter((d): d is string => d !== null);
      expect(dated.map(Date.parse)).toEqual([...dated.map(Date.parse)].sort((a, b) => a - b));
      expect(dates.slice(dated.length)).toEqual([null, null]);
      expect(all.data[0]).toMatchObject({ state: 'low', level: 18 });
      expect(Object.keys(all.data[0])).toEqual(
        expect.arrayContaining(['tagId', 'prName', 'gwMac', 'aisle', 'level', 'ratePerMonth', 'forecastAt']),
      );
      // the product's aisle: the info entry whose alias names an aisle
      const first = all.data.find((r) => r.prName !== null)!;
      expect(first.aisle).toBeNull();
      await s.t.db.query(
        `INSERT INTO alias_config ("index", name, key, chart) VALUES (10, 'Aisle', false, false)`,
      );
      await s.t.db.query(
        `UPDATE products p SET "prInfo" = p."prInfo" || '["Aisle 7"]'::jsonb
         FROM tags t WHERE t."tagId" = $1 AND p."storeCode" = t."storeCode" AND p."prCode" = t."prCode"`,
        [first.tagId],
      );
      const withAisle = await list({ length: -1 });
      expect(withAisle.data.find((r) => r.tagId === first.tagId)?.aisle).toBe('Aisle 7');
      expect(withAisle.data.filter((r) => r.aisle !== null)).toHaveLength(1);
      // paging and sorting in SQL
      const second = await list({ start: 2, length: 2, order: [{ column: 'tagId', dir: 'desc' }] });
      expect(second.data.map((r) => r.tagId)).toEqual(
        [...all.data.map((r) => String(r.tagId))].sort().reverse().slice(2, 4),
      );
      // the list's period filter counts as the stores' table does
      const week = await list({ filter_within: 'thisWeek' });
      const counts = (await get('/battery/stores', s.viewer)).json<{
        data: Array<{ storeCode: string; thisWeek: number; thisMonth: number }>;
      }>();
      const kr001 = counts.data.find((r) => r.storeCode === 'KR001')!;
      expect(week.recordsFiltered).toBe(kr001.thisWeek);
      expect((await list({ filter_within: 'thisMonth' })).recordsFiltered).toBe(kr001.thisMonth);
      expect((await list({ filter_state: 'tooFewReadings' })).data.map((r) => r.level)).toEqual([99]);
      const csv = await get('/battery/store/KR001/csv', s.viewer);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'tagId,tagMac,tagType,prCode,prName,gwMac,aisle,level,ratePerMonth,forecastAt,state,readings,replacedAt,lastReadingAt',
      );
      expect(lines).toHaveLength(9);
      expect(lines[1].startsWith(`${String(all.data[0].tagId)},`)).toBe(true);
      expect(csv.headers['content-disposition']).toContain(`battery_KR001_${calendar.today}.csv`);
    });

    it('the swap list: the tags due within the period by aisle; one tag with its readings and fitted line', async () => {
      const swap = (await get('/battery/store/KR001/swap?within=thisMonth', s.viewer)).json<{
        within: string;
        groups: Array<{ aisle: string | null; tags: Array<{ tagId: string; forecastAt: string }> }>;
      }>();
      expect(swap.within).toBe('thisMonth');
      const listed = (
        await post('/battery/store/KR001/tag/search', s.viewer, { filter_within: 'thisMonth', length: -1 })
      ).json<{ data: Array<{ tagId: string; aisle: string | null }> }>().data;
      expect(swap.groups.flatMap((g) => g.tags.map((t) => t.tagId)).sort()).toEqual(
        listed.map((r) => r.tagId).sort(),
      );
      // aisles first in order, the tags without one last; each group by forecast date
      const aisles = swap.groups.map((g) => g.aisle);
      expect(aisles.filter((a) => a === null).length).toBeLessThanOrEqual(1);
      if (aisles.includes(null)) expect(aisles[aisles.length - 1]).toBeNull();
      for (const group of swap.groups) {
        const times = group.tags.map((t) => Date.parse(t.forecastAt));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
      expect((await get('/battery/store/KR001/swap', s.viewer)).json().within).toBe('thisWeek');

      // one tag: its daily readings (the seeded history), the forecast row, a fitted line to the crossing
      const [tag] = await s.t.db.query<{ tagId: string }>(
        `SELECT "tagId" FROM tags WHERE "storeCode" = 'KR002' ORDER BY "tagId" LIMIT 1`,
      );
      const now = Date.now();
      await s.t.db.query(`DELETE FROM tag_battery_history WHERE "tagId" = $1`, [tag.tagId]);
      for (let d = 20; d >= 1; d--)
        await s.t.db.query(
          `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt") VALUES ($1, 'KR002', $2, $3)`,
          [tag.tagId, 70 - (20 - d), new Date(now - d * DAY - 3600_000).toISOString()],
        );
      await runBatteryJob(s.t.db, new Date());
      const detail = (await get(`/battery/store/KR002/tag/${tag.tagId}`, s.viewer)).json<{
        forecast: { state: string; ratePerMonth: number; forecastAt: string };
        readings: Array<{ at: string; battery: number }>;
        fit: Array<{ at: string; level: number }>;
        threshold: number;
      }>();
      expect(detail.threshold).toBe(20);
      expect(detail.forecast.state).toBe('forecast');
      expect(detail.forecast.ratePerMonth).toBeCloseTo(30, 0);
      expect(detail.readings.length).toBeGreaterThanOrEqual(20);
      expect(detail.fit).toHaveLength(2);
      expect(detail.fit[1]).toEqual({ at: detail.forecast.forecastAt, level: 20 });
    });
  });
});
