// Family products used by tag assignment (doc 2 §7 Products):
//   GET /product/family/findByPrCode/{prCode}/store/{store}   the families containing a product → { data }
//   GET /product/family/{fmPrCode}/store/{store}              one family, or 404
// product.read or tag.read. (The family list, create, import and delete screens come with the product issue.)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = 'validation.invalidValue';
const READ = { privilege: ['product', 'tag'], access: 'read' as const };

const byProductParams = z.object({
  prCode: z.string().trim().min(1, invalid),
  store: z.string().min(1, invalid),
});
const oneParams = z.object({
  fmPrCode: z.string().trim().min(1, invalid),
  store: z.string().min(1, invalid),
});

export default async function productFamilyRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/product/family/findByPrCode/:prCode/store/:store',
    { config: READ, schema: doc('product', 'The families of a store containing a product', withAuthHeaders) },
    async (request) => {
      const { prCode, store } = parseBody(byProductParams, request.params);
      return { storeCode: store, prCode, data: await repos.families.containing(store, prCode) };
    },
  );

  app.get(
    '/product/family/:fmPrCode/store/:store',
    { config: READ, schema: doc('product', 'One family product of a store', withAuthHeaders) },
    async (request) => {
      const { fmPrCode, store } = parseBody(oneParams, request.params);
      const family = await repos.families.byCode(store, fmPrCode);
      if (!family) throw notFound();
      return family;
    },
  );
}
