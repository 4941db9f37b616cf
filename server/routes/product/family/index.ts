// Family products used by tag assignment (doc 2 §7 Products):
//   GET /product/family/findByPrCode/{prCode}/store/{store}   the families containing a product → { data }
//   GET /product/family/{fmPrCode}/store/{store}              one family, or 404
//   GET /product/family/{fmPrCode}/store/                     an empty store: the session's first store (doc 2 §7
//                                                             'an empty store becomes a default'), by store code
// product.read or tag.read. The family tables are in routes/status/product.ts and status/store/product.ts, the
// writes in write.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../http/errors.ts';
import { parseBody } from '../../../http/validate.ts';
import { doc, withAuthHeaders } from '../../docs.ts';

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
const defaultStoreParams = z.object({ fmPrCode: z.string().trim().min(1, invalid) });

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

  app.get(
    '/product/family/:fmPrCode/store',
    {
      config: READ,
      schema: doc(
        'product',
        "One family product of the session's first store (empty store segment)",
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { fmPrCode } = parseBody(defaultStoreParams, request.params);
      const store = await repos.families.firstStore(request.session?.stores);
      const family = store ? await repos.families.byCode(store, fmPrCode) : undefined;
      if (!family) throw notFound();
      return family;
    },
  );
}
