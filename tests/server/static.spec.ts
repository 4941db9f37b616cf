// The built console as served (issue 9, "the console ships fast"; server/plugins/static.ts): the brotli or gzip
// copy made at build time when the client accepts it, the original otherwise; hashed assets cached for a year
// and immutable, index.html (also for client routes) and config.json revalidated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/testConfig.ts';

const ASSET = '/assets/index-Ab12Cd34.js';
const SCRIPT = `export const text = ${JSON.stringify('console '.repeat(2000))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body>${'<!-- page -->'.repeat(200)}</body></html>`;

/** a build as vite.config.ts leaves it: each text file beside its .br and .gz copies */
function writeBuild(dir: string, shippedConfig: boolean): void {
  const write = (name: string, text: string, compressed = true) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (!compressed) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  write('index.html', INDEX);
  write(ASSET, SCRIPT);
  if (shippedConfig) write('config.json', '{"apiBase":"/api"}', false);
}

describe.each([false, true])('the built console (config.json shipped: %s)', (shippedConfig) => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-static-'));
    writeBuild(dir, shippedConfig);
    app = await buildApp({ config: testConfig({ staticDir: dir }) });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy to a client that accepts br, with the original bytes inside', async () => {
    const answer = await get(ASSET, 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the original to one that accepts neither', async () => {
    const gzip = await get(ASSET, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get(ASSET, encoding)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('revalidates index.html, the index of client routes and config.json', async () => {
    for (const url of ['/', '/index.html', '/some/client/route', '/config.json']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    const index = await get('/', 'br');
    expect(index.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX);
  });
});
