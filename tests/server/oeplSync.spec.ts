// OpenEPaperLink poll (issue 27 §3) on PGlite and PostgreSQL: an AP registered as a gateway of kind 'oepl' has
// its tags land in its store's tag list (MAC, type, battery, signal, last seen), a silent tag turns MISSING, an
// AP that disappears turns OFFLINE and one that answers nonsense ALARM; a tag id of another store is not taken.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { dispatchOeplUpdates } from '../../server/oepl/dispatch.ts';
import { oeplTagType, pollOeplGateways } from '../../server/oepl/sync.ts';
import { renderLabel } from '../../server/render/renderLabel.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const GW = 'OEPLAP000001';
const MAC_A = '0000021A2B3C4D5E';
const MAC_B = '0000021A2B3C4D5F';
const NOW = new Date('2026-03-01T12:00:00Z');
const secondsAgo = (s: number) => Math.floor(NOW.getTime() / 1000) - s;

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
    await db.query(`DELETE FROM tags WHERE "tagId" IN ($1, $2)`, [MAC_A, MAC_B]);
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
    sim.addTag({ mac: MAC_A, lastseen: secondsAgo(10), pending: true });
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
    expect(await dispatchOeplUpdates(db, render, NOW)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(rendered).toEqual([`B290:${product.prCode}`]);
    expect(sim.uploads).toHaveLength(1);
    expect(sim.uploads[0].mac).toBe(MAC_A);
    expect([...sim.uploads[0].bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
    const [row] = await db.query<{ status: string }>(
      `SELECT status FROM update_task_tags WHERE "taskId" = $1 AND "tagId" = $2`,
      [taskId, MAC_A],
    );
    expect(row.status).toBe('OK');
    const [attempt] = await db.query<{ confirmedAt: Date | null; gwMac: string }>(
      `SELECT "confirmedAt", "gwMac" FROM delivery_attempts WHERE "taskId" = $1 AND "tagId" = $2`,
      [taskId, MAC_A],
    );
    expect(attempt.gwMac).toBe(GW);
    expect(attempt.confirmedAt).not.toBeNull();
    // nothing left open: a second run sends nothing
    expect(await dispatchOeplUpdates(db, render, NOW)).toEqual({ sent: 0, refused: 0, waiting: 0 });
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
    });
  });
});
