// Label rendering off the event loop (server/render/renderPool.ts): long texts render within the job limit, a job
// over its limit is stopped and answered 422 while the API keeps answering, and the pool serves again after it.
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_LAYOUTS } from '../../server/render/builtInLayouts.ts';
import { createRenderPool, RENDER_TOO_LONG, type RenderPool } from '../../server/render/renderPool.ts';
import { messageBody } from '../../server/http/messages.ts';
import type { RenderInput } from '../../server/render/renderLabel.ts';
import { jsonSchemas } from '../../server/generated/jsonSchemas.ts';
import { backends, postJson, signedInApp } from './helpers.ts';
import { decodePng, inkPixels } from './renderHelpers.ts';

const MAX_INFO_LENGTH = jsonSchemas.Product.properties.prInfo.items.maxLength;
const layout = (id: string) => BUILT_IN_LAYOUTS.find((l) => l.layoutId === id)!;
const longName = (n: number): RenderInput => ({
  product: { prCode: 'X', prInfo: ['A'.repeat(n), '1.00'] },
  layout: layout('L01'),
  tagType: '2290',
  aliases: [],
  country: 'KR',
});
/** many pages of the largest label, every entry a million zero-width marks: seconds of work */
const heavy: Omit<RenderInput, 'page'> = {
  product: { prCode: 'X', prInfo: Array.from({ length: 10 }, () => '\u3099'.repeat(1_000_000)) },
  layout: layout('L12'),
  tagType: 'B1330',
  aliases: ['Name', 'Price', 'Description', 'Unit', 'Origin', 'Promotion'].map((name, index) => ({
    index,
    name,
  })),
  country: 'KR',
};

/** a light render, retried while a fresh thread starts (its start counts against the job's limit) */
async function lightRender(pool: RenderPool): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.label(longName(10));
    } catch (error) {
      if (attempt >= 30 || (error as Error).message !== RENDER_TOO_LONG.text) throw error;
    }
  }
}

describe('the render pool', () => {
  const pool = createRenderPool({ timeoutMs: 20_000 });
  afterAll(() => pool.close());

  it.each([1_000, 16_000, 100_000, 1_000_000])(
    'renders a name of %i characters within the job limit, cut with an ellipsis',
    async (n) => {
      const image = await decodePng(await pool.label(longName(n)));
      expect(image.width).toBe(296);
      // the name box (top 30 %) is inked, the rest of the text did not spill over the price
      expect(inkPixels(image, { x: 0, y: 0, w: 296, h: 36 })).toBeGreaterThan(200);
    },
  );

  it('stops a job over its limit with a clear error and keeps serving', async () => {
    const strict = createRenderPool({ timeoutMs: 400, threads: 1 });
    try {
      await lightRender(strict);
      await expect(strict.pages(heavy)).rejects.toMatchObject({
        statusCode: 422,
        message: RENDER_TOO_LONG.text,
      });
      const image = await decodePng(await lightRender(strict));
      expect(image.width).toBe(296);
    } finally {
      await strict.close();
    }
  });
});

describe.each(backends)('label rendering over the API on $name', (backend) => {
  const s = signedInApp(backend, { config: { renderTimeoutMs: 1 } });
  const preview = (prInfo: string[]) =>
    postJson<{ message?: string }>(s.t.app, s.viewer, '/product/preview/encoded', {
      storeCode: 'KR001',
      product: [{ prCode: 'X', prInfo, layoutId: 'L01', tagType: '2290' }],
    });

  it(`refuses a product info entry over ${MAX_INFO_LENGTH} characters with a clear 400`, async () => {
    for (const n of [MAX_INFO_LENGTH + 1, 16_000]) {
      const answer = await preview(['A'.repeat(n), '1.00']);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        `A product info entry is too long: at most ${MAX_INFO_LENGTH} characters.`,
      );
    }
  });

  it('answers 422 when a render is over its limit, and the API keeps answering', async () => {
    const [answer, version] = await Promise.all([
      preview(['A'.repeat(MAX_INFO_LENGTH), '1.00']),
      s.t.app.inject({ method: 'GET', url: '/api/version' }),
    ]);
    expect(answer).toEqual({ status: 422, body: messageBody(RENDER_TOO_LONG) });
    expect(version.statusCode).toBe(200);
    // the product image and the tag preview come through the same pool
    const [tag] = await s.t.db.query<{ tagId: string; prCode: string }>(
      `SELECT "tagId", "prCode" FROM tags WHERE "storeCode" = 'KR001' AND "prCode" IS NOT NULL LIMIT 1`,
    );
    for (const url of [
      `/api/product/${tag.prCode}/store/KR001/image`,
      `/api/preview/store/KR001/tag/${tag.tagId}`,
    ]) {
      const response = await s.t.app.inject({ method: 'GET', url, headers: s.viewer });
      expect([response.statusCode, response.json()]).toEqual([422, messageBody(RENDER_TOO_LONG)]);
    }
    expect((await s.t.app.inject({ method: 'GET', url: '/api/version' })).statusCode).toBe(200);
  });
});
