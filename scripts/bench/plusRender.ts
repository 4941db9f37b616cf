// Signage pictures (issue 14): the time to render what a device shows now, per device, through the whole path
// of GET /plus/store/{store}/device/{mac}/picture (app.inject on PGlite: the device row, the media rows, the
// products, the plus data decorator per product when one is in use, the render thread, the PNG). 20 devices of
// a 23.1" screen play a slide with an image, a video's thumbnail, a widget, a webpage and two product objects
// (8 slots, each device its own products); median and p95 of the warm renders, without a decorator and with the
// default plus data decorator of domain/scriptTemplates.ts. Goal: under 50 ms per device.
// Runs alone: tsx scripts/bench/plusRender.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates';
import {
  ADMIN,
  backends,
  createTestApp,
  login,
  type Headers,
  type TestApp,
} from '../../tests/server/helpers';
import { mp4, png, uploadMedia } from '../../tests/server/plusMediaHelpers';
import { median, quantile } from './stats';
import { printTable, type Row } from './table';

const STORE = 'KR001';
const DEVICES = 20;
const ROUNDS = 10;
const SLOTS = 8;

const SLIDE = {
  duration: 30,
  bgColor: '#102030',
  object: [
    { type: 'image', id: '1', left: 0, top: 0, width: 320, height: 158 },
    { type: 'video', id: '1', left: 320, top: 0, width: 280, height: 158 },
    { type: 'product', id: '1', left: 600, top: 0, width: 360, height: 158 },
    { type: 'product', id: '2', left: 960, top: 0, width: 360, height: 158 },
    { type: 'widget', id: '1', left: 1320, top: 0, width: 300, height: 158 },
    { type: 'webpage', id: 'http://example.com/offers', left: 1620, top: 0, width: 300, height: 158 },
  ],
};

const mac = (i: number) => `beec0000${String(i).padStart(4, '0')}`;

async function prepare(t: TestApp, headers: Headers): Promise<void> {
  const upload = async (type: string, files: Parameters<typeof uploadMedia>[3]) => {
    const answer = await uploadMedia(t.app, headers, `/plus/store/${STORE}/${type}/file`, files);
    if (answer.statusCode !== 200) throw new Error(`${type} upload failed: ${answer.body}`);
  };
  await upload('image', [{ name: 'banner.png', content: png(640, 316, '#2e7d32') }]);
  await upload('video', [
    { name: 'clip.mp4', content: mp4() },
    { field: 'thumbnail', name: 'clip.png', content: png(320, 180, '#6a1b9a') },
  ]);
  await upload('widget', [{ name: 'clock.html', content: Buffer.from('<!doctype html><p>clock</p>') }]);
  const codes = await t.db.query<{ prCode: string }>(
    `SELECT "prCode" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT $2`,
    [STORE, DEVICES * SLOTS],
  );
  for (let i = 0; i < DEVICES; i++) {
    const products = Array.from({ length: SLOTS }, (_, s) => ({
      index: s,
      prCode: codes[(i * SLOTS + s) % codes.length].prCode,
    }));
    await t.db.query(
      `INSERT INTO plus_devices (mac, "storeCode", name, model, status, "screenWidth", "screenHeight", products,
         show, "reportedShow", "syncedAt")
       VALUES ($1, $2, $3, 'IP231A', 'ONLINE', 1920, 158, $4::jsonb, $5::jsonb, $5::jsonb, now())`,
      [mac(i), STORE, `Bench ${i}`, JSON.stringify(products), JSON.stringify([SLIDE])],
    );
  }
}

async function renderTimes(t: TestApp, headers: Headers): Promise<number[]> {
  const render = async (i: number) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/plus/store/${STORE}/device/${mac(i)}/picture`,
      headers,
    });
    if (answer.statusCode !== 200) throw new Error(`picture failed: ${answer.statusCode} ${answer.body}`);
  };
  // warm-up: the render thread, fonts, the decoded pictures, the sandbox thread
  for (let i = 0; i < DEVICES; i++) await render(i);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (let i = 0; i < DEVICES; i++) {
      const started = performance.now();
      await render(i);
      times.push(performance.now() - started);
    }
  return times;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function plusRenderBenchRows(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-bench-plus-'));
  const backend = backends[0];
  const t = await createTestApp(backend, { config: { dataDir } });
  try {
    const headers = await login(t.app, ADMIN);
    await prepare(t, headers);
    const plain = await renderTimes(t, headers);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/plus/decorator/store/default',
      headers,
      payload: { code: SCRIPT_TEMPLATES.plusDataDecorator, useType: 'custom' },
    });
    if (saved.statusCode !== 200) throw new Error(`saving the decorator failed: ${saved.body}`);
    const decorated = await renderTimes(t, headers);
    const where = `${DEVICES} devices x ${ROUNDS}, 1920x158, image + video thumbnail + widget + webpage + ${SLOTS} product slots, ${backend.name}`;
    return [
      ['signage picture per device p50', ms(median(plain)), `${where}; goal < 50 ms`],
      ['signage picture per device p95', ms(quantile(plain, 0.95)), 'no plus data decorator'],
      [
        'signage picture per device p50, decorated',
        ms(median(decorated)),
        `the default plus data decorator on each of the ${SLOTS} products; goal < 50 ms`,
      ],
      [
        'signage picture per device p95, decorated',
        ms(quantile(decorated, 0.95)),
        'one sandbox call per product',
      ],
    ];
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTable(await plusRenderBenchRows());
