// The API's answers go out compressed when the client accepts it (server/plugins/compression.ts): brotli first,
// else gzip, the same JSON once inflated; small answers as they are; a compressed request body is not inflated.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/plugins/compression.ts';
import { backends, signedInApp } from './helpers.ts';

const TAGS = '/api/status/store/KR001/tag/search';

describe.each(backends)('answer compression on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  const tags = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: TAGS,
      headers: { ...admin, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      payload: { start: 0, length: -1 },
    });

  it('sends a large answer as brotli, or gzip, that inflates to the answer sent as it is', async () => {
    const plain = await tags();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json<{ data: unknown[] }>();
    expect(json.data.length).toBeGreaterThan(0);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await tags('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gzip = await tags('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);
  });

  it('sends a small answer as it is', async () => {
    const version = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(version.statusCode).toBe(200);
    expect(version.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(version.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused as invalid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: TAGS,
      headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ start: 0, length: 10 })),
    });
    expect(response.statusCode).toBe(400);
  });
});
