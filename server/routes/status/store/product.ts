// A store's products and families (doc 2 §7 Products; docs/api.md "Tables", "Family products"), product.read;
// the guard scopes {storeCode}; table conventions, 25 per page:
//   POST /status/store/{storeCode}/product/search          the product table (product.search): the filters and
//        sorts of schemas/product.schema.json (x-list; today filter_prCode, filter_prName contain, filter_layoutId
//        equals, order on prCode (default), prName, layoutId, updatedAt); rows with tagCount and tagType (the
//        tag types showing the product, directly or through a family ticket)
//   POST /status/store/{storeCode}/product/family/search   the store's families (familyProduct.search), default
//        order fmPrCode; filters filter_fmPrCode (contains), filter_prCode (families whose prCodeList holds that
//        code), filter_layoutId (equals), filter_startDate/EndDate on updatedAt
// The shared family list of every store: routes/status/product.ts.
import type { FastifyInstance } from 'fastify';
import type { FamilyProductSearchAnswer, ProductSearchAnswer } from '../../../../domain/generated/calls.ts';
import { defineCall } from '../../../http/calls.ts';
import { notFound } from '../../../http/errors.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { productRead } from '../product.ts';

export default async function storeProductStatusRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'product.search', { guard: productRead }, async (request) => {
    const found = await app.repos.products.searchStore(request.params.storeCode, request.body);
    if (!found) throw notFound();
    return found as unknown as ProductSearchAnswer;
  });

  defineCall(app, 'familyProduct.search', { guard: productRead }, async (request) => {
    await storeExists(app, request.params.storeCode);
    return (await app.repos.families.searchStore(
      request.params.storeCode,
      request.body,
    )) as FamilyProductSearchAnswer;
  });
}
