// GET /product/{prCode}/store/{storeCode}/image?tagType=&taskId=&page= (doc 2 §7; product.image): the product's
// label as PNG. tagType picks the resolution and colours (default: the type of a tag showing the product, else
// the 2.90" colour label); taskId renders the product info and layout that update task pushed. product.read,
// store-scoped.
import { activePromotion } from '../../settings/promotions.ts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { defineCall } from '../../http/calls.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { LabelSource } from '../../render/labelSource.ts';

export default async function productImageRoutes(app: FastifyInstance): Promise<void> {
  const source = new LabelSource(app.db);

  defineCall(
    app,
    'product.image',
    { guard: { privilege: 'product', access: 'read' } },
    async (request, reply) => {
      const { prCode, storeCode: code } = request.params;
      const { tagType, taskId, page } = request.query;
      const snapshot = taskId !== undefined ? await source.taskSnapshot(code, prCode, taskId) : undefined;
      if (taskId !== undefined && !snapshot) throw notFound();
      const product = await source.product(code, prCode);
      if (!product && !snapshot) throw notFound(ASSIGN_MESSAGES.productNotExist);
      const [aliases, layout, country, usualType] = await Promise.all([
        source.aliases(),
        source.layout(snapshot?.layoutId ?? product?.layoutId),
        source.country(code),
        tagType ? Promise.resolve(undefined) : source.tagTypeOf(code, prCode),
      ]);
      const png = await app.renderPool.label({
        product: {
          prCode,
          prName: product?.prName ?? null,
          prInfo: snapshot?.prInfo ?? product?.prInfo ?? [],
          nfc: snapshot ? snapshot.nfc : (product?.nfc ?? null),
          // what the label shows now carries the running promotion; a task's snapshot shows what it sent
          promotion: snapshot ? null : ((await activePromotion(app.db, code, prCode)) ?? null),
        },
        layout,
        tagType: tagType ?? snapshot?.tagType ?? usualType,
        page: page ?? 0,
        aliases,
        country,
        storeCode: code,
      });
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );
}
