// POST /product/preview/encoded { storeCode, product: [{ prCode?, prInfo?, layoutId?, tagType?, page? }] }
// (doc 2 §7): the labels of products as they would look, as base64 PNGs in request order ({ data }). A product
// without prInfo takes the stored product's (by prCode); without layoutId the stored product's layout.
// product.read, store-scoped by the guard (body storeCode).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { englishMessage, parseBody } from '../../http/validate.ts';
import { LabelSource } from '../../render/labelSource.ts';
import { renderLabel } from '../../render/renderLabel.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = englishMessage('validation.invalidValue');

/** Renders take a few milliseconds each; a request stays well under a second. */
export const MAX_PREVIEW_PRODUCTS = 100;

const previewBody = z.object({
  storeCode: z.string({ message: invalid }).trim().min(1, invalid),
  product: z
    .array(
      z.object({
        prCode: z.string({ message: invalid }).trim().max(64, invalid).nullish(),
        prInfo: z
          .array(z.coerce.string({ message: invalid }), { message: invalid })
          .max(255, invalid)
          .nullish(),
        layoutId: z.string({ message: invalid }).trim().max(64, invalid).nullish(),
        tagType: z.string({ message: invalid }).trim().max(16, invalid).nullish(),
        nfc: z.string({ message: invalid }).nullish(),
        page: z.coerce.number({ message: invalid }).int(invalid).min(0, invalid).max(7, invalid).nullish(),
      }),
      { message: invalid },
    )
    .min(1, invalid)
    .max(MAX_PREVIEW_PRODUCTS, invalid),
});

export default async function productPreviewRoutes(app: FastifyInstance): Promise<void> {
  const source = new LabelSource(app.db);

  app.post(
    '/product/preview/encoded',
    {
      config: { privilege: 'product', access: 'read' },
      schema: doc(
        'product',
        'Label previews of products: { data: [base64 PNG, ...] } in request order',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = parseBody(previewBody, request.body);
      if (!(await source.storeExists(body.storeCode))) throw notFound();
      const [aliases, country] = await Promise.all([source.aliases(), source.country(body.storeCode)]);
      const data: string[] = [];
      for (const item of body.product) {
        const stored = item.prCode ? await source.product(body.storeCode, item.prCode) : undefined;
        if (item.prCode && !item.prInfo && !stored) throw notFound('This product does not exist');
        const layout = await source.layout(item.layoutId ?? stored?.layoutId);
        const png = renderLabel({
          product: {
            prCode: item.prCode ?? '',
            prName: stored?.prName ?? null,
            prInfo: item.prInfo ?? stored?.prInfo ?? [],
            nfc: item.nfc !== undefined ? item.nfc : (stored?.nfc ?? null),
          },
          layout,
          tagType: item.tagType,
          page: item.page ?? 0,
          aliases,
          country,
        });
        data.push(png.toString('base64'));
        // let the event loop turn: a render's native canvas memory is released only then (server/render/surface.ts)
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { data };
    },
  );
}
