// OpenEPaperLink access points through the API (issue 27 §3), against our simulated AP (tests/support/oeplSim.ts):
// registering one for a store (POST /config/store/{store}/gw/oepl) with its refusals (401, 403 by privilege and by
// store, 400 for each bad address, 404, 409), its tags and status in the store's lists, the dashboards, the
// exceptions and the delivery figures; LED flash and refresh (reassign) of an OEPL tag carried out on the AP (a
// refresh uploads the label again), confirmed when the tag takes it at a check-in; unregistering.
import { loadImage } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchOeplUpdates } from '../../server/oepl/dispatch.ts';
import { oeplGatewayId } from '../../server/oepl/registration.ts';
import { pollOeplGateways } from '../../server/oepl/sync.ts';
import { renderLabel } from '../../server/render/renderLabel.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { backends, signedInApp, type Headers } from './helpers.ts';

const MAC_A = '0000021A2B3C4D5E';
const MAC_B = '0000021A2B3C4D5F';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const render = (input: Parameters<typeof renderLabel>[0]) => Promise.resolve(renderLabel(input));

describe.each(backends)('OEPL access points through the API on $name', (backend) => {
  const s = signedInApp(backend);
  let sim: OeplSim;
  let simStopped = false;

  const call = (method: Method, url: string, headers?: Headers, payload?: unknown) =>
    s.t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  const register = (address: unknown, headers: Headers = s.admin, store = 'KR001') =>
    call('POST', `/config/store/${store}/gw/oepl`, headers, { address });
  const gateway = async (gwMac: string) =>
    (
      await s.t.db.query<{
        kind: string;
        address: string;
        status: string;
        tagCount: number;
        storeCode: string;
      }>(`SELECT kind, address, status, "tagCount", "storeCode" FROM gateways WHERE "gwMac" = $1`, [gwMac])
    )[0];
  const tag = async (tagId: string) =>
    (
      await s.t.db.query<{ status: string; gwMac: string | null; storeCode: string; prCode: string | null }>(
        `SELECT status, "gwMac", "storeCode", "prCode" FROM tags WHERE "tagId" = $1`,
        [tagId],
      )
    )[0];

  beforeEach(async () => {
    sim = await startOeplSim();
    simStopped = false;
    await s.t.db.query(`DELETE FROM gateways WHERE kind = 'oepl'`);
    // each test starts without the tags, their updates, deliveries and images of the tests before
    for (const table of ['tags', 'update_task_tags', 'delivery_attempts', 'oepl_tag_images'])
      await s.t.db.query(`DELETE FROM ${table} WHERE "tagId" IN ($1, $2)`, [MAC_A, MAC_B]);
  });
  afterEach(async () => {
    if (!simStopped) await sim.stop();
  });

  it('refuses a call without a session (401), without the privilege or outside the stores (403)', async () => {
    expect(
      (await call('POST', '/config/store/KR001/gw/oepl', undefined, { address: sim.address })).statusCode,
    ).toBe(401);
    expect((await register(sim.address, s.viewer)).statusCode).toBe(403);
    // the manager's stores are KR001 and JP001
    expect((await register(sim.address, s.manager, 'EU001')).statusCode).toBe(403);
    expect((await call('DELETE', '/config/store/KR001/gw/oepl/OEPL000000000000')).statusCode).toBe(401);
    expect((await call('DELETE', '/config/store/EU001/gw/oepl/OEPL000000000000', s.manager)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', '/config/store/KR001/gw/oepl/OEPL000000000000', s.viewer)).statusCode).toBe(
      403,
    );
    expect(await s.t.db.query(`SELECT 1 FROM gateways WHERE kind = 'oepl'`)).toEqual([]);
  });

  it.each([
    [undefined, 'Fill in Access Point Address!'],
    ['', 'Fill in Access Point Address!'],
    ['   ', 'Fill in Access Point Address!'],
    [42, 'Fill in Access Point Address!'],
    [
      'ap/get_db',
      'Enter the access point address as host or host:port (for example 192.168.1.20 or ap.local:8080).',
    ],
    [
      '300.1.1.1',
      'Enter the access point address as host or host:port (for example 192.168.1.20 or ap.local:8080).',
    ],
    [
      'https://ap',
      'Enter the access point address as host or host:port (for example 192.168.1.20 or ap.local:8080).',
    ],
    [
      'user@ap',
      'Enter the access point address as host or host:port (for example 192.168.1.20 or ap.local:8080).',
    ],
    [
      'x'.repeat(300),
      'Enter the access point address as host or host:port (for example 192.168.1.20 or ap.local:8080).',
    ],
    ['ap:0', 'Enter a port from 1 to 65535 after the host.'],
    ['ap:70000', 'Enter a port from 1 to 65535 after the host.'],
    ['ap:http', 'Enter a port from 1 to 65535 after the host.'],
  ])('refuses the address %j with 400 and its message', async (address, message) => {
    const response = await register(address);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a body that is no object, and an unknown store (404)', async () => {
    const text = await s.t.app.inject({
      method: 'POST',
      url: '/api/config/store/KR001/gw/oepl',
      headers: { ...s.admin, 'content-type': 'application/json' },
      payload: '"127.0.0.1"',
    });
    expect(text.statusCode).toBe(400);
    expect((await register(sim.address, s.admin, 'NOPE')).statusCode).toBe(404);
  });

  it('registers an AP: online at once, its tags in the store tag list, kind and address in the gateway list', async () => {
    sim.addTag({ mac: MAC_A, batteryMv: 2900 });
    sim.addTag({ mac: MAC_B, batteryMv: 2300, hwType: 0x34 });
    const response = await register(sim.address, s.manager);
    expect(response.statusCode, response.body).toBe(201);
    const gwMac = oeplGatewayId(sim.address);
    expect(response.json()).toEqual({
      gwMac,
      storeCode: 'KR001',
      kind: 'oepl',
      address: sim.address,
      status: 'NORMAL',
      tagCount: 2,
      tags: 2,
    });
    const store = await call('GET', '/status/store/KR001', s.admin);
    const listed = store
      .json<{ objList: Array<{ gwMac: string; kind: string; address: string; status: string }> }>()
      .objList.find((g) => g.gwMac === gwMac);
    expect(listed).toMatchObject({ kind: 'oepl', address: sim.address, status: 'NORMAL' });
    const tags = await call('POST', '/status/store/KR001/tag/search', s.admin, {
      start: 0,
      length: 10,
      filter_tagId: MAC_A.slice(0, 14),
      condition_tagId: '~',
    });
    expect(tags.statusCode, tags.body).toBe(200);
    expect(
      tags
        .json<{ data: Array<{ tagId: string; gwMac: string }> }>()
        .data.map((t) => t.tagId)
        .sort(),
    ).toEqual([MAC_A, MAC_B]);
    // the same AP again, spelt otherwise: 409
    const again = await register(`http://${sim.address}/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This access point is already registered.' });
  });

  it('registers an AP that does not answer as OFFLINE; the dashboards and the exceptions count it', async () => {
    const offlineGateways = async () => {
      const dashboard = await call('GET', '/stats/dashboard', s.admin);
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      return dashboard.json<{ gateways: { status: { OFFLINE: number } } }>().gateways.status.OFFLINE;
    };
    const offlineBefore = await offlineGateways();
    const address = sim.address;
    await sim.stop();
    simStopped = true;
    const response = await register(address);
    expect(response.statusCode, response.body).toBe(201);
    const gwMac = oeplGatewayId(address);
    expect(response.json()).toMatchObject({ gwMac, status: 'OFFLINE', tags: 0 });
    expect(response.json<{ error: string }>().error).toMatch(/unreachable/);
    const exceptions = await call('GET', '/stats/exceptions/store/KR001', s.admin);
    expect(exceptions.statusCode, exceptions.body).toBe(200);
    expect(
      exceptions.json<{ ngGWDetail: Array<{ gwMac: string; status: string }> }>().ngGWDetail,
    ).toContainEqual(expect.objectContaining({ gwMac, status: 'OFFLINE' }));
    const summary = await call('GET', '/status/store/KR001', s.admin);
    expect(summary.json<{ status: string }>().status).toBe('OFFLINE');
    expect(await offlineGateways()).toBe(offlineBefore + 1);
  });

  it('feeds the tag figures: a low-battery OEPL tag counts in the exceptions and the dashboard at once', async () => {
    const before = (await call('GET', '/stats/exceptions/store/KR001', s.admin)).json<{
      batteryNgTags: number;
      totalTags: number;
    }>();
    sim.addTag({ mac: MAC_A, batteryMv: 2300 });
    sim.addTag({ mac: MAC_B, batteryMv: 2900 });
    expect((await register(sim.address)).statusCode).toBe(201);
    const after = (await call('GET', '/stats/exceptions/store/KR001', s.admin)).json<{
      batteryNgTags: number;
      totalTags: number;
    }>();
    expect(after.totalTags).toBe(before.totalTags + 2);
    expect(after.batteryNgTags).toBe(before.batteryNgTags + 1);
  });

  it('flashes the LED (short and long) and refreshes a linked OEPL tag through the AP; the delivery figures count them', async () => {
    sim.addTag({ mac: MAC_A });
    expect((await register(sim.address)).statusCode).toBe(201);
    const [product] = await s.t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await s.t.db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [MAC_A, product.prCode]);
    const deliveryCount = async () =>
      (await call('GET', '/delivery/store/KR001', s.admin)).json<{
        figures: { count: number; confirmed: number };
      }>().figures;
    const before = await deliveryCount();

    const led = await call('POST', '/tag/led', s.manager, {
      storeCode: 'KR001',
      product: [{ prCode: product.prCode, duration: 5 }],
    });
    expect(led.statusCode, led.body).toBe(200);
    const { taskId } = led.json<{ taskId: number }>();
    expect(await dispatchOeplUpdates(s.t.db, render, new Date())).toMatchObject({ sent: 1 });
    const ledRow = async () =>
      (
        await s.t.db.query<{ status: string | null }>(
          `SELECT status FROM update_task_tags WHERE "taskId" = $1 AND "tagId" = $2`,
          [taskId, MAC_A],
        )
      )[0].status;
    const progress = async () =>
      (
        await s.t.db.query<{ progress: number }>(`SELECT progress FROM update_tasks WHERE "taskId" = $1`, [
          taskId,
        ])
      )[0].progress;
    // the AP holds the flash for the tag: the row waits for the tag's check-in
    await pollOeplGateways(s.t.db, new Date());
    expect(await ledRow()).toBeNull();
    const waiting = await progress();
    // the tag checks in and takes it: the row is done and the task's progress counts it
    sim.seeTag(MAC_A);
    await pollOeplGateways(s.t.db, new Date());
    expect(await ledRow()).toBe('OK');
    expect(await progress()).toBeGreaterThan(waiting);
    const longLed = await call('POST', '/tag/led', s.manager, {
      storeCode: 'KR001',
      product: [{ prCode: product.prCode, duration: 60 }],
    });
    expect(longLed.statusCode, longLed.body).toBe(200);
    expect(await dispatchOeplUpdates(s.t.db, render, new Date())).toMatchObject({ sent: 1 });
    // GET /led_flash with the console's colour (state 0: red), brightness (1: the shortest flash), blinking time
    // (2 s) and duration (5 s: 3 flashes; 60 s: 30)
    expect(sim.commands).toEqual([
      { mac: MAC_A, cmd: 'led_flash', pattern: '01E011140000000000000200' },
      { mac: MAC_A, cmd: 'led_flash', pattern: '01E011140000000000001D00' },
    ]);
    expect(sim.uploads).toHaveLength(0);
    sim.seeTag(MAC_A);
    await pollOeplGateways(s.t.db, new Date());

    // refresh: the tag gets its current image again
    const refresh = await call('POST', '/tag/reassign', s.manager, { storeCode: 'KR001', tagList: [MAC_A] });
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect((await tag(MAC_A)).status).toBe('WIP');
    // a poll before the AP took it leaves it WIP
    await pollOeplGateways(s.t.db, new Date());
    expect((await tag(MAC_A)).status).toBe('WIP');
    expect(await dispatchOeplUpdates(s.t.db, render, new Date())).toMatchObject({ sent: 1 });
    expect(sim.uploads.map((u) => u.mac)).toEqual([MAC_A]);
    // a JPEG at the panel's own size (hwType 0x33: M3 2.9", 384 x 168)
    const image = await loadImage(Buffer.from(sim.uploads[0].bytes));
    expect([image.width, image.height]).toEqual([384, 168]);
    // pending on the AP: UPDATE; the tag checks in: OK
    await pollOeplGateways(s.t.db, new Date());
    expect((await tag(MAC_A)).status).toBe('UPDATE');
    sim.seeTag(MAC_A);
    await pollOeplGateways(s.t.db, new Date());
    expect((await tag(MAC_A)).status).toBe('OK');

    const after = await deliveryCount();
    expect(after.count).toBe(before.count + 3);
    expect(after.confirmed).toBe(before.confirmed + 3);
  });

  it('refreshes an OEPL tag by uploading its label again (the AP refresh command would queue nothing)', async () => {
    sim.addTag({ mac: MAC_A });
    expect((await register(sim.address)).statusCode).toBe(201);
    const [product] = await s.t.db.query<{ prCode: string; prInfo: string[] }>(
      `SELECT "prCode", "prInfo" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await s.t.db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [MAC_A, product.prCode]);
    const refresh = async () => {
      const answer = await call('POST', '/tag/reassign', s.manager, { storeCode: 'KR001', tagList: [MAC_A] });
      expect(answer.statusCode, answer.body).toBe(200);
      const result = await dispatchOeplUpdates(s.t.db, render, new Date());
      // the tag checks in and takes what the AP held for it
      sim.seeTag(MAC_A);
      await pollOeplGateways(s.t.db, new Date());
      return result;
    };
    // the first refresh: no image sent before, uploaded
    expect(await refresh()).toMatchObject({ sent: 1, refreshed: 0 });
    expect(sim.uploads).toHaveLength(1);
    // the label is the same: uploaded again (the AP deleted the JPEG once converted, its refresh sends nothing)
    expect(await refresh()).toMatchObject({ sent: 0, refreshed: 1 });
    expect(sim.uploads).toHaveLength(2);
    expect(Buffer.from(sim.uploads[1].bytes).equals(Buffer.from(sim.uploads[0].bytes))).toBe(true);
    expect(sim.commands).toEqual([]);
    expect((await tag(MAC_A)).status).toBe('OK');
    // the product's price changed (without an update of its own): the refresh uploads the new label
    const info = [...(product.prInfo ?? [])];
    info[1] = '98765';
    await s.t.db.query(
      `UPDATE products SET "prInfo" = $2::jsonb WHERE "storeCode" = 'KR001' AND "prCode" = $1`,
      [product.prCode, JSON.stringify(info)],
    );
    expect(await refresh()).toMatchObject({ sent: 1, refreshed: 0 });
    expect(sim.uploads).toHaveLength(3);
    expect(Buffer.from(sim.uploads[2].bytes).equals(Buffer.from(sim.uploads[0].bytes))).toBe(false);
    expect(sim.commands).toEqual([]);
    // every refresh confirmed at the tag's check-in
    const [counts] = await s.t.db.query<{ confirmed: number }>(
      `SELECT count("confirmedAt")::int AS confirmed FROM delivery_attempts WHERE "tagId" = $1 AND "taskType" = 'REASSIGN'`,
      [MAC_A],
    );
    expect(counts.confirmed).toBe(3);
  });

  it("the server's own jobs poll the AP and send an assignment through the render pool without stalling the database", async () => {
    sim.addTag({ mac: MAC_A });
    expect((await register(sim.address)).statusCode).toBe(201);
    const [product] = await s.t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    const assign = await call('POST', '/tag/assign', s.admin, {
      storeCode: 'KR001',
      tagList: [{ tagId: MAC_A, prCode: product.prCode }],
    });
    expect(assign.statusCode, assign.body).toBe(200);
    // the render pool's decorator reads the store's scripts from the database while the job runs: on PGlite (one
    // connection) a job holding its transaction open through the render would wait for itself
    expect(await s.t.app.jobs.attempt('oepl-dispatch')).toBe('ran');
    expect(sim.uploads.map((u) => u.mac)).toEqual([MAC_A]);
    expect((await tag(MAC_A)).status).toBe('UPDATE');
    sim.seeTag(MAC_A);
    expect(await s.t.app.jobs.attempt('oepl-poll')).toBe('ran');
    expect((await tag(MAC_A)).status).toBe('OK');
  });

  it('checks the link of an AP by asking it', async () => {
    expect((await register(sim.address)).statusCode).toBe(201);
    const gwMac = oeplGatewayId(sim.address);
    const check = () => call('GET', `/check/link/gw/${gwMac}`, s.manager);
    expect((await check()).json()).toEqual({ success: true });
    await sim.stop();
    simStopped = true;
    // the gateway row still says NORMAL (no poll since): the AP itself is asked
    expect((await gateway(gwMac)).status).toBe('NORMAL');
    expect((await check()).json()).toEqual({ success: false });
  });

  it('deleting an AP as a gateway unregisters it (its tags are not left to the simulated radio)', async () => {
    sim.addTag({ mac: MAC_A });
    expect((await register(sim.address)).statusCode).toBe(201);
    const gwMac = oeplGatewayId(sim.address);
    const response = await call('DELETE', `/config/store/KR001/gw/${gwMac}`, s.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(await gateway(gwMac)).toBeUndefined();
    expect(await tag(MAC_A)).toMatchObject({ status: 'MISSING', gwMac: null });
  });

  it('counts updates waiting for an AP that went away as open deliveries', async () => {
    sim.addTag({ mac: MAC_A });
    expect((await register(sim.address)).statusCode).toBe(201);
    const [product] = await s.t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await s.t.db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [MAC_A, product.prCode]);
    const before = (await call('GET', '/delivery/store/KR001', s.admin)).json<{
      figures: { open: number };
    }>();
    await sim.stop();
    simStopped = true;
    const refresh = await call('POST', '/tag/reassign', s.admin, { storeCode: 'KR001', tagList: [MAC_A] });
    expect(refresh.statusCode).toBe(200);
    expect(await dispatchOeplUpdates(s.t.db, render, new Date(), { timeoutMs: 1000 })).toMatchObject({
      sent: 0,
      waiting: 1,
    });
    // twice: still one open attempt
    await dispatchOeplUpdates(s.t.db, render, new Date(), { timeoutMs: 1000 });
    const after = (await call('GET', '/delivery/store/KR001', s.admin)).json<{ figures: { open: number } }>();
    expect(after.figures.open).toBe(before.figures.open + 1);
  });

  it('unregisters an AP: the gateway goes, its tags stay MISSING with their products, its open updates fail', async () => {
    sim.addTag({ mac: MAC_A });
    expect((await register(sim.address)).statusCode).toBe(201);
    const gwMac = oeplGatewayId(sim.address);
    await s.t.db.query(
      `UPDATE tags SET "prCode" = (SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' LIMIT 1) WHERE "tagId" = $1`,
      [MAC_A],
    );
    const refresh = await call('POST', '/tag/reassign', s.admin, { storeCode: 'KR001', tagList: [MAC_A] });
    const { taskId } = refresh.json<{ taskId: number }>();
    // the AP takes it; the tag has not checked in when the AP goes
    expect(await dispatchOeplUpdates(s.t.db, render, new Date())).toMatchObject({ sent: 1 });
    // a simulated gateway is not an access point; another store's path does not find it
    const simulated = (await s.t.app.repos.gateways.inStore('KR001')).find((g) => g.kind !== 'oepl')!;
    expect((await call('DELETE', `/config/store/KR001/gw/oepl/${simulated.gwMac}`, s.admin)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/config/store/JP001/gw/oepl/${gwMac}`, s.admin)).statusCode).toBe(404);
    const response = await call('DELETE', `/config/store/KR001/gw/oepl/${gwMac}`, s.manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ gwMac, tags: 1 });
    expect(await gateway(gwMac)).toBeUndefined();
    expect(await tag(MAC_A)).toMatchObject({ status: 'MISSING', gwMac: null, storeCode: 'KR001' });
    expect((await tag(MAC_A)).prCode).not.toBeNull();
    const [row] = await s.t.db.query<{ status: string }>(
      `SELECT status FROM update_task_tags WHERE "taskId" = $1 AND "tagId" = $2`,
      [taskId, MAC_A],
    );
    expect(row.status).toBe('NG');
    const [attempt] = await s.t.db.query<{ cause: string; failedAt: Date | null; takenAt: Date | null }>(
      `SELECT cause, "failedAt", "takenAt" FROM delivery_attempts WHERE "taskId" = $1 AND "tagId" = $2`,
      [taskId, MAC_A],
    );
    expect(attempt.cause).toBe('gatewayOffline');
    expect(attempt.takenAt).not.toBeNull();
    expect(attempt.failedAt).not.toBeNull();
    // registered again (the tag has taken its image meanwhile): the tag is back behind it
    sim.seeTag(MAC_A);
    expect((await register(sim.address)).statusCode).toBe(201);
    expect(await tag(MAC_A)).toMatchObject({ status: 'OK', gwMac });
  });
});
