// A signage device's show (doc 3 §4 'Template on devices'; docs/api.md 'Signage shows', 'Signage pictures'):
// applying a template links it and gives its show, saving a show that differs unlinks it (custom), an empty
// template clears it, every write sets syncedAt NULL (the simulator's sync contract); the picture of what a
// device shows is a PNG of its screen size with the images, the product slots and the plus data decorator's
// data; 401, 403 (privilege, store), 400, 404.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, postJson, signedInApp, type Headers } from './helpers.ts';
import { apiCaller, png, uploadMedia } from './plusMediaHelpers.ts';

interface ShowView {
  mac: string;
  template: string | null;
  custom: boolean;
  size: string | null;
  screenWidth: number;
  screenHeight: number;
  show: Array<{ duration: number; bgColor: string; object: Array<Record<string, unknown>> }>;
  reportedShow: unknown[] | null;
  syncedAt: string | null;
  synced: boolean;
  slide: number | null;
}

const D1 = 'aabbccdd0001';
const D2 = 'aabbccdd0002';
const WIDE = 'aabbccdd0354';
const RED = '#ff0000';

/** the RGBA of one pixel of a PNG */
async function pixel(pngBytes: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(pngBytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

describe.each(backends)('signage device shows on $name', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-plus-show-'));
  const { t, admin, manager, viewer } = signedInApp(backend, { config: { dataDir } });
  const api = apiCaller(() => t.app, admin);
  // (method, url, payload, headers): the payload first, as most calls here send one
  const call = <T>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Headers | null = admin,
  ) => api<T>(method, url, headers, payload as object | undefined);
  const show = (mac: string) => call<ShowView>('GET', `/plus/store/KR001/device/${mac}/show`);
  const apply = (body: object, query = '') =>
    call<{ template: string | null; count: number; macList: string[] }>(
      'POST',
      `/plus/store/KR001/device/list/template${query}`,
      body,
    );
  /** what the simulator's tick does for an ONLINE device */
  const syncDevices = () =>
    t.db.query(
      `UPDATE plus_devices SET "reportedShow" = show, "syncedAt" = now() WHERE "storeCode" = 'KR001'`,
    );
  let prCode = '';
  const shelf = [
    {
      duration: 30,
      bgColor: '#000000',
      object: [
        { type: 'image', id: '1', left: 0, top: 0, width: 300, height: 158 },
        { type: 'product', id: '1', left: 400, top: 0, width: 360, height: 158 },
        { type: 'widget', id: '7', left: 1000, top: 0, width: 300, height: 158 },
      ],
    },
    { duration: 10, bgColor: '#ffffff', object: [] },
  ];

  beforeAll(async () => {
    const uploaded = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file', [
      { name: 'red.png', content: png(40, 40, RED) },
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect(
      (await call('POST', '/plus/store/KR001/template/Shelf', { size: '23.1', show: shelf })).status,
    ).toBe(200);
    expect(
      (await call('POST', '/plus/store/KR001/template/Wide', { size: '35.4', show: shelf })).status,
    ).toBe(200);
    [{ prCode }] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    await t.db.query(
      `INSERT INTO plus_devices (mac, "storeCode", name, model, status, "screenWidth", "screenHeight", products, "syncedAt")
       VALUES ($1, 'KR001', 'Door', 'IP231A', 'ONLINE', 1920, 158, $4::jsonb, now()),
              ($2, 'KR001', 'Aisle', 'IP231A', 'ONLINE', 1920, 158, '[]'::jsonb, now()),
              ($3, 'KR001', 'Wide', 'IP354A', 'ONLINE', 2880, 158, '[]'::jsonb, now())`,
      [D1, D2, WIDE, JSON.stringify([{ index: 0, prCode }])],
    );
  });

  it('applying a template links it, gives its show and clears syncedAt', async () => {
    const before = await show(D1);
    expect(before.body).toMatchObject({ template: null, custom: true, size: '23.1', synced: true, show: [] });
    const applied = await apply({ template: 'Shelf', macList: [D1, 'AA:BB:CC:DD:00:02'], flag: 1 });
    expect(applied).toMatchObject({ status: 200, body: { template: 'Shelf', count: 2, macList: [D1, D2] } });
    const after = await show(D1);
    expect(after.body).toMatchObject({ template: 'Shelf', custom: false, syncedAt: null, synced: false });
    const template = await call<{ show: unknown }>('GET', '/plus/store/KR001/template/Shelf');
    expect(after.body.show).toEqual(template.body.show);
    expect((await show(D2)).body.template).toBe('Shelf');
  });

  it('flag 0 with ?update=false leaves devices that already follow the template as they are', async () => {
    await syncDevices();
    const quiet = await apply({ template: 'Shelf', macList: [D1, D2], flag: 0 }, '?update=false');
    expect(quiet.body).toMatchObject({ count: 0, macList: [] });
    expect((await show(D1)).body.synced).toBe(true);
    const again = await apply({ template: 'Shelf', macList: [D1], flag: 1 });
    expect(again.body).toMatchObject({ count: 1, macList: [D1] });
    expect((await show(D1)).body.synced).toBe(false);
  });

  it('saving the same show keeps the link; a show that differs unlinks it (custom)', async () => {
    const current = (await show(D2)).body;
    const same = await call<ShowView>('POST', `/plus/store/KR001/device/${D2}/show`, {
      screenWidth: 1920,
      screenHeight: 158,
      show: current.show,
    });
    expect(same.body).toMatchObject({ template: 'Shelf', custom: false, synced: false });
    const edited = structuredClone(current.show);
    edited[0].object[0].left = 20;
    const custom = await call<ShowView>('POST', `/plus/store/KR001/device/${D2}/show`, { show: edited });
    expect(custom.status).toBe(200);
    expect(custom.body).toMatchObject({ template: null, custom: true, syncedAt: null });
    expect(custom.body.show[0].object[0]).toMatchObject({ left: 20, index: 1 });
  });

  it('applying an empty template clears the link and the show', async () => {
    await syncDevices();
    const cleared = await apply({ template: '', macList: [D2] });
    expect(cleared.body).toMatchObject({ template: null, count: 1, macList: [D2] });
    expect((await show(D2)).body).toMatchObject({ template: null, custom: true, show: [], synced: false });
  });

  it('the picture of what a device shows: its reported slide at its screen size, images, products, boxes', async () => {
    await t.db.query(`UPDATE plus_devices SET "reportedShow" = NULL WHERE mac = $1`, [D1]);
    const none = await call<{ message: string }>('GET', `/plus/store/KR001/device/${D1}/picture`);
    expect(none).toMatchObject({
      status: 404,
      body: { message: 'The device has not reported what it shows yet.' },
    });
    await syncDevices();
    const picture = await call('GET', `/plus/store/KR001/device/${D1}/picture`);
    expect(picture.status).toBe(200);
    expect(picture.raw.headers['content-type']).toBe('image/png');
    expect(picture.raw.headers['x-slide']).toBe('0');
    const bytes = picture.raw.rawPayload;
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1920, 158]);
    // the uploaded red image fills its box; the first product slot is a white card; the widget is a box
    expect(await pixel(bytes, 150, 80)).toEqual([255, 0, 0, 255]);
    expect(await pixel(bytes, 404, 4)).toEqual([255, 255, 255, 255]);
    expect(await pixel(bytes, 1800, 80)).toEqual([0, 0, 0, 255]);
    expect(await pixel(bytes, 1005, 150)).not.toEqual([0, 0, 0, 255]);
    // the second slide on request: white
    const second = await call('GET', `/plus/store/KR001/device/${D1}/picture?slide=1`);
    expect(await pixel(second.raw.rawPayload, 150, 80)).toEqual([255, 255, 255, 255]);
    expect((await call('GET', `/plus/store/KR001/device/${D1}/picture?slide=2`)).status).toBe(404);
    // a device whose show is empty shows a black screen
    const empty = await call('GET', `/plus/store/KR001/device/${D2}/picture`);
    expect(empty.raw.headers['x-slide']).toBe('-1');
    expect(await pixel(empty.raw.rawPayload, 150, 80)).toEqual([0, 0, 0, 255]);
  });

  it("the device's products pass through the plus data decorator (the store's, else the default)", async () => {
    const url = `/plus/store/KR001/device/${D1}/picture`;
    const plain = (await call('GET', url)).raw.rawPayload;
    const save = (target: string, code: string, useType = 'custom') =>
      postJson(t.app, admin, `/plus/decorator/store/${target}`, { code, useType });
    try {
      await save(
        'default',
        `function decorate(product, device) {
  return { ...product, prInfo: ['DEFAULT ' + device.mac, '1.00'] };
}`,
      );
      const byDefault = (await call('GET', url)).raw.rawPayload;
      expect(byDefault.equals(plain)).toBe(false);
      await save(
        'KR001',
        `function decorate(product, device) {
  return { ...product, prInfo: ['STORE ' + device.storeCode + ' ' + device.model, '2.00'] };
}`,
      );
      const byStore = (await call('GET', url)).raw.rawPayload;
      expect(byStore.equals(plain)).toBe(false);
      expect(byStore.equals(byDefault)).toBe(false);
      // a failing decorator leaves the product undecorated
      await save('KR001', 'function decorate(product) {\n  return product.nothing.here;\n}');
      expect((await call('GET', url)).raw.rawPayload.equals(plain)).toBe(true);
    } finally {
      await save('KR001', '', 'none');
      await save('default', '', 'none');
    }
    expect((await call('GET', url)).raw.rawPayload.equals(plain)).toBe(true);
  });

  it('the picture of a template at its size', async () => {
    const wide = await call('GET', '/plus/store/KR001/template/Wide/picture');
    expect(wide.status).toBe(200);
    const bytes = wide.raw.rawPayload;
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([2880, 158]);
    expect(await pixel(bytes, 150, 80)).toEqual([255, 0, 0, 255]);
    // no device: the product slots are empty
    expect(await pixel(bytes, 404, 4)).toEqual([0, 0, 0, 255]);
    expect((await call('GET', '/plus/store/KR001/template/Wide/picture?slide=1')).status).toBe(200);
    expect((await call('GET', '/plus/store/KR001/template/Wide/picture?slide=5')).status).toBe(404);
    expect((await call('GET', '/plus/store/KR001/template/Nope/picture')).status).toBe(404);
    expect((await call('GET', '/plus/store/KR001/template/Wide/picture?slide=x')).status).toBe(400);
  });

  it('refuses bad input with 400 and unknown devices or templates with 404', async () => {
    const refused = async (status: number, method: 'GET' | 'POST', url: string, body?: unknown) =>
      expect((await call(method, url, body)).status, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
    await refused(400, 'GET', '/plus/store/KR001/device/nothex/show');
    await refused(404, 'GET', '/plus/store/KR001/device/aabbccddeeee/show');
    await refused(404, 'GET', '/plus/store/NOPE/device/aabbccddeeee/show');
    await refused(400, 'POST', `/plus/store/KR001/device/${D1}/show`, {});
    await refused(400, 'POST', `/plus/store/KR001/device/${D1}/show`, { show: 'x' });
    await refused(400, 'POST', `/plus/store/KR001/device/${D1}/show`, { show: [{ bgColor: 'red' }] });
    await refused(400, 'POST', `/plus/store/KR001/device/${D1}/show`, { show: [], screenWidth: 'wide' });
    const otherScreen = await call<{ message: string }>('POST', `/plus/store/KR001/device/${D1}/show`, {
      show: [],
      screenWidth: 2880,
      screenHeight: 158,
    });
    expect(otherScreen).toMatchObject({
      status: 400,
      body: { message: 'The show was made for another screen size.' },
    });
    await refused(400, 'POST', '/plus/store/KR001/device/list/template', { template: 'Shelf' });
    await refused(400, 'POST', '/plus/store/KR001/device/list/template', { template: 'Shelf', macList: [] });
    await refused(400, 'POST', '/plus/store/KR001/device/list/template', {
      template: 'Shelf',
      macList: ['xyz'],
    });
    await refused(400, 'POST', '/plus/store/KR001/device/list/template', {
      template: 'Shelf',
      macList: [D1],
      flag: 2,
    });
    await refused(400, 'POST', '/plus/store/KR001/device/list/template?update=maybe', {
      template: 'Shelf',
      macList: [D1],
    });
    await refused(404, 'POST', '/plus/store/KR001/device/list/template', { template: 'Nope', macList: [D1] });
    const missing = await apply({ template: 'Shelf', macList: [D1, 'aabbccddeeee'] });
    expect(missing).toMatchObject({ status: 404, body: { missing: ['aabbccddeeee'] } });
    const misfit = await apply({ template: 'Shelf', macList: [D1, WIDE] });
    expect(misfit).toMatchObject({
      status: 400,
      body: { message: 'The template size does not match the screen of these devices.', devices: [WIDE] },
    });
    expect((await apply({ template: 'Wide', macList: [WIDE] })).body.count).toBe(1);
  });

  it('needs a session, plus read / write and the store in scope', async () => {
    const read = [`/plus/store/KR001/device/${D1}/show`, `/plus/store/KR001/device/${D1}/picture`];
    for (const url of read) {
      expect((await call('GET', url, undefined, null)).status, url).toBe(401);
      expect((await call('GET', url, undefined, manager)).status, url).toBe(403);
      expect((await call('GET', url, undefined, viewer)).status, url).toBe(200);
    }
    expect((await call('GET', '/plus/store/KR001/template/Shelf/picture', undefined, manager)).status).toBe(
      403,
    );
    const write = await call('POST', `/plus/store/KR001/device/${D1}/show`, { show: [] }, viewer);
    expect(write.status).toBe(403);
    const applied = await call(
      'POST',
      '/plus/store/KR001/device/list/template',
      { template: 'Shelf', macList: [D1] },
      viewer,
    );
    expect(applied.status).toBe(403);
    await t.db.query(
      `UPDATE roles SET privilege = privilege || '[{"key":"plus","depth":0,"read":true,"write":true}]'::jsonb WHERE role_id = 1`,
    );
    expect((await call('GET', read[0], undefined, manager)).status).toBe(200);
    expect((await call('GET', `/plus/store/KR002/device/${D1}/show`, undefined, manager)).status).toBe(403);
    expect((await call('GET', `/plus/store/KR002/device/${D1}/picture`, undefined, manager)).status).toBe(
      403,
    );
    expect((await call('GET', '/plus/store/KR002/template/Shelf/picture', undefined, manager)).status).toBe(
      403,
    );
    const outside = await call(
      'POST',
      '/plus/store/KR002/device/list/template',
      { template: 'Shelf', macList: [D1] },
      manager,
    );
    expect(outside.status).toBe(403);
    expect((await call('POST', `/plus/store/KR002/device/${D1}/show`, { show: [] }, manager)).status).toBe(
      403,
    );
  });

  it('saving a template gives its new show to the devices following it; a size they no longer fit unlinks them', async () => {
    await apply({ template: 'Shelf', macList: [D1], flag: 1 });
    await syncDevices();
    const custom = (await show(D2)).body;
    expect(custom.template).toBeNull();
    const edited = structuredClone(shelf);
    edited[1].bgColor = '#00ff00';
    type Saved = { sentTo: string[]; unlinked: string[]; show: unknown };
    const saved = await call<Saved>('POST', '/plus/store/KR001/template/Shelf', {
      size: '23.1',
      show: edited,
    });
    expect(saved.body).toMatchObject({ sentTo: [D1], unlinked: [] });
    const follower = (await show(D1)).body;
    expect(follower).toMatchObject({ template: 'Shelf', custom: false, synced: false });
    expect(follower.show).toEqual(saved.body.show);
    expect(follower.show[1].bgColor).toBe('#00ff00');
    // a device that does not follow it keeps its own show
    expect((await show(D2)).body.show).toEqual(custom.show);
    // the same show again: nothing to send
    await syncDevices();
    const again = await call<Saved>('POST', '/plus/store/KR001/template/Shelf', {
      size: '23.1',
      show: edited,
    });
    expect(again.body).toMatchObject({ sentTo: [], unlinked: [] });
    expect((await show(D1)).body.synced).toBe(true);
    // 35.4 no longer fits the 23.1 screen: it stops following and keeps what it shows
    const wider = await call<Saved>('POST', '/plus/store/KR001/template/Shelf', {
      size: '35.4',
      show: edited,
    });
    expect(wider.body).toMatchObject({ sentTo: [], unlinked: [D1] });
    expect((await show(D1)).body).toMatchObject({ template: null, custom: true, show: follower.show });
    // a replace by import reaches followers the same way
    await call('POST', '/plus/store/KR001/template/Shelf', { size: '23.1', show: shelf });
    await apply({ template: 'Shelf', macList: [D1], flag: 1 });
    const imported = await call<{ data: Saved[] }>(
      'POST',
      '/plus/store/KR001/template/import?replace=Shelf',
      {
        size: '23.1',
        show: edited,
      },
    );
    expect(imported.body.data[0].sentTo).toEqual([D1]);
  });
});
