// OpenEPaperLink poll (issue 27 §3) on PGlite and PostgreSQL: an AP registered as a gateway of kind 'oepl' has
// its tags land in its store's tag list (MAC, type, battery, signal, last seen), a silent tag turns MISSING, an
// AP that disappears turns OFFLINE and one that answers nonsense ALARM; a tag id of another store is not taken.
// An update the AP took is confirmed when the tag checks in and takes it, fails when it does not in time; the
// battery levels the AP reports become the tag's battery history and its forecast.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { runBatteryJob } from '../../server/battery/batteryJob.ts';
import { OEPL_CONFIRM_TIMEOUT_MS } from '../../server/oepl/confirm.ts';
import { dispatchOeplUpdates } from '../../server/oepl/dispatch.ts';
import { OEPL_CLOCK_REFRESH_MS, oeplTagType, pollOeplGateways } from '../../server/oepl/sync.ts';
import { forgetOeplPanels } from '../../server/oepl/tagTypes.ts';
import { loadImage } from '@napi-rs/canvas';
import { renderLabel } from '../../server/render/renderLabel.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const GW = 'OEPLAP000001';
const MAC_A = '0000021A2B3C4D5E';
const MAC_B = '0000021A2B3C4D5F';
/** a tag of another store (KR002) whose MAC is MAC_A */
const OTHER_TAG = 'OEPLSYNC-OTHER';
const NOW = new Date('2026-03-01T12:00:00Z');
const secondsAgo = (s: number) => Math.floor(NOW.getTime() / 1000) - s;
const later = (s: number) => new Date(NOW.getTime() + s * 1000);

interface TagRow {
  tagId: string;
  tagMac: string;
  storeCode: string;
  tagType: string;
  gwMac: string;
  status: string;
  battery: number | null;
  battStatus: string | null;
  rssi: number | null;
  respondedAt: Date | null;
}

