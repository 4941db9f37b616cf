// Signage devices (doc 3 §2, §3 Plus device, §4, §5 Signage, §7 Signage; docs/api.md 'Signage devices'): the
// demo displays, overview, search, one device, settings with their ranges, remove, assign / deassign with the
// device-id rule, blink, the term search, the bulk actions, S/W packages, store settings; the simulator's sync
// (reportedShow follows show) and its determinism; 401, 403 (privilege, store), 404 and 400 on every call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVICE_MODELS, parseDeviceId } from '../../domain/plusDevice.ts';
import { demoPlusDevices, PlusDeviceSimulation } from '../../server/sim/plusDevices.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { apiCaller, uploadMedia } from './plusMediaHelpers.ts';
import { storedNames } from './storageHelpers.ts';

interface Device {
  _id: string;
  mac: string;
  name: string;
  model: string;
  status: string;
  volume: number;
  maxVolume: number;
  brightness: number;
  tz: string;
  screenWidth: number;
  screenHeight: number;
  products: Array<{ index: number; prCode: string }>;
  show: unknown[];
  reportedShow: unknown[] | null;
  syncedAt: string | null;
  showIdx: number | null;
  mode: number;
  infoViewDuration: number | null;
  blinking: boolean;
  networks: Array<{ rssi: number }>;
}

describe('the simulated displays', () => {
  it('are the same for a seed and differ for another', () => {
    const a = demoPlusDevices('KR001', 'KR', 1, ['1', '2', '3']);
    expect(demoPlusDevices('KR001', 'KR', 1, ['1', '2', '3'])).toEqual(a);
    expect(demoPlusDevices('KR001', 'KR', 2, ['1', '2', '3']).map((d) => d.mac)).not.toEqual(
      a.map((d) => d.mac),
    );
    for (const device of a) {
      expect(device.mac).toMatch(/^[0-9a-f]{12}$/);
      const model = DEVICE_MODELS.find((m) => m.model === device.model);
      expect([device.screenWidth, device.screenHeight]).toEqual([model?.width, model?.height]);
      expect(device.volume).toBeLessThanOrEqual(device.maxVolume);
      expect(device.tz).toBe('Asia/Seoul');
    }
    expect(a.find((d) => d.model === 'IP231A')).toMatchObject({ screenWidth: 1920, screenHeight: 158 });
    expect(a.find((d) => d.model === 'IP354A')).toMatchObject({ screenWidth: 2880, screenHeight: 158 });
  });

  it('reads device ids by the doc 3 §5 rule', () => {
    expect(parseDeviceId('00:1B:AA-bb:cc:dd')).toEqual({ mac: '001baabbccdd' });
    expect(parseDeviceId('001baabbccdd12')).toEqual({ mac: '001baabbccdd', index: 12 });
    expect(parseDeviceId('001baabbcc')).toBeUndefined();
    expect(parseDeviceId('001baabbccddzz')).toBeUndefined();
  });
});

