// POST /product/preview/encoded { storeCode, paper?, product: [{ prCode?, prInfo?, layoutId?, tagType?, page? }] }
// (doc 2 §7): the labels of products as they would look, as base64 PNGs in request order ({ data }). A product
// without prInfo takes the stored product's (by prCode); without layoutId the stored product's layout. With
// `paper` (a paper layout of domain/paperLayouts.ts, the label printing of doc 2 §9) every label is drawn at
// that layout's physical label size and resolution instead of a tag type's panel. Identical products render
// once. product.read, store-scoped by the guard (body storeCode).
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { defineCall } from '../../http/calls.ts';
import { LabelSource } from '../../render/labelSource.ts';
import type { RenderInput } from '../../render/renderLabel.ts';
import {
  labelDiagonalInches,
  labelPixels,
  labelTurned,
  PAPER_LAYOUT_IDS,
  paperLayoutOf,
} from '../../../domain/paperLayouts.ts';

/** Renders take a few milliseconds each; a request stays well under a second (the call's product maxItems). */
export const MAX_PREVIEW_PRODUCTS = 100;

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

  defineCall(
    app,
    'product.previewEncoded',
    { guard: { privilege: 'product', access: 'read' } },
    async (request) => {
      const storeCode = request.body.storeCode.trim();
      if (request.body.product.length === 0) throw badRequest(INVALID_VALUE);
      if (request.body.paper != null && !PAPER_LAYOUT_IDS.includes(request.body.paper))
        throw badRequest(INVALID_VALUE);
      const body = {
        ...request.body,
        storeCode,
        product: request.body.product.map((item) => ({
          ...item,
          prCode: item.prCode?.trim(),
          layoutId: item.layoutId?.trim(),
          tagType: item.tagType?.trim(),
        })),
      };
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
