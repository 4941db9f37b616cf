// Signage media (doc 3 §2, §4, §5, §7 Signage; docs/api.md 'Signage media'): upload up to 10 files (images
// checked by their bytes, sizes read from the headers), replace one by id, list, search, download the same bytes,
// a video's thumbnail, delete refused while a template uses the file (listing templates and devices through
// findByImage), the overview totals, and refusals that leave no file and no row; 401, 403 (privilege, store).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backends, signedInApp } from './helpers.ts';
import { storedBytes, storedNames } from './storageHelpers.ts';
import { apiCaller, mp4, png, uploadMedia } from './plusMediaHelpers.ts';

interface Media {
  _id: number;
  id: number;
  name: string;
  type: string;
  storeCode: string;
  width?: number;
  height?: number;
  size: number;
  contentType: string;
  thumbnail: boolean;
}

const LIMIT = 256 * 1024;

describe.each(backends)('signage media on $name', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-plus-media-'));
  const { t, admin, manager, viewer } = signedInApp(backend, {
    config: { dataDir, plusMediaMaxBytes: { image: LIMIT, video: LIMIT, widget: LIMIT } },
  });
  const call = apiCaller(() => t.app, admin);
  const stored = (type: string) => storedNames(t.app, `plus-media/KR001/${type}/`);
  const list = async (type: string) =>
    (await call<{ data: Media[] }>('GET', `/plus/store/KR001/${type}/list`)).body.data;

  it('refuses a wrong type, too many files, a file over the limit and no file: nothing is left', async () => {
    const wrong = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file', [
      { name: 'a.png', content: png(20, 10) },
      { name: 'b.png', content: Buffer.from('not a picture at all') },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid file format' });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, content: png(4, 4) }));
    const many = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file', eleven);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ message: 'Upload at most 10 files at once.' });
    const big = await uploadMedia(t.app, admin, '/plus/store/KR001/video/file', [
      { name: 'big.mp4', content: mp4(LIMIT + 10) },
    ]);
    expect(big.statusCode).toBe(413);
    const none = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file', []);
    expect(none.statusCode).toBe(400);
    const videoAsImage = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file', [
      { name: 'v.png', content: mp4() },
    ]);
    expect(videoAsImage.statusCode).toBe(400);
    const badType = await uploadMedia(t.app, admin, '/plus/store/KR001/audio/file', [
      { name: 'a.png', content: png(4, 4) },
    ]);
    expect(badType.statusCode).toBe(404);
    expect(await list('image')).toEqual([]);
    expect(await list('video')).toEqual([]);
    expect(await stored('image')).toEqual([]);
    expect(await stored('video')).toEqual([]);
  });

  it('uploads several images with their sizes, lists, searches, downloads the same bytes and replaces one', async () => {
    const first = png(300, 158);
    const response = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file', [
      { name: 'logo.png', content: first },
      { name: 'banner.png', content: png(600, 100, '#0033cc') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ data: Media[] }>().data;
    expect(rows.map((r) => [r.id, r.name, r.width, r.height, r.contentType])).toEqual([
      [1, 'logo.png', 300, 158, 'image/png'],
      [2, 'banner.png', 600, 100, 'image/png'],
    ]);
    expect(await stored('image')).toEqual(rows.map((r) => String(r._id)).sort());
    const search = await call<{ recordsTotal: number; data: Media[] }>(
      'POST',
      '/status/store/KR001/plus/image/search',
      admin,
      { filter_name: 'bann' },
    );
    expect(search.body).toMatchObject({ recordsTotal: 2, recordsFiltered: 1 });
    expect(search.body.data.map((r) => r.name)).toEqual(['banner.png']);

    const download = await call('GET', '/plus/store/KR001/image/file/1');
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload).toEqual(first);
    expect(download.raw.headers['content-type']).toBe('image/png');
    expect(download.raw.headers['content-disposition']).toBe("attachment; filename*=UTF-8''logo.png");

    const two = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file?id=1', [
      { name: 'a.png', content: png(4, 4) },
      { name: 'b.png', content: png(4, 4) },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: 'Replace with exactly one file.' });
    const unknown = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file?id=99', [
      { name: 'a.png', content: png(4, 4) },
    ]);
    expect(unknown.statusCode).toBe(404);
    const replaced = await uploadMedia(t.app, admin, '/plus/store/KR001/image/file?id=1', [
      { name: 'logo2.png', content: png(200, 158, '#00ff00') },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ data: Media[] }>().data[0]).toMatchObject({
      _id: rows[0]._id,
      id: 1,
      name: 'logo2.png',
      width: 200,
    });
    expect((await list('image')).map((r) => r.name)).toEqual(['logo2.png', 'banner.png']);
    expect(await storedBytes(t.app, `plus-media/KR001/image/${rows[0]._id}`)).toEqual(
      png(200, 158, '#00ff00'),
    );
    expect(await stored('image')).toEqual(rows.map((r) => String(r._id)).sort());
  });

  it('keeps a video with the size and thumbnail the console sends', async () => {
    const thumb = png(160, 90);
    const response = await uploadMedia(
      t.app,
      admin,
      '/plus/store/KR001/video/file',
      [
        { name: 'clip.mp4', content: mp4() },
        { field: 'thumbnail', name: 'clip.png', content: thumb },
      ],
      { meta: JSON.stringify([{ width: 1920, height: 158 }]) },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [video] = response.json<{ data: Media[] }>().data;
    expect(video).toMatchObject({
      id: 1,
      width: 1920,
      height: 158,
      contentType: 'video/mp4',
      thumbnail: true,
    });
    const picture = await call('GET', '/plus/store/KR001/video/file/1/thumbnail');
    expect(picture.status).toBe(200);
    expect(picture.raw.rawPayload).toEqual(thumb);
    const badThumb = await uploadMedia(t.app, admin, '/plus/store/KR001/video/file', [
      { name: 'clip2.mp4', content: mp4() },
      { field: 'thumbnail', name: 'x.png', content: Buffer.from('nope') },
    ]);
    expect(badThumb.statusCode).toBe(400);
    expect((await list('video')).length).toBe(1);
    expect(await stored('video')).toEqual([String(video._id), `${video._id}.thumb`]);
  });

  it('takes zip and html widgets', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    const response = await uploadMedia(t.app, admin, '/plus/store/KR001/widget/file', [
      { name: 'clock.zip', content: zip },
      { name: 'clock.html', content: Buffer.from('<!DOCTYPE html><html><body>12:00</body></html>') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Media[] }>().data.map((r) => r.contentType)).toEqual([
      'application/zip',
      'text/html',
    ]);
  });

  it('refuses to delete an image a template uses, naming the template, and deletes it once unused', async () => {
    const show = [{ object: [{ type: 'image', id: '2', left: 0, top: 0, width: 600, height: 100 }] }];
    const saved = await call('POST', '/plus/store/KR001/template/Front', admin, { size: '23.1', show });
    expect(saved.status).toBe(200);
    const finder = await call<{ data: unknown[]; templates: string[] }>(
      'GET',
      '/plus/device/findByImage/2/store/KR001',
    );
    expect(finder.body).toEqual({ data: [], templates: ['Front'] });
    const refused = await call<{ message: string; templates: string[] }>(
      'DELETE',
      '/plus/store/KR001/image/file/2',
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'There are devices that use this image file.',
      templates: ['Front'],
    });
    expect((await list('image')).length).toBe(2);

    expect((await call('DELETE', '/plus/store/KR001/template/Front')).status).toBe(200);
    const before = (await stored('image')).length;
    expect((await call('DELETE', '/plus/store/KR001/image/file/2')).status).toBe(200);
    expect((await list('image')).map((r) => r.id)).toEqual([1]);
    expect((await stored('image')).length).toBe(before - 1);
    expect((await call('DELETE', '/plus/store/KR001/image/file/2')).status).toBe(404);
  });

  it('refuses while a device follows a template using the file, listing the device', async () => {
    try {
      await call('POST', '/plus/store/KR001/template/Back', admin, { show: [] });
      const widget = [{ object: [{ type: 'widget', id: '1', left: 0, top: 0, width: 100, height: 100 }] }];
      await t.db.query(
        `INSERT INTO plus_devices (mac, "storeCode", name, model, status, template, show)
         VALUES ('aabbccddeeff', 'KR001', 'Door', 'IP231A', 'ONLINE', 'Back', $1::jsonb)`,
        [JSON.stringify(widget)],
      );
      const finder = await call<{ data: Array<{ mac: string }> }>(
        'GET',
        '/plus/device/findByWidget/1/store/KR001',
      );
      expect(finder.body.data.map((d) => d.mac)).toEqual(['aabbccddeeff']);
      // the template's own finder names the device following it; the widget list still holds the widget
      const following = await call<{ data: Array<{ mac: string }> }>(
        'GET',
        '/plus/device/findByTemplate/Back/store/KR001',
      );
      expect(following.body.data.map((d) => d.mac)).toEqual(['aabbccddeeff']);
      expect((await call('GET', '/plus/device/findByTemplate/Nobody/store/KR001')).status).toBe(404);
      expect((await list('widget')).map((r) => r.id)).toContain(1);
      const refused = await call<{ message: string; devices: Array<{ mac: string }> }>(
        'DELETE',
        '/plus/store/KR001/widget/file/1',
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('There are devices that use this widget.');
      expect(refused.body.devices.map((d) => d.mac)).toEqual(['aabbccddeeff']);
      const template = await call<{ message: string }>('DELETE', '/plus/store/KR001/template/Back');
      expect(template.status).toBe(409);
      expect(template.body.message).toBe('There are devices that use this template.');
      const many = await call<{ message: string }>('POST', '/plus/store/KR001/template/delete', admin, {
        idList: ['Back'],
      });
      expect(many.status).toBe(409);
      expect(many.body.message).toBe('Some templates are in use and cannot be deleted.');
    } finally {
      await t.db.query(`DELETE FROM plus_devices WHERE mac = 'aabbccddeeff'`);
    }
  });

  it('answers the overview totals per store', async () => {
    const { body } = await call<{ data: Array<{ storeCode: string; total: number; storeName: string }> }>(
      'GET',
      '/status/store/plus/image',
    );
    expect(body.data.find((s) => s.storeCode === 'KR001')?.total).toBe(1);
    expect(body.data.find((s) => s.storeCode === 'KR002')?.total).toBe(0);
    expect((await call('GET', '/status/store/plus/sound')).status).toBe(404);
  });

  it('needs a session, plus read to read, plus write to change, and the store in scope', async () => {
    for (const url of [
      '/plus/store/KR001/image/list',
      '/plus/store/KR001/image/file/1',
      '/status/store/plus/image',
    ])
      expect((await call('GET', url, null)).status, url).toBe(401);
    // the demo manager has no plus privilege
    expect((await call('GET', '/plus/store/KR001/image/list', manager)).status).toBe(403);
    expect((await call('GET', '/status/store/plus/video', manager)).status).toBe(403);
    // the viewer reads but does not write
    expect((await call('GET', '/plus/store/KR001/image/file/1', viewer)).status).toBe(200);
    const upload = await uploadMedia(t.app, viewer, '/plus/store/KR001/image/file', [
      { name: 'a.png', content: png(4, 4) },
    ]);
    expect(upload.statusCode).toBe(403);
    expect((await call('DELETE', '/plus/store/KR001/image/file/1', viewer)).status).toBe(403);
    // a store outside the account's stores
    await t.db.query(
      `UPDATE roles SET privilege = privilege || '[{"key":"plus","depth":0,"read":true,"write":true}]'::jsonb WHERE role_id = 1`,
    );
    expect((await call('GET', '/plus/store/KR001/image/list', manager)).status).toBe(200);
    expect((await call('GET', '/plus/store/KR002/image/list', manager)).status).toBe(403);
    const outside = await uploadMedia(t.app, manager, '/plus/store/KR002/image/file', [
      { name: 'a.png', content: png(4, 4) },
    ]);
    expect(outside.statusCode).toBe(403);
    const overview = await call<{ data: Array<{ storeCode: string }> }>(
      'GET',
      '/status/store/plus/image',
      manager,
    );
    expect(overview.body.data.map((s) => s.storeCode).sort()).toEqual(['JP001', 'KR001']);
    expect((await call('GET', '/plus/store/NOPE/image/list')).status).toBe(404);
  });
});
