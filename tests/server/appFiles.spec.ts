// Mobile app files (doc 3 §2 Software, §4, §5, §7; docs/api.md 'Mobile app files'): upload (one file named
// mobile_{version_info}.apk, streamed to DATA_DIR/app-files), list, make active (one at a time), download the
// same bytes, remove; refusals (file name, size, no file) leave no file and no row; privileges.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { storedBytes, storedNames } from './storageHelpers.ts';
import { upload } from './softwareHelpers.ts';

const LIMIT = 64 * 1024;

interface AppFileRow {
  _id: number;
  ver: string;
  fileName: string;
  size: number;
  sha256: string;
  active: boolean;
  updatedAt: string;
}

describe.each(backends)('mobile app files on $name', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-app-files-'));
  const { t, admin, manager, viewer } = signedInApp(backend, { config: { dataDir, appFileMaxBytes: LIMIT } });
  /** null: no session headers */
  const call = async <T>(method: 'GET' | 'DELETE', url: string, headers: Headers | null = admin) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: headers ?? undefined });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const list = async () => (await call<{ data: AppFileRow[] }>('GET', '/app/file/list')).body.data;
  const stored = () => storedNames(t.app, 'app-files/');
  const apk = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7) % 256));

  it('refuses a wrong file name, a file over the limit, no file and an empty file: no file and no row are left', async () => {
    for (const name of ['app.apk', 'mobile_.apk', 'mobile_1.0.zip', 'mobile_../x.apk']) {
      const response = await upload(t.app, admin, '/api/app/file', { name, content: apk(10) });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid file format' });
    }
    const big = await upload(t.app, admin, '/api/app/file', {
      name: 'mobile_9.apk',
      content: apk(LIMIT + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ message: string }>().message).toMatch(/larger than the limit/);
    const none = await upload(t.app, admin, '/api/app/file');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'No file was sent.' });
    // a zero-byte file is no file (as a zero-byte software package)
    const empty = await upload(t.app, admin, '/api/app/file', {
      name: 'mobile_1.0.apk',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'No file was sent.' });
    expect(await list()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('uploads, lists newest first, makes one active, downloads the same bytes and removes', async () => {
    const first = await upload(t.app, admin, '/api/app/file', {
      name: 'mobile_1.2.0.apk',
      content: apk(5000),
    });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json<AppFileRow>();
    expect(a).toMatchObject({ ver: '1.2.0', fileName: 'mobile_1.2.0.apk', size: 5000, active: false });
    const second = await upload(t.app, admin, '/api/app/file', {
      name: 'mobile_1.3.0-rc1.apk',
      content: apk(700),
    });
    const b = second.json<AppFileRow>();
    expect((await list()).map((f) => f.ver)).toEqual(['1.3.0-rc1', '1.2.0']);
    expect(await stored()).toEqual([`${a._id}.apk`, `${b._id}.apk`].sort());
    expect(await storedBytes(t.app, `app-files/${a._id}.apk`)).toEqual(apk(5000));

    expect((await call<AppFileRow>('GET', `/app/file/active/${a._id}`)).body.active).toBe(true);
    expect((await call<AppFileRow>('GET', `/app/file/active/${b._id}`)).body.active).toBe(true);
    expect((await list()).map((f) => [f.ver, f.active])).toEqual([
      ['1.3.0-rc1', true],
      ['1.2.0', false],
    ]);

    const download = await t.app.inject({ method: 'GET', url: `/api/app/file/${a._id}`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="mobile_1.2.0.apk"');
    expect(download.rawPayload).toEqual(apk(5000));

    expect((await call('DELETE', `/app/file/${b._id}`)).status).toBe(200);
    expect((await list()).map((f) => f.ver)).toEqual(['1.2.0']);
    expect(await stored()).toEqual([`${a._id}.apk`]);
    expect((await call('DELETE', `/app/file/${b._id}`)).status).toBe(404);
    expect((await call('GET', `/app/file/${b._id}`)).status).toBe(404);
    expect((await call('GET', `/app/file/active/${b._id}`)).status).toBe(404);
    expect((await call('GET', '/app/file/abc')).status).toBe(404);
  });

  it('needs a session (401) and the setting privilege (403) for every call', async () => {
    const [row] = await list();
    for (const [method, url] of [
      ['GET', '/app/file/list'],
      ['GET', `/app/file/active/${row._id}`],
      ['DELETE', `/app/file/${row._id}`],
      ['GET', `/app/file/${row._id}`],
    ] as const) {
      expect((await call(method, url, null)).status, url).toBe(401);
      expect((await call(method, url, viewer)).status, url).toBe(403);
      expect((await call(method, url, manager)).status, url).toBe(403);
    }
    const content = { name: 'mobile_2.0.apk', content: apk(10) };
    expect((await upload(t.app, undefined, '/api/app/file', content)).statusCode).toBe(401);
    expect((await upload(t.app, viewer, '/api/app/file', content)).statusCode).toBe(403);
    expect((await list()).map((f) => f.ver)).toEqual(['1.2.0']);
  });
});