describe.each(backends)('OEPL poll on $name', (backend) => {
  let t: TestApp;
  let db: Db;
  let sim: OeplSim;
  let simStopped = false;

  beforeAll(async () => {
    t = await createTestApp(backend);
    db = t.db;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    sim = await startOeplSim();
    simStopped = false;
    await db.query(`DELETE FROM gateways WHERE kind = 'oepl'`);
    for (const table of [
      'tags',
      'update_task_tags',
      'delivery_attempts',
      'tag_battery_history',
      'battery_forecasts',
      'oepl_tag_images',
    ])
      await db.query(`DELETE FROM ${table} WHERE "tagId" IN ($1, $2)`, [MAC_A, MAC_B]);
    // tags of the tests' own (a hostile AP's, another store's tag showing MAC_A) and the alarms raised about them
    await db.query(`DELETE FROM tags WHERE "gwMac" = $1 OR "tagId" = $2`, [GW, OTHER_TAG]);
    await db.query(`DELETE FROM alarm_history WHERE type = 'TAG MAC CONFLICT' AND "sourceId" = $1`, [GW]);
    forgetOeplPanels();
    await db.query(
      `INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", kind, address, status) VALUES ($1, 'KR001', 99, 'oepl', $2, 'NORMAL')`,
      [GW, sim.address],
    );
  });
  afterEach(async () => {
    if (!simStopped) await sim.stop();
  });

  const tag = async (mac: string) =>
    (await db.query<TagRow>(`SELECT * FROM tags WHERE "tagId" = $1`, [mac]))[0] as TagRow | undefined;
  const gateway = async () =>
    (
      await db.query<{ status: string; tagCount: number }>(
        `SELECT status, "tagCount" FROM gateways WHERE "gwMac" = $1`,
        [GW],
      )
    )[0];

  /** the update row of the task for MAC_A and its delivery attempt */
  const delivered = async (taskId: number) =>
    (
      await db.query<{
        status: string | null;
        gwMac: string;
        askedAt: Date;
        takenAt: Date | null;
        confirmedAt: Date | null;
        failedAt: Date | null;
        cause: string | null;
        seconds: number | null;
        tries: number;
      }>(
        `SELECT r.status, a."gwMac", a."askedAt", a."takenAt", a."confirmedAt", a."failedAt", a.cause, a.seconds,
           a.tries
         FROM update_task_tags r JOIN delivery_attempts a USING ("taskId", "tagId")
         WHERE r."taskId" = $1 AND r."tagId" = $2`,
        [taskId, MAC_A],
      )
    )[0];
  const linkProduct = async () => {
    const [product] = await db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [MAC_A, product.prCode]);
    return product.prCode;
  };
  const priceChange = async (prCode: string) =>
    (
      await createUpdateTask(db, {
        storeCode: 'KR001',
        kind: 'PRODUCT',
        tags: [{ tagId: MAC_A, prCode }],
        createdBy: 'test',
      })
    ).taskId;
  const batteryReadings = async () =>
    (
      await db.query<{ battery: number; updatedAt: Date }>(
        `SELECT battery, "updatedAt" FROM tag_battery_history WHERE "tagId" = $1 ORDER BY "updatedAt"`,
        [MAC_A],
      )
    ).map((r) => [r.battery, new Date(r.updatedAt).getTime()]);

  it('puts the AP tags into its store tag list with type, battery, signal and last seen', async () => {
    sim.addTag({ mac: MAC_A, hwType: 0x33, batteryMv: 2900, RSSI: -61, lastseen: secondsAgo(20) });
    sim.addTag({ mac: MAC_B, hwType: 0x34, batteryMv: 2300, RSSI: -80, lastseen: secondsAgo(3600) });
    const [result] = await pollOeplGateways(db, NOW);
    expect(result).toMatchObject({ gwMac: GW, status: 'NORMAL', tags: 2, dropped: 0 });
    const a = await tag(MAC_A);
    expect(a).toMatchObject({
      tagMac: MAC_A,
      storeCode: 'KR001',
      tagType: oeplTagType(0x33),
      gwMac: GW,
      status: 'OK',
      battery: 88,
      battStatus: 'GOOD',
      rssi: -61,
    });
    expect(new Date(a!.respondedAt!).getTime()).toBe(secondsAgo(20) * 1000);
    // silent for an hour: MISSING, low battery
    expect(await tag(MAC_B)).toMatchObject({
      tagType: 'OEPL-34',
      status: 'MISSING',
      battery: 13,
      battStatus: 'LOW',
    });
    expect(await gateway()).toEqual({ status: 'NORMAL', tagCount: 2 });
  });

  it('shows an uploaded image pending as UPDATE until the tag checks in', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10), pending: 1 });
    await pollOeplGateways(db, NOW);
    expect((await tag(MAC_A))?.status).toBe('UPDATE');
  });

  it('turns the gateway OFFLINE when the AP disappears, and ALARM when it answers nonsense', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    sim.garbage = '{"tags": 7}';
    expect((await pollOeplGateways(db, NOW))[0].status).toBe('ALARM');
    expect((await gateway()).status).toBe('ALARM');
    await sim.stop();
    simStopped = true;
    const [result] = await pollOeplGateways(db, NOW, 1000);
    expect(result.status).toBe('OFFLINE');
    expect(await gateway()).toEqual({ status: 'OFFLINE', tagCount: 1 });
    // the tags it saw stay in the list
    expect((await tag(MAC_A))?.storeCode).toBe('KR001');
  });

  it('leaves a tag id of another store alone', async () => {
    await db.query(
      `INSERT INTO tags ("tagId", "tagMac", "storeCode", "tagType", status) VALUES ($1, $1, 'KR002', 'X', 'OK')`,
      [MAC_A],
    );
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    const [result] = await pollOeplGateways(db, NOW);
    expect(result.tags).toBe(0);
    expect(await tag(MAC_A)).toMatchObject({ storeCode: 'KR002', tagType: 'X' });
  });

  it('renders a product update of an OEPL tag at its type and uploads it as JPEG; an LED waits while the AP is gone', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    const [product] = await db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await db.query(`UPDATE tags SET "tagType" = 'B290', "prCode" = $2 WHERE "tagId" = $1`, [
      MAC_A,
      product.prCode,
    ]);
    const { taskId } = await createUpdateTask(db, {
      storeCode: 'KR001',
      kind: 'PRODUCT',
      tags: [{ tagId: MAC_A, prCode: product.prCode }],
      createdBy: 'test',
    });
    const rendered: string[] = [];
    const render = (input: Parameters<typeof renderLabel>[0]) => {
      rendered.push(`${input.tagType}:${input.product?.prCode}`);
      return Promise.resolve(renderLabel(input));
    };
    expect(await dispatchOeplUpdates(db, render, NOW)).toEqual({
      sent: 1,
      refused: 0,
      waiting: 0,
      refreshed: 0,
    });
    expect(rendered).toEqual([`B290:${product.prCode}`]);
    expect(sim.uploads).toHaveLength(1);
    expect(sim.uploads[0].mac).toBe(MAC_A);
    expect([...sim.uploads[0].bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
    // taken by the AP, not confirmed: the row waits for the tag's check-in
    expect(await delivered(taskId)).toMatchObject({ status: null, gwMac: GW, confirmedAt: null, tries: 1 });
    expect((await delivered(taskId)).takenAt?.getTime()).toBe(NOW.getTime());
    // sent once: a second run sends nothing
    expect(await dispatchOeplUpdates(db, render, NOW)).toEqual({
      sent: 0,
      refused: 0,
      waiting: 0,
      refreshed: 0,
    });
    // a poll while the image is still pending on the AP confirms nothing
    await pollOeplGateways(db, later(20));
    expect(await delivered(taskId)).toMatchObject({ status: null, confirmedAt: null });
    // the tag checks in 30 s after the upload and takes it: confirmed at that check-in
    sim.seeTag(MAC_A, secondsAgo(-30));
    await pollOeplGateways(db, later(45));
    const confirmed = await delivered(taskId);
    expect(confirmed.status).toBe('OK');
    expect(confirmed.confirmedAt?.getTime()).toBe(later(30).getTime());
    expect(confirmed.seconds).toBeCloseTo((later(30).getTime() - confirmed.askedAt.getTime()) / 1000, 3);
    await createUpdateTask(db, {
      storeCode: 'KR001',
      kind: 'LED',
      tags: [{ tagId: MAC_A, led: { duration: 10, ledState: 1, ledBrightness: 1, blinkingSpeed: 1 } }],
      createdBy: 'test',
    });
    // the AP disappears: the LED waits
    await sim.stop();
    simStopped = true;
    expect(await dispatchOeplUpdates(db, render, NOW, { timeoutMs: 1000 })).toEqual({
      sent: 0,
      refused: 0,
      waiting: 1,
      refreshed: 0,
    });
  });
  it('fails an update the tag does not take in time: timeout, or gatewayOffline while the AP is gone', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    const prCode = await linkProduct();
    const render = (input: Parameters<typeof renderLabel>[0]) => Promise.resolve(renderLabel(input));
    const first = await priceChange(prCode);
    expect(await dispatchOeplUpdates(db, render, NOW)).toMatchObject({ sent: 1 });
    // the tag never checks in: open until the timeout, then failed 'timeout' and the row NG
    await pollOeplGateways(db, new Date(NOW.getTime() + OEPL_CONFIRM_TIMEOUT_MS - 1000));
    expect(await delivered(first)).toMatchObject({ status: null, failedAt: null });
    const due = new Date(NOW.getTime() + OEPL_CONFIRM_TIMEOUT_MS);
    await pollOeplGateways(db, due);
    expect(await delivered(first)).toMatchObject({ status: 'NG', cause: 'timeout', confirmedAt: null });
    expect((await delivered(first)).failedAt?.getTime()).toBe(due.getTime());
    const [task] = await db.query<{ progress: number; failedTags: number; endTime: Date | null }>(
      `SELECT progress, "failedTags", "endTime" FROM update_tasks WHERE "taskId" = $1`,
      [first],
    );
    expect(task).toMatchObject({ progress: 100, failedTags: 1 });
    expect(task.endTime).not.toBeNull();
    // a check-in after the failure confirms nothing
    sim.seeTag(MAC_A, Math.floor(due.getTime() / 1000) + 5);
    await pollOeplGateways(db, new Date(due.getTime() + 10_000));
    expect(await delivered(first)).toMatchObject({ status: 'NG', confirmedAt: null });

    // the next update: taken, then the AP disappears until the due time
    const start = new Date(due.getTime() + 60_000);
    const second = await priceChange(prCode);
    expect(await dispatchOeplUpdates(db, render, start)).toMatchObject({ sent: 1 });
    await sim.stop();
    simStopped = true;
    await pollOeplGateways(db, new Date(start.getTime() + OEPL_CONFIRM_TIMEOUT_MS), 1000);
    expect(await delivered(second)).toMatchObject({ status: 'NG', cause: 'gatewayOffline' });
  });

  it('records the AP battery readings on a change or every 6 hours, for the battery forecast', async () => {
    const at = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);
    const seen = (hours: number, batteryMv: number) => {
      sim.addTag({ mac: MAC_A, batteryMv, lastseen: Math.floor(at(hours).getTime() / 1000) });
      return pollOeplGateways(db, at(hours));
    };
    await seen(0, 2900); // 88 %
    expect(await batteryReadings()).toEqual([[88, at(0).getTime()]]);
    // a few millivolts of jitter, an hour later: no reading
    await seen(1, 2885); // 86 %
    // the same check-in polled again: no reading
    await pollOeplGateways(db, at(1.5));
    expect(await batteryReadings()).toHaveLength(1);
    // 6 hours after the last reading: a reading though the level barely moved
    await seen(6, 2885);
    expect(await batteryReadings()).toEqual([
      [88, at(0).getTime()],
      [86, at(6).getTime()],
    ]);
    // a drop of 3 points or more: a reading at once
    await seen(7, 2860); // 83 %
    expect((await batteryReadings()).at(-1)).toEqual([83, at(7).getTime()]);
    // a silent tag (no check-in since) adds nothing, however long the AP keeps its last level
    await pollOeplGateways(db, at(30));
    expect(await batteryReadings()).toHaveLength(3);
  });

  /** the update row of `taskId` for MAC_A: its status and whether its delivery was confirmed */
  const rowOf = async (taskId: number) =>
    (
      await db.query<{ status: string | null; confirmedAt: Date | null; cause: string | null }>(
        `SELECT r.status, a."confirmedAt", a.cause FROM update_task_tags r
           LEFT JOIN delivery_attempts a USING ("taskId", "tagId") WHERE r."taskId" = $1 AND r."tagId" = $2`,
        [taskId, MAC_A],
      )
    )[0];
  const ledTask = async (duration = 5) =>
    (
      await createUpdateTask(db, {
        storeCode: 'KR001',
        kind: 'LED',
        tags: [{ tagId: MAC_A, led: { duration, ledState: 1, ledBrightness: 3, blinkingSpeed: 1 } }],
        createdBy: 'test',
      })
    ).taskId;
  const render = (input: Parameters<typeof renderLabel>[0]) => Promise.resolve(renderLabel(input));

  it('keeps a tag with several items pending listed and fresh (pending is a count)', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10), batteryMv: 2900 });
    await pollOeplGateways(db, NOW);
    // a price image and an LED flash wait for the tag: pending 2; its battery and last contact still move
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(-20), batteryMv: 2700, pending: 2 });
    const [result] = await pollOeplGateways(db, later(30));
    expect(result).toMatchObject({ tags: 1, dropped: 0 });
    const a = await tag(MAC_A);
    expect(a).toMatchObject({ status: 'UPDATE', battery: 63 });
    expect(new Date(a!.respondedAt!).getTime()).toBe(later(20).getTime());
  });

  it('confirms an LED flash queued behind an image only at the check-in that takes it (pending 2, then 1, then 0)', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    const price = await priceChange(await linkProduct());
    expect(await dispatchOeplUpdates(db, render, NOW)).toMatchObject({ sent: 1 });
    // an LED flash before the tag checked in: the newer task replaces the price row (CANCEL), the AP holds both
    const led = await ledTask();
    expect((await rowOf(price)).status).toBe('CANCEL');
    expect(await dispatchOeplUpdates(db, render, later(1))).toMatchObject({ sent: 1, refused: 0 });
    expect(sim.tags.get(MAC_A)!.pending).toBe(2);
    await pollOeplGateways(db, later(5));
    expect((await tag(MAC_A))?.status).toBe('UPDATE');
    // the tag checks in and takes the image: the flash is still queued, not confirmed
    sim.seeTag(MAC_A, secondsAgo(-10));
    await pollOeplGateways(db, later(15));
    expect(await rowOf(led)).toMatchObject({ status: null, confirmedAt: null });
    expect((await tag(MAC_A))?.status).toBe('UPDATE');
    // the next check-in takes the flash
    sim.seeTag(MAC_A, secondsAgo(-70));
    await pollOeplGateways(db, later(75));
    expect(await rowOf(led)).toMatchObject({ status: 'OK', confirmedAt: later(70) });
    expect((await tag(MAC_A))?.status).toBe('OK');
  });

  it('confirms only what the AP really queued: a check-in that took nothing confirms nothing', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    const taskId = await priceChange(await linkProduct());
    // the AP answers "Ok, saved" but its content runner cannot convert the image: nothing queued
    sim.failConversion = true;
    expect(await dispatchOeplUpdates(db, render, NOW)).toMatchObject({ sent: 1 });
    expect(sim.tags.get(MAC_A)!.pending).toBe(0);
    sim.seeTag(MAC_A, secondsAgo(-30));
    await pollOeplGateways(db, later(40));
    expect(await rowOf(taskId)).toMatchObject({ status: null, confirmedAt: null });
    await pollOeplGateways(db, new Date(NOW.getTime() + OEPL_CONFIRM_TIMEOUT_MS));
    expect(await rowOf(taskId)).toMatchObject({ status: 'NG', cause: 'timeout' });
  });

  it('refreshes by uploading the label again, confirmed when the tag takes it', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    await linkProduct();
    const refresh = async (at: number) => {
      const { taskId } = await createUpdateTask(db, {
        storeCode: 'KR001',
        kind: 'REASSIGN',
        tags: [{ tagId: MAC_A }],
        createdBy: 'test',
      });
      const result = await dispatchOeplUpdates(db, render, later(at));
      sim.seeTag(MAC_A, secondsAgo(-at - 5));
      await pollOeplGateways(db, later(at + 10));
      return { result, row: await rowOf(taskId) };
    };
    expect(await refresh(0)).toMatchObject({ result: { sent: 1 }, row: { status: 'OK' } });
    // unchanged: uploaded again (the AP's refresh command would queue nothing), and taken
    expect(await refresh(60)).toMatchObject({ result: { refreshed: 1 }, row: { status: 'OK' } });
    expect(sim.uploads).toHaveLength(2);
    expect(sim.commands).toEqual([]);
  });

  it('turns a tag MISSING when it leaves the AP database', async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    sim.addTag({ mac: MAC_B, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    expect((await tag(MAC_B))?.status).toBe('OK');
    sim.deleteTag(MAC_B);
    const [result] = await pollOeplGateways(db, later(30));
    expect(result).toMatchObject({ tags: 1, absent: 1 });
    expect(await tag(MAC_B)).toMatchObject({ status: 'MISSING', gwMac: GW });
    expect((await tag(MAC_A))?.status).toBe('OK');
  });

  it("sets an AP's 1970 clock: a tag that checks in is OK and its update confirmed", async () => {
    // no NTP: the AP's clock runs from 1970, a check-in is dated by it
    sim.addTag({ mac: MAC_A });
    expect(sim.tags.get(MAC_A)!.lastseen).toBeLessThan(1_600_000_000);
    await pollOeplGateways(db, NOW);
    // the poll set the AP's clock: a check-in now is dated on ours
    expect(Math.abs(sim.now() - NOW.getTime() / 1000)).toBeLessThanOrEqual(2);
    sim.seeTag(MAC_A);
    await pollOeplGateways(db, later(5));
    expect((await tag(MAC_A))?.status).toBe('OK');
    const taskId = await priceChange(await linkProduct());
    expect(await dispatchOeplUpdates(db, render, later(6))).toMatchObject({ sent: 1 });
    sim.seeTag(MAC_A, secondsAgo(-8));
    await pollOeplGateways(db, later(10));
    expect((await rowOf(taskId)).status).toBe('OK');
  });

  it("sets an AP's clock once a quarter hour, not at every poll (each set is a line in its flash log), and at once when it lost it", async () => {
    sim.addTag({ mac: MAC_A });
    await pollOeplGateways(db, NOW);
    await pollOeplGateways(db, later(30));
    await pollOeplGateways(db, later(60));
    expect(sim.clockSets).toBe(1);
    await pollOeplGateways(db, later(OEPL_CLOCK_REFRESH_MS / 1000));
    expect(sim.clockSets).toBe(2);
    // a restart without NTP: the next check-in is dated 1970, the poll that reads it sets the clock again
    sim.loseClock();
    sim.seeTag(MAC_A);
    await pollOeplGateways(db, later(OEPL_CLOCK_REFRESH_MS / 1000 + 30));
    expect(sim.clockSets).toBe(3);
    expect(
      Math.abs(sim.now() - later(OEPL_CLOCK_REFRESH_MS / 1000 + 30).getTime() / 1000),
    ).toBeLessThanOrEqual(2);
  });

  it("confirms a transfer the AP's clock dates a little before the upload (its clock is set to the second)", async () => {
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    const taskId = await priceChange(await linkProduct());
    const taken = new Date(NOW.getTime() + 6_700);
    expect(await dispatchOeplUpdates(db, render, taken)).toMatchObject({ sent: 1 });
    // the tag takes it at once; the AP, a second behind, dates the transfer before the upload
    sim.seeTag(MAC_A, secondsAgo(-5));
    await pollOeplGateways(db, later(10));
    expect(await rowOf(taskId)).toMatchObject({ status: 'OK', confirmedAt: taken });
  });

  it('refuses a hostile paging: 200 pages of junk tags put nothing into the store', async () => {
    sim.garbage = (url) => {
      const pos = Number(url.searchParams.get('pos') ?? 0);
      const tags = Array.from({ length: 25 }, (_, i) => ({
        mac: `0000BAD0${(pos + i).toString(16).toUpperCase().padStart(8, '0')}`,
        hwType: 0x33,
        lastseen: secondsAgo(5),
      }));
      return JSON.stringify({ tags, continu: pos + 25 });
    };
    const [result] = await pollOeplGateways(db, NOW);
    expect(result).toMatchObject({ status: 'ALARM', tags: 0 });
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags WHERE "gwMac" = $1`, [
      GW,
    ]);
    expect(n).toBe(0);
  });

  it('draws a hardware type our table does not know at the size its AP defines, and flashes only panels with an LED', async () => {
    sim.tagTypes.set(0x61, {
      version: 4,
      name: 'HS BWR 3.5"',
      width: 384,
      height: 184,
      colortable: { white: [255, 255, 255], black: [0, 0, 0], red: [255, 0, 0] },
      options: ['led'],
    });
    sim.addTag({ mac: MAC_A, hwType: 0x61, lastseen: secondsAgo(10) });
    sim.addTag({ mac: MAC_B, hwType: 0x30, lastseen: secondsAgo(10) });
    await pollOeplGateways(db, NOW);
    await priceChange(await linkProduct());
    expect(await dispatchOeplUpdates(db, render, NOW)).toMatchObject({ sent: 1 });
    const image = await loadImage(Buffer.from(sim.uploads[0].bytes));
    expect([image.width, image.height]).toEqual([384, 184]);
    // LED flashes for both; MAC_B: the M3 1.6" has no LED
    const led = { duration: 5, ledState: 1, ledBrightness: 3, blinkingSpeed: 1 };
    const { taskId: noLed } = await createUpdateTask(db, {
      storeCode: 'KR001',
      kind: 'LED',
      tags: [
        { tagId: MAC_A, led },
        { tagId: MAC_B, led },
      ],
      createdBy: 'test',
    });
    expect(await dispatchOeplUpdates(db, render, NOW)).toMatchObject({ sent: 1, refused: 1 });
    // green (state 1), lit a little longer (brightness 3), one flash a second for 5 s
    expect(sim.commands).toEqual([{ mac: MAC_A, cmd: 'led_flash', pattern: '211C110A0000000000000400' }]);
    const [refused] = await db.query<{ status: string }>(
      `SELECT status FROM update_task_tags WHERE "taskId" = $1 AND "tagId" = $2`,
      [noLed, MAC_B],
    );
    expect(refused.status).toBe('NG');
  });

  it('refuses a MAC that belongs to a tag of another store, and raises TAG MAC CONFLICT once', async () => {
    await db.query(
      `INSERT INTO tags ("tagId", "tagMac", "storeCode", "tagType", status) VALUES ($1, $2, 'KR002', 'B290', 'OK')`,
      [OTHER_TAG, MAC_A.toLowerCase()],
    );
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10) });
    sim.addTag({ mac: MAC_B, lastseen: secondsAgo(10) });
    const [result] = await pollOeplGateways(db, NOW);
    expect(result).toMatchObject({ tags: 1, refused: 1 });
    await pollOeplGateways(db, later(30));
    // no second tag with that MAC; the other store's tag untouched
    const withMac = await db.query<{ tagId: string; storeCode: string }>(
      `SELECT "tagId", "storeCode" FROM tags WHERE upper("tagMac") = $1 OR "tagId" = $1`,
      [MAC_A],
    );
    expect(withMac).toEqual([{ tagId: OTHER_TAG, storeCode: 'KR002' }]);
    const alarms = await db.query<{
      location: string;
      class: number;
      data: { mac: string; otherStore: string };
    }>(
      `SELECT location, class, data FROM alarm_history WHERE type = 'TAG MAC CONFLICT' AND "sourceId" = $1`,
      [GW],
    );
    expect(alarms).toEqual([
      { location: 'KR001', class: 2, data: { mac: MAC_A, otherStore: 'KR002', otherTagId: OTHER_TAG } },
    ]);
  });

  it('forecasts an OEPL tag from the readings its AP reported', async () => {
    // a tag draining 1 point a day, seen each day for 10 days
    for (let day = 0; day < 10; day++) {
      const when = new Date(NOW.getTime() + day * 86_400_000);
      sim.addTag({ mac: MAC_A, batteryMv: 2800 - day * 8, lastseen: Math.floor(when.getTime() / 1000) });
      await pollOeplGateways(db, when);
    }
    expect(await batteryReadings()).toHaveLength(10);
    await runBatteryJob(db, new Date(NOW.getTime() + 10 * 86_400_000));
    const [forecast] = await db.query<{
      state: string;
      readings: number;
      ratePerMonth: number;
      gwMac: string;
    }>(`SELECT state, readings, "ratePerMonth", "gwMac" FROM battery_forecasts WHERE "tagId" = $1`, [MAC_A]);
    expect(forecast).toMatchObject({ state: 'forecast', readings: 10, gwMac: GW });
    expect(forecast.ratePerMonth).toBeCloseTo(30, 0);
  });
});
