// GET /product/{prCode}/store/{code}/image?tagType=&taskId= (doc 2 §7): the product's label as PNG. tagType
// picks the resolution and colours (default: the type of a tag showing the product, else the 2.90" colour
// label); taskId renders the product info and layout that update task pushed. product.read, store-scoped.
import { activePromotion } from '../../settings/promotions.ts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { LabelSource } from '../../render/labelSource.ts';
import { doc, withAuthHeaders } from '../docs.ts';

interface Query {
  tagType?: string;
  taskId?: string;
  page?: string;
}

export default async function productImageRoutes(app: FastifyInstance): Promise<void> {
  const source = new LabelSource(app.db);

  app.get<{ Params: { prCode: string; code: string }; Querystring: Query }>(
    '/product/:prCode/store/:code/image',
    {
      config: { privilege: 'product', access: 'read' },
      schema: doc('product', 'The label image (PNG) of a product, optionally as an update task pushed it', {
        ...withAuthHeaders,
        produces: ['image/png'],
      }),
    },
    async (request, reply) => {
      const { prCode, code } = request.params;
      const { tagType, taskId, page } = request.query;
      if (taskId !== undefined && !/^\d+$/.test(taskId)) throw badRequest(INVALID_VALUE);
      if (page !== undefined && !/^\d+$/.test(page)) throw badRequest(INVALID_VALUE);
      const snapshot = taskId ? await source.taskSnapshot(code, prCode, Number(taskId)) : undefined;
      if (taskId && !snapshot) throw notFound();
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
        page: page === undefined ? 0 : Number(page),
        aliases,
        country,
        storeCode: code,
      });
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );
}
