// POST /product/preview/encoded { storeCode, paper?, product: [{ prCode?, prInfo?, layoutId?, tagType?, page? }] }
// (doc 2 §7): the labels of products as they would look, as base64 PNGs in request order ({ data }). A product
// without prInfo takes the stored product's (by prCode); without layoutId the stored product's layout. With
// `paper` (a paper layout of domain/paperLayouts.ts, the label printing of doc 2 §9) every label is drawn at
// that layout's physical label size and resolution instead of a tag type's panel. Identical products render
// once. product.read, store-scoped by the guard (body storeCode).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { englishMessage, parseBody } from '../../http/validate.ts';
import { LabelSource } from '../../render/labelSource.ts';
import type { RenderInput } from '../../render/renderLabel.ts';
import { jsonSchemas } from '../../generated/jsonSchemas.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import {
  labelDiagonalInches,
  labelPixels,
  labelTurned,
  PAPER_LAYOUT_IDS,
  paperLayoutOf,
} from '../../../domain/paperLayouts.ts';

const invalid = englishMessage('validation.invalidValue');

/** Renders take a few milliseconds each; a request stays well under a second. */
export const MAX_PREVIEW_PRODUCTS = 100;
/** characters of a product info entry (schemas/product.schema.json) */
const MAX_INFO_LENGTH = jsonSchemas.Product.properties.prInfo.items.maxLength;

const previewBody = z.object({
  storeCode: z.string({ message: invalid }).trim().min(1, invalid),
  paper: z
    .string({ message: invalid })
    .refine((id) => PAPER_LAYOUT_IDS.includes(id), invalid)
    .nullish(),
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

/** The render size of a paper layout's labels, or null for tag previews. */
function paperOf(id: string | null | undefined): RenderInput['paper'] {
  const layout = paperLayoutOf(id);
  if (!layout) return null;
  return {
    ...labelPixels(layout),
    diagonalInches: labelDiagonalInches(layout),
    turned: labelTurned(layout),
  };
}

export default async function productPreviewRoutes(app: FastifyInstance): Promise<void> {
  const source = new LabelSource(app.db);

  app.post(
    '/product/preview/encoded',
    {
      config: { privilege: 'product', access: 'read' },
      schema: doc(
        'product',
        'Label previews of products: { data: [base64 PNG, ...] } in request order; with paper (CROMA.A4, CROMA.A6, CROMA.107, CROMA.105) at the paper label size',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = parseBody(previewBody, request.body);
      if (!(await source.storeExists(body.storeCode))) throw notFound();
      const [aliases, country] = await Promise.all([source.aliases(), source.country(body.storeCode)]);
      const paper = paperOf(body.paper);
      const stored = await source.products(
        body.storeCode,
        body.product.flatMap((item) => (item.prCode ? [item.prCode] : [])),
      );
      const missing = body.product.find((item) => item.prCode && !item.prInfo && !stored.has(item.prCode));
      if (missing) throw notFound(ASSIGN_MESSAGES.productNotExist);
      const layouts = await source.layouts.many(
        body.product.flatMap((item) => {
          const id = item.layoutId ?? (item.prCode ? stored.get(item.prCode)?.layoutId : undefined);
          return id ? [id] : [];
        }),
      );
      const inputs = body.product.map((item): RenderInput => {
        const product = item.prCode ? stored.get(item.prCode) : undefined;
        const layoutId = item.layoutId ?? product?.layoutId;
        return {
          product: {
            prCode: item.prCode ?? '',
            prName: product?.prName ?? null,
            prInfo: item.prInfo ?? product?.prInfo ?? [],
            nfc: item.nfc !== undefined ? item.nfc : (product?.nfc ?? null),
          },
          layout: layoutId ? layouts.get(layoutId) : undefined,
          tagType: item.tagType,
          page: item.page ?? 0,
          aliases,
          country,
          storeCode: body.storeCode,
          paper,
        };
      });
      // in the render threads, side by side; the same label (a print run repeating a product) drawn once
      const renders = new Map<string, Promise<string>>();
      const data = await Promise.all(
        inputs.map((input) => {
          const key = JSON.stringify(input);
          let render = renders.get(key);
          if (!render) {
            render = app.renderPool.label(input).then((png) => png.toString('base64'));
            renders.set(key, render);
          }
          return render;
        }),
      );
      return { data };
    },
  );
}
