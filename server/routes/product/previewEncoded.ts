// POST /product/preview/encoded { storeCode, product: [{ prCode?, prInfo?, layoutId?, tagType?, page? }] }
// (doc 2 §7): the labels of products as they would look, as base64 PNGs in request order ({ data }). A product
// without prInfo takes the stored product's (by prCode); without layoutId the stored product's layout.
// product.read, store-scoped by the guard (body storeCode).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { englishMessage, parseBody } from '../../http/validate.ts';
import { LabelSource } from '../../render/labelSource.ts';
import type { RenderInput } from '../../render/renderLabel.ts';
import { jsonSchemas } from '../../generated/jsonSchemas.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = englishMessage('validation.invalidValue');

/** Renders take a few milliseconds each; a request stays well under a second. */
export const MAX_PREVIEW_PRODUCTS = 100;
/** characters of a product info entry (schemas/product.schema.json) */
const MAX_INFO_LENGTH = jsonSchemas.Product.properties.prInfo.items.maxLength;

const previewBody = z.object({
  storeCode: z.string({ message: invalid }).trim().min(1, invalid),
  product: z
    .array(
      z.object({
        prCode: z.string({ message: invalid }).trim().max(64, invalid).nullish(),
        prInfo: z
          .array(z.coerce.string({ message: invalid }).max(MAX_INFO_LENGTH, 'validation.infoTooLong'), {
            message: invalid,
          })
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
      const inputs: RenderInput[] = [];
      for (const item of body.product) {
        const stored = item.prCode ? await source.product(body.storeCode, item.prCode) : undefined;
        if (item.prCode && !item.prInfo && !stored) throw notFound('This product does not exist');
        inputs.push({
          product: {
            prCode: item.prCode ?? '',
            prName: stored?.prName ?? null,
            prInfo: item.prInfo ?? stored?.prInfo ?? [],
            nfc: item.nfc !== undefined ? item.nfc : (stored?.nfc ?? null),
          },
          layout: await source.layout(item.layoutId ?? stored?.layoutId),
          tagType: item.tagType,
          page: item.page ?? 0,
          aliases,
          country,
        });
      }
      // in the render threads, side by side
      const pngs = await Promise.all(inputs.map((input) => app.renderPool.label(input)));
      const data = pngs.map((png) => png.toString('base64'));
      return { data };
    },
  );
}