describe.each(backends)('signage devices on $name', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-plus-devices-'));
  const { t, admin, manager, viewer } = signedInApp(backend, { config: { dataDir } });
  const call = apiCaller(() => t.app, admin);
  const devices = async (store = 'KR001') =>
    (
      await call<{ recordsTotal: number; data: Device[] }>(
        'POST',
        `/status/store/${store}/plus/device/search`,
        admin,
        {
          length: -1,
        },
      )
    ).body.data;
  const device = async (mac: string, store = 'KR001') =>
    (await call<Device>('GET', `/status/store/${store}/plus/device/${mac}`)).body;
  const online = async () => (await devices()).filter((d) => d.status === 'ONLINE');

  it('seeds six displays per store, synced, and answers the overview', async () => {
    const rows = await devices();
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row._id).toBe(row.mac);
      expect(row.reportedShow).toEqual(row.show);
      expect(row.products.length).toBeGreaterThan(0);
    }
    const { body } = await call<{
      data: Array<{ storeCode: string; total: number; online: number; offline: number; status: string }>;
    }>('GET', '/status/store/plus/device');
    const kr = body.data.find((s) => s.storeCode === 'KR001');
    expect(kr?.total).toBe(6);
    expect((kr?.online ?? 0) + (kr?.offline ?? 0)).toBe(6);
    for (const s of body.data)
      expect(s.status).toBe(s.offline === 0 ? 'NORMAL' : s.offline === s.total ? 'OFFLINE' : 'ALARM');
  });

  it('searches with filters, sorts and pages; answers one device; 404 for unknown ones', async () => {
    const [first] = await devices();
    const page = await call<{ recordsTotal: number; recordsFiltered: number; data: Device[] }>(
      'POST',
      '/status/store/KR001/plus/device/search',
      admin,
      { filter_name: first.name.slice(0, 4), order: [{ column: 'name', dir: 'desc' }], length: 2 },
    );
    expect(page.status).toBe(200);
    expect(page.body.recordsTotal).toBe(6);
    expect(page.body.data.every((d) => d.name.includes(first.name.slice(0, 4)))).toBe(true);
    const byStatus = await call<{ data: Device[] }>('POST', '/status/store/KR001/plus/device/search', admin, {
      filter_status: 'ONLINE',
    });
    expect(byStatus.body.data.every((d) => d.status === 'ONLINE')).toBe(true);
    expect((await device(first.mac.toUpperCase())).mac).toBe(first.mac);
    expect((await call('GET', '/status/store/KR001/plus/device/001b00000000')).status).toBe(404);
    expect((await call('GET', '/status/store/KR001/plus/device/nomac')).status).toBe(404);
    expect((await call('POST', '/status/store/NOPE/plus/device/search', admin, {})).status).toBe(404);
    expect((await call('POST', '/status/store/KR001/plus/device/search', admin, { start: -3 })).status).toBe(
      400,
    );
  });

  it('saves settings within their ranges and refuses others', async () => {
    const [d] = await devices();
    const config = (body: object, who: Headers = admin) =>
      call<Device & { message: string }>('POST', '/plus/device/config', who, {
        storeCode: 'KR001',
        mac: d.mac,
        ...body,
      });
    const saved = await config({ name: 'Door', tz: 'Asia/Tokyo', volume: d.maxVolume, brightness: 255 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Door',
      tz: 'Asia/Tokyo',
      volume: d.maxVolume,
      brightness: 255,
    });
    expect(saved.body.syncedAt).toBeNull();
    expect((await config({ volume: d.maxVolume + 1 })).body.message).toBe(
      `Volume must be a whole number from 0 to ${d.maxVolume}.`,
    );
    expect((await config({ brightness: 256 })).body.message).toBe(
      'Brightness must be a whole number from 0 to 255.',
    );
    expect((await config({ brightness: -1 })).status).toBe(400);
    expect((await config({ brightness: 1.5 })).status).toBe(400);
    expect((await config({ tz: 'Mars/Olympus' })).body.message).toBe('Select a time zone from the list.');
    expect((await config({ name: 'x'.repeat(65) })).status).toBe(400);
    expect((await config({ mac: 'zz' })).status).toBe(400);
    expect((await config({ mac: '001b00000000' })).status).toBe(404);
    expect((await call('POST', '/plus/device/config', admin, { mac: d.mac })).status).toBe(400);
    expect((await config({ volume: 1 }, viewer)).status).toBe(403);
  });

  it('assigns products by MAC (the list) and by MAC + index (one slot), deassigns, blinks and searches', async () => {
    const [d, e] = await devices();
    const codes = (
      await t.db.query<{ prCode: string }>(
        `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 3`,
      )
    ).map((r) => r.prCode);
    const colon = d.mac.match(/../g)?.join(':') ?? d.mac;
    const assigned = await call<{ data: Array<{ mac: string; products: Device['products'] }> }>(
      'POST',
      '/plus/assign',
      admin,
      {
        storeCode: 'KR001',
        devList: [
          { mac: colon.toUpperCase(), product: [codes[0], codes[1]] },
          { mac: `${e.mac}4`, product: codes[2] },
        ],
      },
    );
    expect(assigned.status).toBe(200);
    expect((await device(d.mac)).products).toEqual([
      { index: 0, prCode: codes[0] },
      { index: 1, prCode: codes[1] },
    ]);
    expect((await device(e.mac)).products).toContainEqual({ index: 4, prCode: codes[2] });
    expect((await device(e.mac)).syncedAt).toBeNull();
    const refuse = (body: object) => call<{ message: string }>('POST', '/plus/assign', admin, body);
    expect((await refuse({ storeCode: 'KR001', devList: [{ mac: d.mac, product: ' ' }] })).body.message).toBe(
      'Enter Product Code, Please!',
    );
    expect(
      (await refuse({ storeCode: 'KR001', devList: [{ mac: d.mac, product: 'NOPE' }] })).body.message,
    ).toBe('This product does not exist');
    expect((await refuse({ storeCode: 'KR001', devList: [] })).body.message).toBe(
      'No row selected. Please select one or more rows.',
    );
    expect((await refuse({ storeCode: 'KR001', devList: [{ mac: '12', product: codes[0] }] })).status).toBe(
      400,
    );
    expect(
      (await refuse({ storeCode: 'KR001', devList: [{ mac: '001b00000000', product: codes[0] }] })).status,
    ).toBe(404);
    expect((await refuse({ devList: [{ mac: d.mac, product: codes[0] }] })).status).toBe(400);

    const blink = await call<{ devList: string[]; blinkUntil: string }>(
      'POST',
      '/plus/store/KR001/blink/product',
      admin,
      {
        prCode: codes[1],
      },
    );
    const holding = (await devices())
      .filter((x) => x.products.some((p) => p.prCode === codes[1]))
      .map((x) => x.mac)
      .sort();
    expect(holding).toContain(d.mac);
    expect(blink.body.devList).toEqual(holding);
    expect((await device(d.mac)).blinking).toBe(true);
    expect((await call('POST', '/plus/store/KR001/blink/product', admin, { prCode: ' ' })).status).toBe(400);

    const found = await call<{ devList: Device[]; prCodeList: string[] }>(
      'GET',
      `/plus/store/KR001/device/search/${codes[2]}`,
    );
    expect(found.body.devList.map((x) => x.mac)).toContain(e.mac);
    expect(found.body.devList.every((x) => x.products.some((p) => p.prCode.includes(codes[2])))).toBe(true);
    expect(found.body.prCodeList).toEqual([codes[2]]);
    expect((await call('GET', '/plus/store/KR001/device/search/%20')).status).toBe(400);

    await call('POST', '/plus/deassign', admin, { storeCode: 'KR001', devList: [{ mac: `${d.mac}1` }] });
    expect((await device(d.mac)).products).toEqual([{ index: 0, prCode: codes[0] }]);
    await call('POST', '/plus/deassign', admin, { storeCode: 'KR001', devList: [{ mac: d.mac }] });
    expect((await device(d.mac)).products).toEqual([]);
    expect((await call('POST', '/plus/deassign', admin, { storeCode: 'KR001', devList: [] })).status).toBe(
      400,
    );
  });

  it('runs the bulk actions on selected devices and refuses without a selection', async () => {
    const rows = await devices();
    const macs = rows.slice(0, 2).map((d) => d.mac);
    const post = (path: string, body: object, who: Headers = admin) =>
      call<{ count: number; message: string }>('POST', `/plus/store/KR001/${path}`, who, body);
    expect((await post('switch/mode', { macList: macs, mode: 2 })).body.count).toBe(2);
    expect((await device(macs[0])).mode).toBe(2);
    expect((await post('switch/mode', { macList: 'all', mode: 1 })).body.count).toBe(rows.length);
    expect((await post('switch/mode', { macList: macs, mode: 10 })).status).toBe(400);
    expect((await post('device/show/info', { devList: macs, duration: 60 })).body.count).toBe(2);
    expect((await device(macs[1])).infoViewDuration).toBe(60);
    for (const duration of [9, 301, 'x', 12.5])
      expect((await post('device/show/info', { devList: macs, duration })).body.message).toBe(
        'This value must be greater than 10 and less than 300.',
      );
    expect((await post('set/showIdx', { macList: macs, showIdx: 1 })).body.count).toBe(2);
    expect((await device(macs[0])).showIdx).toBe(1);
    expect((await post('unset/showIdx', { macList: [macs[0]] })).body.count).toBe(1);
    expect((await device(macs[0])).showIdx).toBeNull();
    expect((await post('set/showIdx', { macList: macs, showIdx: -1 })).status).toBe(400);
    expect((await post('device/sync', { devList: macs.map((mac) => ({ mac })) })).body.count).toBe(2);
    for (const [path, body] of [
      ['switch/mode', { macList: [], mode: 1 }],
      ['device/show/info', { duration: 30 }],
      ['device/sync', { devList: [] }],
      ['set/showIdx', { macList: [], showIdx: 1 }],
      ['unset/showIdx', {}],
    ] as const)
      expect((await post(path, body)).body.message, path).toBe(
        'No row selected. Please select one or more rows.',
      );
    expect((await post('device/sync', { devList: ['001b00000000'] })).status).toBe(404);
    expect((await post('device/sync', { devList: 'all' })).status).toBe(400);
    expect((await call('POST', '/plus/store/NOPE/device/sync', admin, { devList: macs })).status).toBe(404);
    expect((await post('device/sync', { devList: macs }, viewer)).status).toBe(403);
  });

  it('syncs: a write clears syncedAt, the simulator copies show to reportedShow for ONLINE devices', async () => {
    const [d] = await online();
    const show = [{ duration: 30, bgColor: '#112233', object: [] }];
    // the other helper's show route writes show the same way: show changed, syncedAt NULL
    await t.db.query(
      `UPDATE plus_devices SET show = $3::jsonb, "syncedAt" = NULL WHERE "storeCode" = $1 AND mac = $2`,
      ['KR001', d.mac, JSON.stringify(show)],
    );
    const offline = (await devices()).find((x) => x.status !== 'ONLINE');
    if (offline)
      await t.db.query(`UPDATE plus_devices SET "syncedAt" = NULL WHERE "storeCode" = 'KR001' AND mac = $1`, [
        offline.mac,
      ]);
    expect((await device(d.mac)).reportedShow).not.toEqual(show);
    const sim = new PlusDeviceSimulation(t.db, createPrng(99));
    const now = new Date();
    const { synced } = await sim.tick(now);
    expect(synced).toContain(d.mac);
    const after = await device(d.mac);
    expect(after.reportedShow).toEqual(show);
    expect(after.reportedShow).toEqual(after.show);
    expect(after.syncedAt).not.toBeNull();
    if (offline) {
      const still = await device(offline.mac);
      expect(synced).not.toContain(offline.mac);
      expect(still.syncedAt).toBeNull();
    }
    // a sync request is fetched at the next step
    await call('POST', '/plus/store/KR001/device/sync', admin, { devList: [d.mac] });
    expect((await device(d.mac)).syncedAt).toBeNull();
    expect((await sim.tick(new Date())).synced).toContain(d.mac);
  });

  it('keeps S/W packages per store: upload with os, model, ver, search, replace, remove', async () => {
    const url = '/plus/store/KR001/sw/file';
    const content = Buffer.from('PK\u0003\u0004 a package');
    const up = await uploadMedia(t.app, admin, url, [{ name: 'pkg.apk', content }], {
      os: 'android',
      model: 'IP231A',
      ver: '2.3.0',
    });
    expect(up.statusCode, up.body).toBe(200);
    const row = up.json<{ _id: number; os: string; model: string; ver: string; size: number }>();
    expect(row).toMatchObject({ os: 'android', model: 'IP231A', ver: '2.3.0', size: content.length });
    const named = await uploadMedia(t.app, admin, url, [{ name: 'IP354A_linux_1.0.1.bin', content }]);
    expect(named.json()).toMatchObject({ os: 'linux', model: 'IP354A', ver: '1.0.1' });
    const stored = () => storedNames(t.app, 'plus-media/KR001/sw/');
    expect(await stored()).toEqual([String(row._id), String(named.json<{ _id: number }>()._id)].sort());
    const search = await call<{ recordsTotal: number; data: Array<{ ver: string }> }>(
      'POST',
      '/status/store/KR001/plus/sw/search',
      admin,
      { filter_model: 'IP231A' },
    );
    expect(search.body.data.map((r) => r.ver)).toEqual(['2.3.0']);
    const replaced = await uploadMedia(t.app, admin, `${url}?id=${row._id}`, [{ name: 'p.apk', content }], {
      os: 'android',
      model: 'IP231A',
      ver: '2.4.0',
    });
    expect(replaced.json()).toMatchObject({ _id: row._id, ver: '2.4.0' });
    // refusals leave no file
    const before = await stored();
    const noFields = await uploadMedia(t.app, admin, url, [{ name: 'pkg.apk', content }]);
    expect(noFields.statusCode).toBe(400);
    const badModel = await uploadMedia(t.app, admin, url, [{ name: 'a.apk', content }], {
      os: 'android',
      model: 'IP999',
      ver: '1',
    });
    expect(badModel.statusCode).toBe(400);
    expect((await uploadMedia(t.app, admin, url, [])).statusCode).toBe(400);
    expect((await uploadMedia(t.app, viewer, url, [{ name: 'a.apk', content }])).statusCode).toBe(403);
    expect((await uploadMedia(t.app, admin, `${url}?id=999`, [{ name: 'a.apk', content }])).statusCode).toBe(
      404,
    );
    expect(await stored()).toEqual(before);
    const removed = await call<{ message: string }>('DELETE', `/plus/store/KR001/sw/file/${row._id}`);
    expect(removed.body.message).toBe('S/W is removed.');
    expect(await stored()).not.toContain(String(row._id));
    expect((await call('DELETE', `/plus/store/KR001/sw/file/${row._id}`)).status).toBe(404);
    expect(
      (await call('DELETE', `/plus/store/KR002/sw/file/${named.json<{ _id: number }>()._id}`)).status,
    ).toBe(404);
  });

  it('keeps the store signage settings', async () => {
    const url = '/plus/store/KR001/setting';
    expect((await call('GET', url)).body).toEqual({ storeCode: 'KR001', tz: 'UTC', infoViewDuration: 30 });
    await call('POST', '/plus/store/KR001/template/Main', admin, { size: '23.1', show: [] });
    const saved = await call('POST', url, admin, {
      tz: 'Asia/Seoul',
      infoViewDuration: 45,
      defaultTemplate: 'Main',
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', url)).body).toMatchObject({
      tz: 'Asia/Seoul',
      infoViewDuration: 45,
      defaultTemplate: 'Main',
    });
    expect((await call('POST', url, admin, { infoViewDuration: 5 })).status).toBe(400);
    expect((await call('POST', url, admin, { tz: 'Nowhere' })).status).toBe(400);
    expect((await call('POST', url, admin, { defaultTemplate: 'Missing' })).status).toBe(400);
    expect((await call('POST', url, viewer, { tz: 'UTC' })).status).toBe(403);
    expect((await call('GET', '/plus/store/NOPE/setting')).status).toBe(404);
  });

  it('removes a device', async () => {
    const [d] = await devices('KR002');
    expect((await call('DELETE', `/plus/store/KR002/device/${d.mac}`, viewer)).status).toBe(403);
    const removed = await call<{ message: string }>('DELETE', `/plus/store/KR002/device/${d.mac}`);
    expect(removed.body.message).toBe('Device is removed.');
    expect((await call('DELETE', `/plus/store/KR002/device/${d.mac}`)).status).toBe(404);
    expect(await devices('KR002')).toHaveLength(5);
  });

  it('needs a session, plus read to read, plus write to change, and the store in scope', async () => {
    const [d] = await devices('JP001');
    const reads = [
      '/status/store/plus/device',
      `/status/store/JP001/plus/device/${d.mac}`,
      '/plus/store/JP001/device/search/49',
      '/plus/store/JP001/setting',
    ];
    for (const url of reads) {
      expect((await call('GET', url, null)).status, url).toBe(401);
      expect((await call('GET', url, manager)).status, url).toBe(403);
      expect((await call('GET', url, viewer)).status, url).toBe(200);
    }
    const writes: Array<[string, object]> = [
      ['/plus/device/config', { storeCode: 'JP001', mac: d.mac, volume: 0 }],
      ['/plus/assign', { storeCode: 'JP001', devList: [{ mac: d.mac, product: 'x' }] }],
      ['/plus/deassign', { storeCode: 'JP001', devList: [{ mac: d.mac }] }],
      ['/plus/store/JP001/blink/product', { prCode: 'x' }],
      ['/plus/store/JP001/switch/mode', { macList: [d.mac], mode: 0 }],
      ['/plus/store/JP001/device/show/info', { devList: [d.mac], duration: 30 }],
      ['/plus/store/JP001/device/sync', { devList: [d.mac] }],
      ['/plus/store/JP001/set/showIdx', { macList: [d.mac], showIdx: 0 }],
      ['/plus/store/JP001/unset/showIdx', { macList: [d.mac] }],
      ['/plus/store/JP001/setting', { tz: 'UTC' }],
    ];
    for (const [url, body] of writes) {
      expect((await call('POST', url, null, body)).status, url).toBe(401);
      expect((await call('POST', url, viewer, body)).status, url).toBe(403);
    }
    expect((await call('POST', '/status/store/JP001/plus/sw/search', manager, {})).status).toBe(403);
    expect((await call('DELETE', `/plus/store/JP001/device/${d.mac}`, manager)).status).toBe(403);
    // with plus read and write, the manager stays within KR001 and JP001
    await t.db.query(
      `UPDATE roles SET privilege = privilege || '[{"key":"plus","depth":0,"read":true,"write":true}]'::jsonb WHERE role_id = 1`,
    );
    const [eu] = await devices('EU001');
    expect((await call('GET', `/status/store/JP001/plus/device/${d.mac}`, manager)).status).toBe(200);
    expect((await call('GET', `/status/store/EU001/plus/device/${eu.mac}`, manager)).status).toBe(403);
    expect((await call('POST', '/status/store/EU001/plus/device/search', manager, {})).status).toBe(403);
    expect(
      (await call('POST', '/plus/device/config', manager, { storeCode: 'EU001', mac: eu.mac, volume: 0 }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/plus/assign', manager, {
          storeCode: 'EU001',
          devList: [{ mac: eu.mac, product: 'x' }],
        })
      ).status,
    ).toBe(403);
    expect((await call('POST', '/plus/store/EU001/device/sync', manager, { devList: [eu.mac] })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/plus/store/EU001/device/${eu.mac}`, manager)).status).toBe(403);
    expect((await call('GET', '/plus/store/EU001/setting', manager)).status).toBe(403);
    const sw = await uploadMedia(t.app, manager, '/plus/store/EU001/sw/file', [
      { name: 'IP231A_android_1.apk', content: Buffer.from('x') },
    ]);
    expect(sw.statusCode).toBe(403);
    const overview = await call<{ data: Array<{ storeCode: string }> }>(
      'GET',
      '/status/store/plus/device',
      manager,
    );
    expect(overview.body.data.map((s) => s.storeCode).sort()).toEqual(['JP001', 'KR001']);
  });
  it('the simulator takes displays offline and back now and then, never one an operator changed lately', async () => {
    const statuses = async () =>
      (await t.db.query<{ mac: string; status: string }>(`SELECT mac, status FROM plus_devices ORDER BY mac`))
        .map((d) => `${d.mac}:${d.status}`)
        .join();
    const run = async (seed: number) => {
      const sim = new PlusDeviceSimulation(t.db, createPrng(seed));
      for (let i = 0; i < 200; i++) await sim.tick(new Date());
    };
    const before = await statuses();
    await t.db.query(`UPDATE plus_devices SET "updatedAt" = now(), "syncedAt" = coalesce("syncedAt", now())`);
    await run(7);
    expect(await statuses()).toBe(before);
    await t.db.query(`UPDATE plus_devices SET "updatedAt" = now() - interval '11 minutes'`);
    await run(7);
    expect(await statuses()).not.toBe(before);
  });
  it('the simulator brings dropped displays back: at most 15 % of the idle ones are OFFLINE after many flips', async () => {
    await t.db.query(
      `UPDATE plus_devices SET "updatedAt" = now() - interval '11 minutes', "syncedAt" = now()`,
    );
    const sim = new PlusDeviceSimulation(t.db, createPrng(11));
    const offline = async () => {
      const [row] = await t.db.query<{ offline: number; total: number }>(
        `SELECT count(*) FILTER (WHERE status = 'OFFLINE')::int AS offline, count(*)::int AS total FROM plus_devices`,
      );
      return row;
    };
    for (let i = 0; i < 1200; i++) await sim.tick(new Date());
    const after = await offline();
    expect(after.total).toBeGreaterThan(6);
    expect(after.offline).toBeLessThanOrEqual(Math.floor(after.total * 0.15));
  });
});
