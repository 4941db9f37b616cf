// Two server instances on one PostgreSQL database in one process (issue 23, "files live on one instance's disk"),
// each with its own data directory and logger as on separate hosts: every stored file one instance received is
// served by the other (a signage image, its picture and a video's thumbnail, a mobile app file, an upgrade
// package, a finished download), and the server log download holds the log lines of both instances.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { createLogger } from '../../server/logger.ts';
import { buildPackage } from '../../server/software/upgradePackage.ts';
import { download } from './downloadsHelpers.ts';
import { ADMIN, ADMIN_URL, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';
import { mp4, png, uploadMedia } from './plusMediaHelpers.ts';
import { upload, type RolloutSummary } from './softwareHelpers.ts';
import { storedBytes } from './storageHelpers.ts';

/** a logger writing into `lines`, as an instance's own log output */
function capturedLogger(lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createLogger('info', sink);
}

async function pixel(pngBytes: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(pngBytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'stored files of two instances on one $name database',
  (backend) => {
    let t: TestApp;
    let other: FastifyInstance;
    let otherDb: Db;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let admin: Headers;
    const linesA: string[] = [];
    const linesB: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(backend, {
        config: { dataDir: mkdtempSync(join(tmpdir(), 'esl-shared-a-')) },
        logger: capturedLogger(linesA),
      });
      const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      otherDb = await openPostgres(url.toString());
      other = await buildApp({
        config: testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'esl-shared-b-')) }),
        db: otherDb,
        logger: capturedLogger(linesB),
      });
      [a, b] = [t.app, other];
      admin = await login(a, ADMIN);
    });
    afterAll(async () => {
      await other?.close();
      await otherDb?.close();
      await t?.close();
    });

    const get = (app: FastifyInstance, url: string) =>
      app.inject({ method: 'GET', url: `/api${url}`, headers: admin });

    it('serves a signage image, its picture and a video thumbnail uploaded through the other instance', async () => {
      const red = png(40, 40, '#ff0000');
      const image = await uploadMedia(a, admin, '/plus/store/KR001/image/file', [
        { name: 'red.png', content: red },
      ]);
      expect(image.statusCode, image.body).toBe(200);
      const [row] = image.json<{ data: Array<{ id: number }> }>().data;
      const thumb = png(160, 90, '#00ff00');
      const video = await uploadMedia(b, admin, '/plus/store/KR001/video/file', [
        { name: 'clip.mp4', content: mp4() },
        { field: 'thumbnail', name: 'clip.png', content: thumb },
      ]);
      expect(video.statusCode, video.body).toBe(200);
      const [clip] = video.json<{ data: Array<{ id: number }> }>().data;

      for (const app of [a, b]) {
        const file = await get(app, `/plus/store/KR001/image/file/${row!.id}`);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload).toEqual(red);
        const thumbnail = await get(app, `/plus/store/KR001/video/file/${clip!.id}/thumbnail`);
        expect(thumbnail.statusCode).toBe(200);
        expect(thumbnail.rawPayload).toEqual(thumb);
      }

      // the picture of a template showing the image, drawn by the instance that did not receive it
      const show = [
        {
          duration: 10,
          bgColor: '#000000',
          object: [{ type: 'image', id: String(row!.id), left: 0, top: 0, width: 300, height: 158 }],
        },
      ];
      const saved = await a.inject({
        method: 'POST',
        url: '/api/plus/store/KR001/template/Shared',
        headers: admin,
        payload: { size: '23.1', show },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const picture = await get(b, '/plus/store/KR001/template/Shared/picture');
      expect(picture.statusCode).toBe(200);
      expect(await pixel(picture.rawPayload, 150, 80)).toEqual([255, 0, 0, 255]);
    });

    it('serves a mobile app file and keeps an upgrade package for both', async () => {
      const apk = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));
      const sent = await upload(b, admin, '/api/app/file', { name: 'mobile_4.2.0.apk', content: apk });
      expect(sent.statusCode, sent.body).toBe(200);
      const { _id } = sent.json<{ _id: number }>();
      for (const app of [a, b]) {
        const file = await get(app, `/app/file/${_id}`);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload).toEqual(apk);
      }

      const pkg = buildPackage('gmp', '9.8.7', Buffer.from('image of gmp 9.8.7'.repeat(100)));
      const started = await upload(a, admin, '/api/upgrade/file', { name: 'gmp-9.8.7.pkg', content: pkg });
      expect(started.statusCode, started.body).toBe(200);
      const { id } = started.json<RolloutSummary>();
      for (const app of [a, b]) expect(await storedBytes(app, `upgrade/${id}-gmp-9.8.7.pkg`)).toEqual(pkg);
    });

    it('serves a finished download from either instance', async () => {
      const { task, file, taskId } = await download(a, admin, { type: 4, storeCode: 'KR001' });
      expect(task.error).toBeUndefined();
      expect(file.statusCode).toBe(200);
      const fromOther = await get(b, `/file/download/task/${taskId}`);
      expect(fromOther.statusCode).toBe(200);
      expect(fromOther.body).toBe(file.body);
      expect(fromOther.body.length).toBeGreaterThan(0);
    });

    it('the server log download holds the log lines of both instances', async () => {
      // each instance logs its own requests
      expect((await get(a, '/version')).statusCode).toBe(200);
      expect((await get(b, '/version')).statusCode).toBe(200);
      expect(linesA.join('')).toContain('/api/version');
      expect(linesB.join('')).toContain('/api/version');
      const [server] = await t.db.query<{ id: string }>('SELECT id FROM servers ORDER BY id LIMIT 1');
      const { task, file } = await download(b, admin, { type: 0, serverId: server!.id });
      expect(task.error).toBeUndefined();
      const fromOther = await get(a, `/file/download/task/${task.taskId}`);
      expect(fromOther.body).toBe(file.body);
      const logged = file.body.split('\n').filter((line) => line.includes('/api/version'));
      for (const app of [a, b])
        expect(logged.some((line) => line.includes(` ${app.instance.id} {`))).toBe(true);
      expect(file.body).not.toContain(admin['access-token']);
    });
  },
);
