// Gateway calls (doc 1 §7 Gateways, doc 3 §5, §7) on both backends: configuration validation messages,
// edit all gwOK/gwNG, predefined uploads, channel settings, reboot and link check, store scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ja from '../../locales/ja_JP.json';
import ko from '../../locales/ko_KR.json';
import type { GatewayUpdateAll as UpdateAllResult } from '../../domain/generated/calls.ts';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(backends)('gateways on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let kr: string[];
  let eu: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
    manager = await login(t.app, MANAGER);
    kr = (await t.app.repos.gateways.inStore('KR001')).map((g) => g.gwMac);
    eu = (await t.app.repos.gateways.inStore('EU001'))[0].gwMac;
  });
  afterAll(async () => t?.close());

  const call = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  const mac = (m: string) => encodeURIComponent(m);
  const valid = {
    gwIndex: 3,
    channelGroupIndex: 1,
    ip: '10.1.2.3:8080',
    netmask: '255.255.255.0',
    defaultGateway: '10.1.2.1',
    dns: '8.8.4.4',
    eslServerPort: 9001,
    dataChannel: 15,
    eventChannel: 26,
  };

  it.each([
    [{ gwIndex: 'a' }, 'Enter a number for the GW Index.'],
    [{ channelGroupIndex: '1x' }, 'Enter a number for the Channel Group Index.'],
    [{ ip: '10.1.2.3' }, 'Enter the correct ipv4 format in Gateway IP.'],
    [{ ip: '10.1.2.300:8080' }, 'Enter the correct ipv4 format in Gateway IP.'],
    [{ netmask: '255.255.0' }, 'Enter the correct ipv4 format in Netmask.'],
    [{ defaultGateway: 'gw' }, 'Enter the correct ipv4 format in Default GW.'],
    [{ dns: '1.1.1.1.1' }, 'Enter the correct ipv4 format in DNS IP.'],
    [{ eslServerPort: '90a' }, 'Enter a number for the ESL Server Port.'],
  ])('edit one refuses %o with its exact message', async (bad, message) => {
    const response = await call('PUT', `/config/store/KR001/gw/${mac(kr[0])}`, admin, { ...valid, ...bad });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('edit one stores the configuration; the manager may edit its store', async () => {
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = 'KR001'`);
    const response = await call('PUT', `/config/store/KR001/gw/${mac(kr[0])}`, manager, valid);
    expect(response.statusCode, response.body).toBe(200);
    const read = await call('GET', `/config/store/KR001/gw/${mac(kr[0])}`, admin);
    expect(read.json()).toMatchObject({ gwMac: kr[0], ...valid });
  });

  it('edit all answers gwOK and gwNG (offline and unknown gateways are not changed)', async () => {
    await t.db.query(`UPDATE gateways SET status = 'OFFLINE' WHERE "gwMac" = $1`, [kr[1]]);
    const response = await call('PUT', '/config/store/KR001/gw', admin, {
      gwList: [
        { gwMac: kr[0], ...valid, netmask: '255.255.0.0' },
        { gwMac: kr[1], ...valid },
        { gwMac: eu, ...valid },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<UpdateAllResult>();
    expect(body.gwOK).toEqual([kr[0]]);
    expect(body.gwNG).toEqual([kr[1], eu]);
    expect(body.messages[kr[1]]).toBe('Unable to configure an offline gateway.');
    // each refused MAC's reason by its key too (issue 24), a key with Japanese and Korean text
    expect(body.reasons).toEqual({
      [kr[1]]: {
        message: 'Unable to configure an offline gateway.',
        messageKey: 'app.serverMessages.gatewayOfflineConfig',
      },
      [eu]: { message: 'Not Found', messageKey: 'app.serverMessages.notFound' },
    });
    expect(body.messages[eu]).toBe('Not Found');
    for (const tree of [ja, ko])
      expect([tree.app.serverMessages.gatewayOfflineConfig, tree.app.serverMessages.notFound]).toEqual([
        expect.stringMatching(/\S/),
        expect.stringMatching(/\S/),
      ]);
    const gateways = await t.app.repos.gateways.inStore('KR001');
    expect(gateways.find((g) => g.gwMac === kr[0])?.netmask).toBe('255.255.0.0');
    expect(gateways.find((g) => g.gwMac === kr[1])?.netmask).toBe('255.255.255.0');
    const invalid = await call('PUT', '/config/store/KR001/gw', admin, {
      gwList: [{ gwMac: kr[0], ...valid, dns: 'x' }],
    });
    expect(invalid.json()).toMatchObject({ message: 'Enter the correct ipv4 format in DNS IP.' });
    const offline = await call('PUT', `/config/store/KR001/gw/${mac(kr[1])}`, admin, valid);
    expect(offline.statusCode).toBe(409);
    // the configuration that did not reach the offline gateway, twice (edit all, then edit one): SEND TO GW FAILURE
    const failures = await t.db.query<{ location: string; data: { send: string } }>(
      `SELECT location, data FROM alarm_history WHERE type = 'SEND TO GW FAILURE' AND "sourceId" = $1`,
      [kr[1]],
    );
    expect(failures).toEqual([
      { location: 'KR001', data: expect.objectContaining({ send: 'config' }) },
      { location: 'KR001', data: expect.objectContaining({ send: 'config' }) },
    ]);
  });

  it('edit one and edit all take channels 27 to 31 only when the store has outband', async () => {
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = 'KR001'`);
    await t.db.query(`UPDATE stores SET "outbandEnable" = false WHERE "storeCode" = 'KR001'`);
    const outbandOf = async () => (await call('GET', '/config/store/KR001/gw', admin)).json().outbandEnable;
    expect(await outbandOf()).toBe(false);
    const outband = { ...valid, dataChannel: 27, eventChannel: 31 };
    const message = {
      message: 'Channels 27 to 31 need outband enabled for the store.',
      messageKey: 'app.serverMessages.outbandChannel',
    };
    const one = await call('PUT', `/config/store/KR001/gw/${mac(kr[0])}`, admin, outband);
    expect([one.statusCode, one.json()]).toEqual([400, message]);
    const all = await call('PUT', '/config/store/KR001/gw', admin, {
      gwList: [
        { gwMac: kr[0], ...valid, dns: '1.1.1.1' },
        { gwMac: kr[1], ...outband },
      ],
    });
    expect([all.statusCode, all.json()]).toEqual([400, message]);
    // nothing was written, not even the first row
    expect((await t.app.repos.gateways.inStore('KR001')).find((g) => g.gwMac === kr[0])?.dns).not.toBe(
      '1.1.1.1',
    );
    await t.db.query(`UPDATE stores SET "outbandEnable" = true WHERE "storeCode" = 'KR001'`);
    try {
      expect(await outbandOf()).toBe(true);
      const allowed = await call('PUT', `/config/store/KR001/gw/${mac(kr[0])}`, admin, outband);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json()).toMatchObject({ dataChannel: 27, eventChannel: 31 });
    } finally {
      await t.db.query(`UPDATE stores SET "outbandEnable" = false WHERE "storeCode" = 'KR001'`);
    }
  });

  it('scopes every store and gateway call of the manager, including a gateway of another store', async () => {
    const cases: Array<[Method, string, unknown?]> = [
      ['GET', '/config/store/EU001/gw'],
      ['PUT', '/config/store/EU001/gw', { gwList: [] }],
      ['GET', `/config/store/EU001/gw/${mac(eu)}`],
      ['PUT', `/config/store/KR001/gw/${mac(eu)}`, valid],
      ['DELETE', `/config/store/KR001/gw/${mac(eu)}`],
      ['GET', `/status/store/EU001`],
      ['GET', `/status/store/KR001/gw/${mac(eu)}`],
      ['POST', `/gw/reboot/${mac(eu)}`],
      ['GET', `/check/link/gw/${mac(eu)}`],
      ['GET', `/system/status/gw/${mac(eu)}`],
      ['POST', `/history/alarm/gw/${mac(eu)}/search`, {}],
      ['GET', '/config/gw/channel?storeCode=EU001'],
      ['POST', '/config/gw/channel', { storeCode: 'EU001', channelList: [] }],
      ['POST', '/gw/predefined', [{ gwMac: 'AA', storeCode: 'EU001' }]],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method, url, manager, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const search = await call('GET', '/gw/predefined/search', manager);
    expect(
      search.json<{ data: Array<{ storeCode: string }> }>().data.every((r) => r.storeCode !== 'EU001'),
    ).toBe(true);
  });

  it('reboot takes the gateway offline, link check fails, the simulator brings it back', async () => {
    await t.db.query(`UPDATE gateways SET status = 'NORMAL', "rebootUntil" = NULL WHERE "gwMac" = $1`, [
      kr[0],
    ]);
    expect((await call('GET', `/check/link/gw/${mac(kr[0])}`, admin)).json()).toEqual({ success: true });
    expect((await call('POST', `/gw/reboot/${mac(kr[0])}`, manager)).json()).toEqual({ success: true });
    expect((await call('GET', `/check/link/gw/${mac(kr[0])}`, admin)).json()).toEqual({ success: false });
    expect((await call('POST', `/gw/reboot/${mac(kr[0])}`, admin)).json()).toEqual({ success: false });
    await t.app.simulator.tick(new Date(Date.now() + 5_000));
    expect((await t.app.repos.gateways.get({ gwMac: kr[0] }))?.status).toBe('OFFLINE');
    await t.app.simulator.tick(new Date(Date.now() + 31_000));
    expect((await t.app.repos.gateways.get({ gwMac: kr[0] }))?.status).not.toBe('OFFLINE');
    expect((await call('GET', `/check/link/gw/${mac(kr[0])}`, admin)).json()).toEqual({ success: true });
  });

  it('gives the gateway detail its gauges, samples and alarm history', async () => {
    await t.app.simulator.tick(new Date(Date.now() + 60_000));
    await t.app.repos.alarms.record([
      { location: 'KR001', type: 'GW TIME SYNC ABNORMAL', class: 2, sourceType: 'gw', sourceId: kr[0] },
    ]);
    const status = await call('GET', `/system/status/gw/${mac(kr[0])}`, admin);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ memory: expect.any(Number), ramdisk: expect.any(Number) });
    const alarms = await call('POST', `/history/alarm/gw/${mac(kr[0])}/search`, admin, {});
    const rows = alarms.json<{ data: Array<{ type: string; class: number; location: string }> }>().data;
    expect(rows[0]).toMatchObject({ type: 'GW TIME SYNC ABNORMAL', class: 2, location: 'KR001' });
  });

  it('predefined upload answers the count, refuses bad rows, lists 25 per page', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      gwMac: `AA:BB:CC:00:00:${String(i).padStart(2, '0')}`,
      storeCode: 'KR001',
      ...valid,
    }));
    const ok = await call('POST', '/gw/predefined', admin, rows);
    expect(ok.json()).toEqual({ count: 30 });
    expect((await call('POST', '/gw/predefined', manager, { rows: rows.slice(0, 2) })).json()).toEqual({
      count: 2,
    });
    const bad = await call('POST', '/gw/predefined', admin, [{ ...rows[0], ip: '1.2.3.4' }]);
    expect(bad.json()).toMatchObject({ message: 'Enter the correct ipv4 format in Gateway IP.' });
    for (const payload of [[], { rows: 'x' }, [{ mac: 'x' }], [1]]) {
      const response = await call('POST', '/gw/predefined', admin, payload);
      expect(response.json()).toMatchObject({ message: 'Invalid file format' });
    }
    const list = await call('GET', '/gw/predefined/search?start=25', admin);
    expect(list.json()).toMatchObject({ recordsTotal: 30, data: expect.any(Array) });
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(5);
    // the console's query string: order=<column>:<dir> and the filters with their conditions
    const macs = (answer: { json: <T>() => T }) =>
      answer.json<{ data: Array<{ gwMac: string }> }>().data.map((r) => r.gwMac);
    const desc = await call('GET', '/gw/predefined/search?length=-1&order=gwMac%3Adesc', admin);
    expect(macs(desc)).toEqual([...macs(desc)].sort().reverse());
    expect(macs(desc)).toHaveLength(30);
    const asc = await call('GET', '/gw/predefined/search?length=-1&order=gwMac%3Aasc', admin);
    expect(macs(asc)).toEqual([...macs(desc)].reverse());
    const one = await call(
      'GET',
      `/gw/predefined/search?filter_gwMac=${mac(macs(asc)[3])}&condition_gwMac=%3D%3D`,
      admin,
    );
    expect(macs(one)).toEqual([macs(asc)[3]]);
    const predefined = { gwMac: kr[0], storeCode: 'KR001', ...valid, gwIndex: 7 };
    expect((await call('POST', '/gw/predefined', admin, [predefined])).json()).toEqual({ count: 1 });
    expect((await t.app.repos.gateways.get({ gwMac: kr[0] }))?.gwIndex).toBe(7);
  });

  it("a manager can neither move nor overwrite another store's predefined row; every row can be deleted", async () => {
    const row = { gwMac: 'AA:AA:AA:00:00:01', storeCode: 'EU001' };
    expect((await call('POST', '/gw/predefined', admin, [row])).json()).toEqual({ count: 1 });
    const moved = await call('POST', '/gw/predefined', manager, [{ ...row, storeCode: 'KR001' }]);
    expect(moved.statusCode).toBe(403);
    const rows = await t.db.query<{ storeCode: string }>(
      `SELECT "storeCode" FROM gateway_predefined WHERE "gwMac" = $1`,
      [row.gwMac],
    );
    expect(rows).toEqual([{ storeCode: 'EU001' }]);
    // a row without store is the all-store accounts'
    const unscoped = { gwMac: 'AA:AA:AA:00:00:02' };
    expect((await call('POST', '/gw/predefined', admin, [unscoped])).json()).toEqual({ count: 1 });
    expect(
      (await call('POST', '/gw/predefined', manager, [{ ...unscoped, storeCode: 'KR001' }])).statusCode,
    ).toBe(403);
    // delete: the row's store must be in scope
    expect((await call('DELETE', `/gw/predefined/${mac(row.gwMac)}`, manager)).statusCode).toBe(403);
    const own = { gwMac: 'AA:AA:AA:00:00:03', storeCode: 'KR001' };
    expect((await call('POST', '/gw/predefined', manager, [own])).json()).toEqual({ count: 1 });
    expect((await call('DELETE', `/gw/predefined/${mac(own.gwMac)}`, manager)).statusCode).toBe(200);
    for (const gwMac of [row.gwMac, unscoped.gwMac])
      expect((await call('DELETE', `/gw/predefined/${mac(gwMac)}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/gw/predefined/${mac(row.gwMac)}`, admin)).statusCode).toBe(404);
    const left = await t.db.query(`SELECT 1 FROM gateway_predefined WHERE "gwMac" LIKE 'AA:AA:AA:%'`);
    expect(left).toEqual([]);
  });

  it('channel settings: 11 to 26, 27 to 31 only with outband, applied per gwIndex', async () => {
    const get = await call('GET', '/config/gw/channel?storeCode=KR002', admin);
    expect(get.json()).toMatchObject({ storeCode: 'KR002', outbandEnable: false, channelList: [] });
    const post = (channelList: unknown[]) =>
      call('POST', '/config/gw/channel', admin, { storeCode: 'KR002', channelList });
    expect((await post([{ gwIndex: 0, dataChannel: 27, eventChannel: 26 }])).statusCode).toBe(400);
    expect((await post([{ gwIndex: 0, dataChannel: 10, eventChannel: 26 }])).statusCode).toBe(400);
    expect((await post([{ gwIndex: 'x', dataChannel: 11, eventChannel: 26 }])).json()).toMatchObject({
      message: 'Enter a number for the GW Index.',
    });
    const dup = [
      { gwIndex: 0, dataChannel: 11, eventChannel: 26 },
      { gwIndex: 0, dataChannel: 12, eventChannel: 26 },
    ];
    expect((await post(dup)).statusCode).toBe(400);
    const saved = await post([{ gwIndex: 0, dataChannel: 20, eventChannel: 25 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const gw0 = (await t.app.repos.gateways.inStore('KR002')).find((g) => g.gwIndex === 0);
    expect(gw0).toMatchObject({ dataChannel: 20, eventChannel: 25 });
    await t.db.query(`UPDATE stores SET "outbandEnable" = true WHERE "storeCode" = 'KR002'`);
    expect((await post([{ gwIndex: 1, dataChannel: 31, eventChannel: 27 }])).statusCode).toBe(200);
    expect((await post([{ gwIndex: 1, dataChannel: 32, eventChannel: 27 }])).statusCode).toBe(400);
    const after = await call('GET', '/config/gw/channel?storeCode=KR002', admin);
    expect(after.json()).toMatchObject({
      outbandEnable: true,
      channelList: [{ gwIndex: 1, dataChannel: 31 }],
    });
  });

  it('delete removes the gateway and the store counters follow', async () => {
    const before = (await t.app.repos.stores.summaries(undefined, 'KR002'))[0].gwCount;
    const gateway = (await t.app.repos.gateways.inStore('KR002'))[0].gwMac;
    expect((await call('DELETE', `/config/store/KR002/gw/${mac(gateway)}`, admin)).statusCode).toBe(200);
    const [row] = await t.db.query<{ gwCount: number }>(
      `SELECT "gwCount" FROM stores WHERE "storeCode" = 'KR002'`,
    );
    expect(row.gwCount).toBe(before - 1);
  });
});
